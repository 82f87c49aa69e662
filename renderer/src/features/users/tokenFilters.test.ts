import { describe, expect, it } from 'vitest';
import { defaultFilterControls, filterTokens, parseDays, toTokenFilter } from './tokenFilters';
import { noTokenFilter, type TokenFilter } from '../../../../app/contract/users/token-filter';
import { DAY_MS, tokenState } from '../../../../app/contract/users/token-state';

const now = Date.UTC(2026, 2, 10, 12);
const days = (n: number) => now + n * DAY_MS;

function token(label: string, created: number, lastUsed: number | null, expires: number | null, owner = 'Ada Lovelace') {
  return {
    label,
    owner,
    ownerEmail: `${owner.split(' ')[0]?.toLowerCase()}@example.com`,
    createdMs: created,
    lastUsedMs: lastUsed,
    expiresMs: expires,
    state: tokenState(lastUsed, expires, now),
  };
}

const tokens = [
  token('fresh', days(-10), days(-1), days(200)),
  token('stale', days(-400), days(-120), days(100)),
  token('never-old', days(-200), null, days(20), 'Grace Hopper'),
  token('never-new', days(-5), null, days(300), 'Grace Hopper'),
  token('gone', days(-500), days(-40), days(-2)),
];

const labels = (filter: Partial<TokenFilter>) => filterTokens(tokens, { ...noTokenFilter, ...filter }, now).map((t) => t.label);

describe('token filters', () => {
  it('shows everything without criteria', () => {
    expect(labels({})).toHaveLength(5);
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

  it('combines criteria and text so each narrows the result', () => {
    expect(labels({ neverUsed: true, expiringWithinDays: 30 })).toEqual(['never-old']);
    expect(labels({ text: 'GRACE' })).toEqual(['never-old', 'never-new']);
    expect(labels({ text: 'ada@', unusedForDays: 30 })).toEqual(['stale', 'gone']);
  });
});

describe('filter bar', () => {
  it('applies a day count only while its switch is on and the number is sensible', () => {
    const base = { ...defaultFilterControls, unusedDays: '120' };
    expect(toTokenFilter(base).unusedForDays).toBeNull();
    expect(toTokenFilter({ ...base, unusedOn: true }).unusedForDays).toBe(120);
    expect(toTokenFilter({ ...base, unusedOn: true, unusedDays: 'soon' }).unusedForDays).toBeNull();
    expect(parseDays('-3')).toBeNull();
    expect(parseDays('99999')).toBeNull();
  });
});
