import type { Person } from '../../kit';
import { offboardingCast } from '../../data/offboarding-cast';
import { dayMs } from '../../data/time';
import type { ApiToken } from './state';

/**
 * The leaver's API tokens, the same in every world: one used two days ago (still calling the API), one
 * left idle for months, one never used. Fixed ids, so a spec can name the token it revokes.
 */
export function leaverTokens(people: readonly Person[], nowIso: string): { accountId: string; tokens: ApiToken[] } | undefined {
  const cast = offboardingCast(people);
  if (cast === undefined) return undefined;
  const now = Date.parse(nowIso);
  const at = (daysAgo: number) => new Date(now - daysAgo * dayMs).toISOString();
  const tokens: ApiToken[] = [
    { id: '7d3f0c52-1a8e-4c55-9b1e-0f1c2d3e4a01', label: 'CRM sync', createdAt: at(300), lastAccess: at(2), expiry: at(-65) },
    { id: '7d3f0c52-1a8e-4c55-9b1e-0f1c2d3e4a02', label: 'Quarterly report script', createdAt: at(420), lastAccess: at(150), expiry: at(-20) },
    { id: '7d3f0c52-1a8e-4c55-9b1e-0f1c2d3e4a03', label: 'Forecast spreadsheet', createdAt: at(40), expiry: at(-325) },
  ];
  return { accountId: cast.leaver.accountId, tokens };
}
