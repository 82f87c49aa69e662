export const DAY_MS = 24 * 60 * 60 * 1000;

/** A token is "expiring soon" from this many days before its expiry. */
export const EXPIRING_SOON_DAYS = 30;

/** Milliseconds since the epoch, or null for a missing or unreadable date. */
export function toMs(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** Whole days from `fromMs` to `toMs`, rounded down (negative when `toMs` is earlier). */
export function wholeDaysBetween(fromMs: number, toMs: number): number {
  return Math.floor((toMs - fromMs) / DAY_MS);
}

function days(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'day' : 'days'}`;
}

/** "12 days left", "expires today", "expired 3 days ago", "no expiry date". */
export function expiryCountdown(expiresMs: number | null, nowMs: number): string {
  if (expiresMs === null) return 'No expiry date';
  if (expiresMs <= nowMs) {
    const ago = wholeDaysBetween(expiresMs, nowMs);
    return ago === 0 ? 'Expired today' : `Expired ${days(ago)} ago`;
  }
  const left = wholeDaysBetween(nowMs, expiresMs);
  return left === 0 ? 'Expires within a day' : `${days(left)} left`;
}
