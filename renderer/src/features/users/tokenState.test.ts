import { describe, expect, it } from 'vitest';
import { tokenState } from './tokenState';
import { DAY_MS, expiryCountdown } from './tokenTime';

const now = Date.UTC(2026, 2, 10, 12);

describe('token state', () => {
  it('calls a token expired once its expiry has passed, whatever its use', () => {
    expect(tokenState(now - DAY_MS, now - 1, now)).toBe('expired');
    expect(tokenState(null, now, now)).toBe('expired');
  });

  it('warns 30 days ahead of expiry and not a day earlier', () => {
    expect(tokenState(now, now + 30 * DAY_MS, now)).toBe('expiring-soon');
    expect(tokenState(now, now + 31 * DAY_MS, now)).toBe('active');
  });

  it('marks a valid token without any use as never used', () => {
    expect(tokenState(null, now + 200 * DAY_MS, now)).toBe('never-used');
    expect(tokenState(null, null, now)).toBe('never-used');
  });
});

describe('expiry countdown', () => {
  it('counts whole days left and days since expiry', () => {
    expect(expiryCountdown(now + 12.5 * DAY_MS, now)).toBe('12 days left');
    expect(expiryCountdown(now + 1 * DAY_MS, now)).toBe('1 day left');
    expect(expiryCountdown(now + 3_600_000, now)).toBe('Expires within a day');
    expect(expiryCountdown(now - 3 * DAY_MS, now)).toBe('Expired 3 days ago');
    expect(expiryCountdown(now - 60_000, now)).toBe('Expired today');
    expect(expiryCountdown(null, now)).toBe('No expiry date');
  });
});
