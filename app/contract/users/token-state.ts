/**
 * What state an API token is in, decided once for every place that shows it: the account page, the
 * review table and its filters, and the CSV export.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A token is "expiring soon" from this many days before its expiry. */
export const EXPIRING_SOON_DAYS = 30;

/** Milliseconds since the epoch, or null for a missing or unreadable date. */
export function toMs(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

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

export type TokenState = 'expired' | 'expiring-soon' | 'never-used' | 'active';

/** How each state is named on screen and in files, most urgent first. */
export const tokenStateLabels: Record<TokenState, string> = {
  expired: 'Expired',
  'expiring-soon': 'Expiring soon',
  'never-used': 'Never used',
  active: 'Active',
};

export const tokenStates = Object.keys(tokenStateLabels) as TokenState[];

/**
 * One state per token, the most urgent one winning: an expired token no longer works whatever its use,
 * and one about to expire needs action sooner than one that was never used.
 */
export function tokenState(lastUsedMs: number | null, expiresMs: number | null, nowMs: number): TokenState {
  if (expiresMs !== null && expiresMs <= nowMs) return 'expired';
  if (expiresMs !== null && expiresMs - nowMs <= EXPIRING_SOON_DAYS * DAY_MS) return 'expiring-soon';
  if (lastUsedMs === null) return 'never-used';
  return 'active';
}
