import type { Output } from '../../../../../app/contract';
import { agreeing, plural } from '../../../../../app/contract/words';

type Result = Output<'users.accounts.deactivateAndRevoke'>;

export const apiTokens = (count: number) => plural(count, 'API token');

/**
 * What a "deactivate and revoke" left undone, in words; null when it did everything. Tokens go first, so
 * an account can end up without tokens but still active (the core says why), or deactivated with some
 * tokens it could not revoke.
 */
export function leftUndone(result: Result): string | null {
  const failed = result.failed.length;
  const notRevoked = failed > 0 ? `${apiTokens(failed)} could not be revoked and still ${agreeing(failed, 'works', 'work')}.` : '';
  if (result.deactivated) return failed > 0 ? `The account is deactivated, but ${notRevoked}` : null;
  const problem = result.deactivationProblem ?? 'Atlassian did not deactivate it.';
  const stillActive =
    result.revoked === 0
      ? `The account is still active: ${problem}`
      : `${apiTokens(result.revoked)} ${agreeing(result.revoked, 'was', 'were')} revoked, but the account is still active: ${problem}`;
  return failed > 0 ? `${stillActive} ${notRevoked}` : stillActive;
}
