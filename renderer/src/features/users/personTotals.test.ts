import { describe, expect, it } from 'vitest';
import { totalsByPerson } from './personTotals';

const row = (accountId: string, owner: string, lastUsedMs: number | null, state: 'active' | 'expired' | 'expiring-soon' | 'never-used') => ({
  accountId,
  owner,
  ownerEmail: null,
  lastUsedMs,
  state,
});

describe('per-person totals', () => {
  it('adds up each owner’s tokens and lists the biggest holders first', () => {
    const totals = totalsByPerson([
      row('a', 'Ada', 1, 'active'),
      row('b', 'Bob', null, 'never-used'),
      row('b', 'Bob', 1, 'expired'),
      row('b', 'Bob', null, 'expiring-soon'),
      row('c', 'Cy', 1, 'active'),
    ]);
    expect(totals.map((t) => [t.owner, t.total])).toEqual([
      ['Bob', 3],
      ['Ada', 1],
      ['Cy', 1],
    ]);
    expect(totals[0]).toMatchObject({ neverUsed: 2, expired: 1, expiringSoon: 1 });
  });
});
