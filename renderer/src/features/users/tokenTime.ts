import { calendarDaysBetween } from '../../../../app/contract/users/token-state';
import { plural } from '../../../../app/contract/words';

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
