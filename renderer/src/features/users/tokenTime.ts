import { DAY_MS } from '../../../../app/contract/users/token-state';
import { plural } from '../../../../app/contract/words';

/** Local midnight of the day `ms` falls on. */
function startOfLocalDay(ms: number): number {
  const date = new Date(ms);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * Calendar days (local time) from the day of `fromMs` to the day of `toMs`: 0 on the same day, 1 from
 * yesterday evening to this morning, negative when `toMs` is on an earlier day. Rounded, because a day
 * with a daylight-saving change is 23 or 25 hours long.
 */
export function calendarDaysBetween(fromMs: number, toMs: number): number {
  return Math.round((startOfLocalDay(toMs) - startOfLocalDay(fromMs)) / DAY_MS);
}

function days(count: number): string {
  return plural(count, 'day');
}

/**
 * "12 days left", "Expires tomorrow", "Expires today", "Expired yesterday", "Expired 3 days ago",
 * "No expiry date". Days are calendar days, so "today" never reaches into yesterday.
 */
export function expiryCountdown(expiresMs: number | null, nowMs: number): string {
  if (expiresMs === null) return 'No expiry date';
  if (expiresMs <= nowMs) {
    const ago = calendarDaysBetween(expiresMs, nowMs);
    if (ago <= 0) return 'Expired today';
    if (ago === 1) return 'Expired yesterday';
    return `Expired ${days(ago)} ago`;
  }
  const left = calendarDaysBetween(nowMs, expiresMs);
  if (left <= 0) return 'Expires today';
  if (left === 1) return 'Expires tomorrow';
  return `${days(left)} left`;
}
