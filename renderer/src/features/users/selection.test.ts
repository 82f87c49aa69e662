import { describe, expect, it } from 'vitest';
import { selectedRows } from './selection';

const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const idOf = (row: { id: string }) => row.id;

describe('row selection', () => {
  it('returns the ticked rows', () => {
    expect(selectedRows({ type: 'include', ids: new Set(['c', 'a', 'gone']) }, rows, idOf)).toEqual([{ id: 'a' }, { id: 'c' }]);
  });

  it('turns "all but these" into the rows on offer minus the exceptions', () => {
    expect(selectedRows({ type: 'exclude', ids: new Set(['b']) }, rows, idOf)).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(selectedRows({ type: 'exclude', ids: new Set() }, rows.slice(0, 1), idOf)).toEqual([{ id: 'a' }]);
  });
});
