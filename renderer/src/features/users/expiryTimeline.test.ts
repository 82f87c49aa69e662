import { describe, expect, it } from 'vitest';
import { expiryTimeline } from './expiryTimeline';
import { expiryCounts } from '../../../../app/contract/users/expiry-counts';
import { DAY_MS } from '../../../../app/contract/users/token-state';

// Local dates on purpose: months are calendar months in the admin's own time zone.
const now = new Date(2026, 0, 15, 12).getTime();
const at = (year: number, month: number, day: number) => new Date(year, month, day, 9).getTime();
/** The timeline of these expiries, counted as the core counts them. */
const timelineOf = (expiries: (number | null)[], step: 'month' | 'week', locale?: string) => expiryTimeline(expiryCounts(expiries, now), now, step, locale);

describe('expiry timeline by month', () => {
  it('has twelve months from the current one and counts only future expiries inside them', () => {
    const timeline = timelineOf([at(2026, 0, 20), at(2026, 0, 10), at(2026, 2, 1), at(2026, 11, 31), at(2027, 0, 1), null], 'month', 'en-GB');
    expect(timeline.slots).toHaveLength(12);
    expect(timeline.slots[0]?.longLabel).toBe('January 2026');
    expect(timeline.slots[11]?.longLabel).toBe('December 2026');
    // The chart keys its colours by label, so no two slots may share one.
    expect(new Set(timeline.slots.map((slot) => slot.label)).size).toBe(12);
    expect(timeline.slots.map((slot) => slot.count)).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(timeline.total).toBe(3);
  });

  it('singles out the month where expiries cluster', () => {
    const cliff = [...Array(40)].map((_, day) => at(2026, 3, 1 + (day % 28)));
    const timeline = timelineOf([at(2026, 1, 3), ...cliff, at(2026, 5, 3)], 'month', 'en-GB');
    expect(timeline.peak?.longLabel).toBe('April 2026');
    expect(timeline.peak?.count).toBe(40);
  });

  it('has no peak when nothing expires within the year', () => {
    expect(timelineOf([at(2025, 5, 1)], 'month').peak).toBeNull();
  });
});

describe('expiry timeline by week', () => {
  it('has 52 weeks counted from now', () => {
    const timeline = timelineOf([now + DAY_MS, now + 6.9 * DAY_MS, now + 7 * DAY_MS, now + 400 * DAY_MS], 'week');
    expect(timeline.slots).toHaveLength(52);
    expect(new Set(timeline.slots.map((slot) => slot.label)).size).toBe(52);
    expect(timeline.slots[0]?.count).toBe(2);
    expect(timeline.slots[1]?.count).toBe(1);
    expect(timeline.total).toBe(3);
    expect(timeline.peak).toBe(timeline.slots[0]);
  });
});
