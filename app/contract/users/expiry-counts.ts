import { z } from 'zod';
import { DAY_MS } from './token-state';

/** The expiry chart's two groupings: the twelve calendar months from this one, and 52 weeks from now. */
export const EXPIRY_MONTHS = 12;
export const EXPIRY_WEEKS = 52;

export const ExpiryCounts = z.object({
  /** Tokens still valid that expire in each calendar month (local time), this month first (from now). */
  months: z.array(z.number().int()).length(EXPIRY_MONTHS),
  /** The same per seven days, counted from now. */
  weeks: z.array(z.number().int()).length(EXPIRY_WEEKS),
});
export type ExpiryCounts = z.infer<typeof ExpiryCounts>;

/** Months from the month of `nowMs` to the month of `expiresMs`, on this computer's calendar. */
function monthIndex(expiresMs: number, nowMs: number): number {
  const now = new Date(nowMs);
  const then = new Date(expiresMs);
  return (then.getFullYear() - now.getFullYear()) * 12 + (then.getMonth() - now.getMonth());
}

/**
 * Counts the tokens that are still valid at `nowMs` and expire within the chart's year, by month and by
 * week: what the chart needs of any number of tokens, worked out where the tokens are.
 */
export function expiryCounts(expiries: Iterable<number | null>, nowMs: number): ExpiryCounts {
  const months = new Array<number>(EXPIRY_MONTHS).fill(0);
  const weeks = new Array<number>(EXPIRY_WEEKS).fill(0);
  for (const expiresMs of expiries) {
    if (expiresMs === null || expiresMs <= nowMs) continue;
    const month = monthIndex(expiresMs, nowMs);
    if (month < EXPIRY_MONTHS) months[month] = (months[month] ?? 0) + 1;
    const week = Math.floor((expiresMs - nowMs) / (7 * DAY_MS));
    if (week < EXPIRY_WEEKS) weeks[week] = (weeks[week] ?? 0) + 1;
  }
  return { months, weeks };
}
