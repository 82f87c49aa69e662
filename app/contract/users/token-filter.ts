import { z } from 'zod';
import { DAY_MS, type TokenState } from './token-state';

/**
 * The token review's filters, one meaning for the table on screen and for what the core exports: each
 * criterion that is set must hold (they narrow the table together).
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

/** What a filter looks at: dates already parsed, and the owner's name as shown (`HIDDEN_NAME` when hidden). */
export interface Filterable {
  label: string;
  owner?: string;
  ownerEmail?: string | null;
  createdMs: number | null;
  lastUsedMs: number | null;
  expiresMs: number | null;
  state: TokenState;
}

/** One predicate built per filter change, then run over every row: no per-row allocation. */
export function tokenMatcher(filter: TokenFilter, nowMs: number): (token: Filterable) => boolean {
  const needle = filter.text.trim().toLowerCase();
  const unusedSince = filter.unusedForDays === null ? null : nowMs - filter.unusedForDays * DAY_MS;
  const expiringBy = filter.expiringWithinDays === null ? null : nowMs + filter.expiringWithinDays * DAY_MS;
  return (token) => {
    if (filter.neverUsed && token.lastUsedMs !== null) return false;
    if (filter.expired && token.state !== 'expired') return false;
    if (unusedSince !== null) {
      const lastSign = token.lastUsedMs ?? token.createdMs;
      if (lastSign === null || lastSign >= unusedSince) return false;
    }
    if (expiringBy !== null && (token.expiresMs === null || token.expiresMs <= nowMs || token.expiresMs > expiringBy)) return false;
    if (needle !== '') {
      const haystack = `${token.label}\u0000${token.owner ?? ''}\u0000${token.ownerEmail ?? ''}`.toLowerCase();
      if (!haystack.includes(needle)) return false;
    }
    return true;
  };
}
