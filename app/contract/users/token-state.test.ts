import { describe, expect, it } from 'vitest';
import { DAY_MS, tokenState } from './token-state';

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
