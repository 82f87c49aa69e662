import type { ReviewToken } from '../../contract/channels/users';
import { toCsv } from '../csv';

/** Tokens expiring within this many days count as "expiring soon". */
export const EXPIRING_SOON_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TokenState = 'Expired' | 'Expiring soon' | 'Never used' | 'Active';

/** Expiry matters most (an expired or expiring token breaks something), then whether it was ever used. */
export function tokenState(token: Pick<ReviewToken, 'lastUsedAt' | 'expiresAt'>, now: number): TokenState {
  const expiresAt = token.expiresAt === null ? null : Date.parse(token.expiresAt);
  if (expiresAt !== null && expiresAt <= now) return 'Expired';
  if (expiresAt !== null && expiresAt - now <= EXPIRING_SOON_DAYS * DAY_MS) return 'Expiring soon';
  return token.lastUsedAt === null ? 'Never used' : 'Active';
}

const HEADER = ['Owner', 'E-mail', 'Token label', 'Created', 'Last used', 'Expires', 'State'] as const;

/** The review table as a spreadsheet would want it: dates in ISO 8601 (UTC), a blank where unknown. */
export function tokensCsv(tokens: readonly ReviewToken[], now: number): string {
  return toCsv(
    HEADER,
    tokens.map((token) => [
      token.ownerName ?? token.accountId,
      token.ownerEmail,
      token.label,
      token.createdAt,
      token.lastUsedAt ?? 'Never',
      token.expiresAt,
      tokenState(token, now),
    ]),
  );
}
