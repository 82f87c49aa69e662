import { describe, expect, it } from 'vitest';
import { DAY_MS } from './tokenTime';
import { countByUsage, usageBucketOf } from './usageBuckets';

const now = Date.UTC(2026, 2, 10, 12);
const daysAgo = (days: number) => now - days * DAY_MS;

describe('last-use buckets', () => {
  it('puts each age in the bucket an admin would expect, edges included', () => {
    expect(usageBucketOf(null, now)).toBe('never');
    expect(usageBucketOf(daysAgo(0.5), now)).toBe('today');
    expect(usageBucketOf(daysAgo(1), now)).toBe('week');
    expect(usageBucketOf(daysAgo(6.9), now)).toBe('week');
    expect(usageBucketOf(daysAgo(7), now)).toBe('month');
    expect(usageBucketOf(daysAgo(30), now)).toBe('quarter');
    expect(usageBucketOf(daysAgo(89), now)).toBe('quarter');
    expect(usageBucketOf(daysAgo(90), now)).toBe('year');
    expect(usageBucketOf(daysAgo(364), now)).toBe('year');
    expect(usageBucketOf(daysAgo(365), now)).toBe('older');
  });

  it('treats a use stamped slightly in the future (clock skew) as today', () => {
    expect(usageBucketOf(now + 60_000, now)).toBe('today');
  });

  it('counts every token exactly once', () => {
    const tokens = [null, null, daysAgo(2), daysAgo(400), daysAgo(0.1)].map((lastUsedMs) => ({ lastUsedMs }));
    expect(countByUsage(tokens, now)).toEqual({ never: 2, today: 1, week: 1, month: 0, quarter: 0, year: 0, older: 1 });
  });
});
