import { DAY_MS, type TokenState } from '../../../../app/contract/users/token-state';

/** Each criterion that is set must hold (they narrow the table together). */
export interface TokenFilter {
  /** Owner name, e-mail or token label contains this (any case). */
  text: string;
  /** Not used for more than this many days; a never-used token counts from its creation. */
  unusedForDays: number | null;
  neverUsed: boolean;
  /** Still valid but expiring within this many days. */
  expiringWithinDays: number | null;
  expired: boolean;
}

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

interface Filterable {
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

export function filterTokens<T extends Filterable>(tokens: readonly T[], filter: TokenFilter, nowMs: number): readonly T[] {
  if (!isFiltering(filter)) return tokens;
  return tokens.filter(tokenMatcher(filter, nowMs));
}

/** What the filter bar holds: switches plus the day counts typed next to them (kept when switched off). */
export interface FilterControls {
  text: string;
  unusedOn: boolean;
  unusedDays: string;
  neverUsed: boolean;
  expiringOn: boolean;
  expiringDays: string;
  expired: boolean;
}

export const defaultFilterControls: FilterControls = {
  text: '',
  unusedOn: false,
  unusedDays: '90',
  neverUsed: false,
  expiringOn: false,
  expiringDays: '30',
  expired: false,
};

/** A whole number of days from 0 to 3650, or null for anything else. */
export function parseDays(text: string): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return null;
  const days = Number(text);
  return days <= 3650 ? days : null;
}

export function toTokenFilter(controls: FilterControls): TokenFilter {
  return {
    text: controls.text,
    unusedForDays: controls.unusedOn ? parseDays(controls.unusedDays) : null,
    neverUsed: controls.neverUsed,
    expiringWithinDays: controls.expiringOn ? parseDays(controls.expiringDays) : null,
    expired: controls.expired,
  };
}
