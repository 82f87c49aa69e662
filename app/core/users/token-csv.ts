import type { ReviewToken } from '../../contract/users/token-review.channels';
import { tokenState, tokenStateLabels, toMs } from '../../contract/users/token-state';
import { timeCells, timeHeaders, toCsv } from '../csv';

const HEADER = ['Owner', 'E-mail', 'Token label', ...timeHeaders('Created'), ...timeHeaders('Last used'), ...timeHeaders('Expires'), 'State'];

/**
 * The review table as a spreadsheet would want it: each time in ISO 8601 (UTC) and in local time, a blank where unknown, and
 * each token's state as the table shows it at `now` (the scan's time, so file and screen agree).
 */
export function tokensCsv(tokens: readonly ReviewToken[], now: number): string {
  return toCsv(
    HEADER,
    tokens.map((token) => [
      token.ownerName ?? token.accountId,
      token.ownerEmail,
      token.label,
      ...timeCells(token.createdAt),
      ...timeCells(token.lastUsedAt, 'Never'),
      ...timeCells(token.expiresAt),
      tokenStateLabels[tokenState(toMs(token.lastUsedAt), toMs(token.expiresAt), now)],
    ]),
  );
}
