import { describe, expect, it } from 'vitest';
import type { ItemOutcome } from '../../../../app/contract/channels/item-outcome';
import { PAGE_WORDS, resultsSentence, splitOutcomes } from './bulkWords';

const at = '2026-01-01T00:00:00.000Z';
const outcomes: ItemOutcome[] = [
  { key: 'a', target: 'Page A', writes: ['deleted 3', 'deleted 4'], at, status: 'done' },
  { key: 'b', target: 'Page B', writes: ['deleted 2'], at, status: 'done' },
  { key: 'c', target: 'Page C', writes: [], at, status: 'failed', error: { code: 'NETWORK', message: 'No answer.' } },
  { key: 'd', target: 'Page D', writes: [], at, status: 'skipped', reason: 'Already as asked.' },
];

describe('bulk results in words', () => {
  it('counts what was done, the writes it took, what failed and what was skipped', () => {
    const split = splitOutcomes(outcomes);
    expect(resultsSentence(split, { unit: PAGE_WORDS, doneWord: 'done', writes: { one: 'version deleted', many: 'versions deleted' }, stopped: false })).toBe(
      '2 pages done (3 versions deleted), 1 failed, 1 skipped.',
    );
  });

  it('says when the run was stopped before the end', () => {
    const split = splitOutcomes(outcomes.slice(0, 1));
    expect(resultsSentence(split, { unit: { one: 'token', many: 'tokens' }, doneWord: 'revoked', stopped: true })).toBe(
      '1 token revoked, 0 failed, 0 skipped. Stopped before the end: what had not started was not done.',
    );
  });
});
