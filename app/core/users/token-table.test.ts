import { describe, expect, it } from 'vitest';
import { noTokenFilter, type TokenFilter } from '../../contract/users/token-filter';
import { DAY_MS } from '../../contract/users/token-state';
import { TokenTable, type OwnedTokens } from './token-table';

const now = Date.UTC(2026, 2, 10, 12);
const iso = (days: number | null) => (days === null ? null : new Date(now + days * DAY_MS).toISOString());

function token(label: string, created: number, lastUsed: number | null, expires: number | null) {
  return { id: `id-${label}`, label, createdAt: iso(created) ?? '', lastUsedAt: iso(lastUsed), expiresAt: iso(expires) };
}

const ada = { accountId: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' };
const grace = { accountId: 'grace', name: 'Grace Hopper', email: 'grace@example.com' };
const hidden = { accountId: 'hidden', name: null, email: null };

const accounts: OwnedTokens[] = [
  { owner: ada, tokens: [token('fresh', -10, -1, 200), token('stale', -400, -120, 100), token('gone', -500, -40, -2)] },
  { owner: { accountId: 'nobody', name: 'No Tokens', email: null }, tokens: [] },
  { owner: grace, tokens: [token('never-old', -200, null, 20), token('never-new', -5, null, 300)] },
  { owner: hidden, tokens: [token('Token 10', -3, -3, null), token('token 9', -3, -2, null)] },
];
const table = new TokenTable(accounts, now);

const labels = (filter: Partial<TokenFilter>) => table.rows({ ...noTokenFilter, ...filter }).map((row) => row.label);

describe('the review table in the core: filters', () => {
  it('keeps every row in the scan order without criteria', () => {
    expect(labels({})).toEqual(['fresh', 'stale', 'gone', 'never-old', 'never-new', 'Token 10', 'token 9']);
  });

  it('finds tokens unused for more than N days, counting never-used ones from their creation', () => {
    expect(labels({ unusedForDays: 90 })).toEqual(['stale', 'never-old']);
  });

  it('finds never-used, expired and soon-expiring tokens', () => {
    expect(labels({ neverUsed: true })).toEqual(['never-old', 'never-new']);
    expect(labels({ expired: true })).toEqual(['gone']);
    expect(labels({ expiringWithinDays: 30 })).toEqual(['never-old']);
    expect(labels({ expiringWithinDays: 150 })).toEqual(['stale', 'never-old']);
  });

  it('combines criteria and text, the text found in the label, the name as shown or the e-mail, in any case', () => {
    expect(labels({ neverUsed: true, expiringWithinDays: 30 })).toEqual(['never-old']);
    expect(labels({ text: 'GRACE' })).toEqual(['never-old', 'never-new']);
    expect(labels({ text: 'ada@', unusedForDays: 30 })).toEqual(['stale', 'gone']);
    expect(labels({ text: 'hidden by privacy' })).toEqual(['Token 10', 'token 9']);
    // The name and the e-mail are separate: a search never matches across the two.
    expect(labels({ text: 'lovelaceada' })).toEqual([]);
  });

  it('names the matching tokens by reference for a revoke of everything a filter shows', () => {
    expect(table.refs({ ...noTokenFilter, neverUsed: true })).toEqual([
      { accountId: 'grace', tokenId: 'id-never-old' },
      { accountId: 'grace', tokenId: 'id-never-new' },
    ]);
  });
});

describe('the review table in the core: pages and sorts', () => {
  const page = (sort: Parameters<TokenTable['page']>[1], pageNumber = 0, pageSize = 100, filter: Partial<TokenFilter> = {}) =>
    table.page({ ...noTokenFilter, ...filter }, sort, pageNumber, pageSize);

  it('pages the least recently used first by default, never-used ones before all', () => {
    const first = page(null, 0, 3);
    expect(first.rows.map((row) => row.label)).toEqual(['never-old', 'never-new', 'stale']);
    expect(first).toMatchObject({ page: 0, matching: 7, total: 7 });
    expect(page(null, 2, 3).rows.map((row) => row.label)).toEqual(['fresh']);
    // A page past the end is the last page, so a list that shrank never shows an empty one.
    expect(page(null, 9, 3)).toMatchObject({ page: 2, rows: [expect.objectContaining({ label: 'fresh' })] });
  });

  it('sorts text in the reader’s order (case aside, numbers by value) and keeps the scan order on ties', () => {
    expect(page({ field: 'label', direction: 'asc' }, 0, 100, { text: 'token' }).rows.map((row) => row.label)).toEqual(['token 9', 'Token 10']);
    expect(page({ field: 'owner', direction: 'asc' }).rows.map((row) => row.accountId)).toEqual(['ada', 'ada', 'ada', 'grace', 'grace', 'hidden', 'hidden']);
    expect(page({ field: 'owner', direction: 'desc' }).rows.map((row) => row.label)).toEqual(['Token 10', 'token 9', 'never-old', 'never-new', 'fresh', 'stale', 'gone']);
  });

  it('sorts by state, the most urgent first, and by dates with missing ones first', () => {
    expect(page({ field: 'state', direction: 'asc' }).rows.map((row) => row.label).slice(0, 3)).toEqual(['gone', 'never-old', 'never-new']);
    expect(page({ field: 'expires', direction: 'asc' }).rows.map((row) => row.label)).toEqual(['Token 10', 'token 9', 'gone', 'never-old', 'stale', 'fresh', 'never-new']);
    expect(page({ field: 'created', direction: 'desc' }, 0, 1).rows[0]?.label).toBe('Token 10');
  });

  it('answers each row with its owner as the scan knows them', () => {
    expect(page(null, 0, 100, { text: 'fresh' }).rows).toEqual([{ ...token('fresh', -10, -1, 200), accountId: 'ada', ownerName: 'Ada Lovelace', ownerEmail: 'ada@example.com' }]);
  });
});

describe('the review table in the core: people and totals', () => {
  it('adds up each owner’s tokens, the biggest holders first, then by name', () => {
    const people = table.peoplePage(null, 0, 10);
    expect(people.total).toBe(3);
    expect(people.rows.map((person) => [person.accountId, person.total])).toEqual([
      ['ada', 3],
      ['grace', 2],
      ['hidden', 2],
    ]);
    expect(people.rows[1]).toMatchObject({ neverUsed: 2, expiringSoon: 1, expired: 0 });
    expect(people.rows[0]).toMatchObject({ expired: 1, expiringSoon: 0 });
    expect(table.peoplePage({ field: 'neverUsed', direction: 'desc' }, 0, 1).rows[0]?.accountId).toBe('grace');
    expect(table.peoplePage({ field: 'owner', direction: 'desc' }, 0, 10).rows.map((person) => person.accountId)).toEqual(['hidden', 'grace', 'ada']);
  });

  it('counts the tiles and charts over every token', () => {
    const overview = table.overview();
    expect(overview).toMatchObject({ tokens: 7, people: 3, neverUsed: 2, expiringSoon: 1, expired: 1 });
    expect(Object.values(overview.usage).reduce((sum, count) => sum + count, 0)).toBe(7);
    expect(overview.usage.never).toBe(2);
    // Still valid and expiring within the year: fresh (200 days), stale (100), never-old (20), never-new (300).
    expect(overview.expiry.weeks.reduce((sum, count) => sum + count, 0)).toBe(4);
  });
});
