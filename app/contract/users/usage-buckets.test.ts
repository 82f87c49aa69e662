import { describe, expect, it } from 'vitest';
import { countByUsage, usageBucketOf } from './usage-buckets';

/** Local times, so the calendar-day edges hold in every time zone. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).getTime();
const now = at(10, 12);
/** The same time of day, `days` calendar days earlier. */
const daysAgo = (days: number) => at(10 - days, 12);

describe('last-use buckets', () => {
  it('puts each age in the bucket an admin would expect, edges included', () => {
    expect(usageBucketOf(null, now)).toBe('never');
    expect(usageBucketOf(at(10, 0, 5), now)).toBe('today');
    expect(usageBucketOf(daysAgo(1), now)).toBe('week');
    expect(usageBucketOf(at(4, 0, 5), now)).toBe('week');
    expect(usageBucketOf(daysAgo(7), now)).toBe('month');
    expect(usageBucketOf(daysAgo(30), now)).toBe('quarter');
    expect(usageBucketOf(daysAgo(89), now)).toBe('quarter');
    expect(usageBucketOf(daysAgo(90), now)).toBe('year');
    expect(usageBucketOf(daysAgo(364), now)).toBe('year');
    expect(usageBucketOf(daysAgo(365), now)).toBe('older');
  });

  it('calls a use "today" only since midnight, not within the last 24 hours', () => {
    const earlyMorning = at(10, 1);
    expect(usageBucketOf(at(9, 23), earlyMorning)).toBe('week');
    expect(usageBucketOf(at(10, 0, 30), earlyMorning)).toBe('today');
    // 23 hours ago, yesterday evening.
    expect(usageBucketOf(at(9, 13), now)).toBe('week');
  });

  it('treats a use stamped slightly in the future (clock skew) as today', () => {
    expect(usageBucketOf(now + 60_000, now)).toBe('today');
  });

  it('counts every token exactly once', () => {
    expect(countByUsage([null, null, daysAgo(2), daysAgo(400), at(10, 9)], now)).toEqual({ never: 2, today: 1, week: 1, month: 0, quarter: 0, year: 0, older: 1 });
  });
});
