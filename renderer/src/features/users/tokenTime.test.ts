import { describe, expect, it } from 'vitest';
import { expiryCountdown } from './tokenTime';
import { calendarDaysBetween } from '../../../../app/contract/users/token-state';

/** Local times, so the calendar-day edges hold in every time zone. */
const at = (month: number, day: number, hour: number, minute = 0) => new Date(2026, month, day, hour, minute).getTime();

describe('calendar days', () => {
  it('counts midnights crossed, not 24-hour spans', () => {
    expect(calendarDaysBetween(at(2, 9, 23), at(2, 10, 1))).toBe(1);
    expect(calendarDaysBetween(at(2, 10, 0, 1), at(2, 10, 23, 59))).toBe(0);
    expect(calendarDaysBetween(at(2, 10, 12), at(2, 9, 12))).toBe(-1);
  });

  it('stays whole across a daylight-saving change', () => {
    // Late March and late October hold the change in Europe, early March and early November in America.
    expect(calendarDaysBetween(at(2, 1, 12), at(3, 1, 12))).toBe(31);
    expect(calendarDaysBetween(at(9, 20, 12), at(10, 10, 12))).toBe(21);
  });
});

describe('expiry countdown', () => {
  const now = at(2, 10, 9);

  it('counts calendar days left and days since expiry', () => {
    expect(expiryCountdown(at(2, 22, 20), now)).toBe('12 days left');
    expect(expiryCountdown(at(2, 12, 1), now)).toBe('2 days left');
    expect(expiryCountdown(at(2, 11, 23), now)).toBe('Expires tomorrow');
    expect(expiryCountdown(at(2, 10, 10), now)).toBe('Expires today');
    expect(expiryCountdown(at(2, 7, 8), now)).toBe('Expired 3 days ago');
    expect(expiryCountdown(now - 60_000, now)).toBe('Expired today');
    expect(expiryCountdown(null, now)).toBe('No expiry date');
  });

  it('does not call yesterday evening "today", nor tomorrow morning "within a day"', () => {
    const earlyMorning = at(2, 10, 1);
    expect(expiryCountdown(at(2, 9, 22), earlyMorning)).toBe('Expired yesterday');
    expect(expiryCountdown(at(2, 11, 0, 30), at(2, 10, 23))).toBe('Expires tomorrow');
    expect(expiryCountdown(at(2, 10, 0, 30), earlyMorning)).toBe('Expired today');
  });
});
