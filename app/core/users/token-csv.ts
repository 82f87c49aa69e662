import type { ReviewToken } from '../../contract/channels/users';
import { tokenState, tokenStateLabels, toMs } from '../../contract/token-state';
import { toCsv } from '../csv';

const HEADER = ['Owner', 'E-mail', 'Token label', 'Created', 'Last used', 'Expires', 'State'] as const;

/**
 * The review table as a spreadsheet would want it: dates in ISO 8601 (UTC), a blank where unknown, and
 * each token's state as the table shows it at `now` (the scan's time, so file and screen agree).
 */
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
      tokenStateLabels[tokenState(toMs(token.lastUsedAt), toMs(token.expiresAt), now)],
    ]),
  );
}
