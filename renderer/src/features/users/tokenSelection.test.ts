import { describe, expect, it } from 'vitest';
import { afterTicks, everyMatch, gridSelection, noTokens, selectedCount } from './tokenSelection';

const row = (id: string) => ({ rowId: `acc ${id}`, ref: { accountId: 'acc', tokenId: id } });
const firstPage = [row('a'), row('b')];
const secondPage = [row('c'), row('d')];
const ticks = (...ids: string[]) => ({ type: 'include' as const, ids: new Set(ids.map((id) => `acc ${id}`)) });

describe('ticking tokens in a table the core pages', () => {
  it('keeps ticks made on other pages when the admin ticks on this one', () => {
    const onFirst = afterTicks(noTokens, ticks('a'), firstPage);
    const onBoth = afterTicks(onFirst, ticks('a', 'c'), secondPage);
    expect(selectedCount(onBoth, 100)).toBe(2);
    expect(onBoth.kind === 'some' && [...onBoth.refs.values()].map((ref) => ref.tokenId)).toEqual(['a', 'c']);
    // Unticking on the second page leaves the first page's tick alone.
    const untick = afterTicks(onBoth, ticks('a'), secondPage);
    expect(untick.kind === 'some' && [...untick.refs.keys()]).toEqual(['acc a']);
  });

  it('counts "every match" from the filter’s total less what was unticked, on any page', () => {
    const unticked = afterTicks(everyMatch, ticks('a'), firstPage);
    expect(selectedCount(unticked, 250_000)).toBe(249_999);
    expect(gridSelection(unticked, firstPage)).toEqual(ticks('a'));
    // A page not visited yet shows every row ticked.
    expect(gridSelection(unticked, secondPage)).toEqual(ticks('c', 'd'));
    // Ticking the row again takes it back in.
    expect(selectedCount(afterTicks(unticked, ticks('a', 'b'), firstPage), 250_000)).toBe(250_000);
  });

  it('reads an "all but these" model from the grid as the page’s rows less those', () => {
    const selection = afterTicks(noTokens, { type: 'exclude', ids: new Set(['acc b']) }, firstPage);
    expect(gridSelection(selection, firstPage)).toEqual(ticks('a'));
  });
});
