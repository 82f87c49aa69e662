import { z } from 'zod';

/**
 * The token review's filters, applied by the core (`TokenTable`) to the table's pages, a revoke of every
 * match and the CSV alike: each criterion that is set must hold (they narrow the table together).
 */

/** The longest day count a filter takes (ten years). */
export const FILTER_DAYS_MAX = 3650;

const Days = z.number().int().min(0).max(FILTER_DAYS_MAX, `At most ${FILTER_DAYS_MAX} days.`).nullable();

export const TokenFilter = z.object({
  /** Owner name, e-mail or token label contains this (any case). */
  text: z.string().max(200, 'A search is at most 200 characters.'),
  /** Not used for more than this many days; a never-used token counts from its creation. */
  unusedForDays: Days,
  neverUsed: z.boolean(),
  /** Still valid but expiring within this many days. */
  expiringWithinDays: Days,
  expired: z.boolean(),
});
export type TokenFilter = z.infer<typeof TokenFilter>;

/** How a hidden owner name reads on screen, and so what a search for it finds. */
export const HIDDEN_NAME = 'Name hidden by privacy settings';

export const noTokenFilter: TokenFilter = { text: '', unusedForDays: null, neverUsed: false, expiringWithinDays: null, expired: false };

export function isFiltering(filter: TokenFilter): boolean {
  return (
    filter.text.trim() !== '' ||
    filter.unusedForDays !== null ||
    filter.neverUsed ||
    filter.expiringWithinDays !== null ||
    filter.expired
  );
}
