import type { Person } from '../../kit';
import { offboardingCast } from '../../data/offboarding-cast';
import { dayMs } from '../../data/time';
import type { ApiToken } from './state';
import { cliffCutoff, cliffStart } from './token-dates';

/**
 * The leaver's API tokens, the same in every world: one used two days ago (still calling the API), one
 * left idle for months, one never used. Fixed ids, so a spec can name the token it revokes.
 */
export function leaverTokens(people: readonly Person[], nowIso: string): { accountId: string; tokens: ApiToken[] } | undefined {
  const cast = offboardingCast(people);
  if (cast === undefined) return undefined;
  const now = Date.parse(nowIso);
  const at = (daysAgo: number) => new Date(now - daysAgo * dayMs).toISOString();
  // The same expiry rule as every generated token: before the cut-off, the 2026 cliff; after it, within a year.
  const expiryOf = (daysAgo: number) => (now - daysAgo * dayMs < cliffCutoff ? new Date(cliffStart + 30 * dayMs).toISOString() : new Date(now + (360 - daysAgo) * dayMs).toISOString());
  const token = (id: string, label: string, createdDaysAgo: number, usedDaysAgo?: number): ApiToken => ({
    id,
    label,
    createdAt: at(createdDaysAgo),
    ...(usedDaysAgo === undefined ? {} : { lastAccess: at(usedDaysAgo) }),
    expiry: expiryOf(createdDaysAgo),
  });
  const tokens = [
    token('7d3f0c52-1a8e-4c55-9b1e-0f1c2d3e4a01', 'CRM sync', 300, 2),
    token('7d3f0c52-1a8e-4c55-9b1e-0f1c2d3e4a02', 'Quarterly report script', 200, 150),
    token('7d3f0c52-1a8e-4c55-9b1e-0f1c2d3e4a03', 'Forecast spreadsheet', 40),
  ];
  return { accountId: cast.leaver.accountId, tokens };
}
