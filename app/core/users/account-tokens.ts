import { deactivateAccount } from '../../api/admin/lifecycle';
import { getPermissions } from '../../api/admin/permissions';
import { listApiTokens } from '../../api/admin/tokens';
import type { ApiSession } from '../../api/http/session';
import type { AccountProfile, AdminPrivilege } from '../../contract/users/accounts.channels';
import type { TokenRef } from '../../contract/users/token-review.channels';
import { AppError } from '../../contract/errors';
import type { JobRegistry } from '../../jobs/job-registry';
import { myAccountId } from './revoke-plan';
import { revokeTokenWork, tokenItem } from './revoke-token-work';
import { runJobToEnd } from '../../jobs/run-job';

export interface AccountJobContext {
  session: ApiSession;
  jobs: JobRegistry;
  connectionId: string;
  signal: AbortSignal;
  /** Told of each token that no longer exists, so the token review stops listing it. */
  onTokenGone?: (ref: TokenRef) => void;
}

export interface RevokeAllResult {
  revoked: number;
  failed: { tokenId: string; label: string; message: string }[];
}

export interface DeactivateAndRevokeResult extends RevokeAllResult {
  deactivated: boolean;
  /** Why the account is still active although its tokens were revoked, in plain words; null when it is not. */
  deactivationProblem: string | null;
}

export const DEACTIVATE_ACTION = 'Deactivate account';

export const ownAccountMessage = 'This is your own account: revoke your tokens one at a time, so you keep the one Orgdesk uses.';

export const accountLabel = (profile: AccountProfile) => `${profile.displayName} (${profile.email})`;

/**
 * Refuses the admin's own account (the one the site part signs in as): revoking all of its tokens would
 * revoke the one Orgdesk uses. When the site cannot say who that is, nothing is done either.
 */
async function refuseOwnAccount(session: ApiSession, accountId: string, signal: AbortSignal): Promise<void> {
  if ((await myAccountId(session, signal)) === accountId) throw new AppError('FORBIDDEN', ownAccountMessage);
}

/** Every token the account has now, one job item per token; one failure does not stop the rest. */
async function revokeEveryToken(context: AccountJobContext, profile: AccountProfile): Promise<RevokeAllResult> {
  const { session, jobs, connectionId, signal } = context;
  const tokens = await listApiTokens(session, profile.accountId, signal);
  if (tokens.length === 0) return { revoked: 0, failed: [] };
  const labels = new Map(tokens.map((token) => [token.id, token.label]));
  const outcomes = await runJobToEnd(
    jobs,
    {
      kind: 'users.tokens.revokeAll',
      title: `Revoke every API token of ${profile.displayName}`,
      items: tokens.map((token) => tokenItem({ accountId: profile.accountId, tokenId: token.id, skip: null }, token.label, { name: profile.displayName, email: profile.email })),
      work: revokeTokenWork(session, context.onTokenGone),
      connectionId,
    },
    signal,
  );
  const tokenIdOf = (key: string) => key.slice(profile.accountId.length + 1);
  return {
    revoked: outcomes.filter((outcome) => outcome.status === 'done').length,
    failed: outcomes.flatMap((outcome) => {
      if (outcome.status !== 'failed') return [];
      const tokenId = tokenIdOf(outcome.key);
      return [{ tokenId, label: labels.get(tokenId) ?? tokenId, message: outcome.error.message }];
    }),
  };
}

/** Revokes every token of the account, unless it is the admin's own. */
export async function revokeAllTokens(context: AccountJobContext, profile: AccountProfile): Promise<RevokeAllResult> {
  await refuseOwnAccount(context.session, profile.accountId, context.signal);
  return revokeEveryToken(context, profile);
}

/** Refuses up front, before any token is touched, when the admin may not do both halves. */
async function requirePrivileges(session: ApiSession, accountId: string, needed: readonly AdminPrivilege[], signal: AbortSignal): Promise<void> {
  const permissions = await getPermissions(session, accountId, signal);
  for (const name of needed) {
    const rule = permissions.actions.find((action) => action.name === name);
    if (rule?.allowed) continue;
    const why = rule?.refusal?.text ?? "Atlassian doesn't allow this";
    throw new AppError('FORBIDDEN', `Nothing was changed: ${rule?.label.toLowerCase() ?? name} is not allowed for this account (${why}).`, {
      reason: rule?.refusal?.key,
    });
  }
}

/**
 * Deactivates as a one-item job (so the step reaches the Activity log). Answers why it failed, or null
 * when it worked; undefined when the call was cancelled before it could.
 */
async function deactivateAsJob(context: AccountJobContext, profile: AccountProfile, message: string | undefined): Promise<string | null | undefined> {
  const { session, jobs, connectionId, signal } = context;
  const [outcome] = await runJobToEnd(
    jobs,
    {
      kind: 'users.deactivate',
      title: `Deactivate ${profile.displayName}`,
      items: [{ key: profile.accountId, target: `Account of ${accountLabel(profile)}`, input: profile.accountId }],
      work: async ({ input }, ctx) => {
        await ctx.write(DEACTIVATE_ACTION, () => deactivateAccount(session, input, message, ctx.signal));
      },
      connectionId,
    },
    signal,
  );
  if (outcome?.status === 'done') return null;
  return outcome?.status === 'failed' ? outcome.error.message : undefined;
}

const tokensRevoked = (count: number) => `${count} API token${count === 1 ? ' was' : 's were'} revoked`;

/**
 * Deactivation leaves API tokens working, so a leaver's tokens go first, then the account. An account
 * that is already deactivated only loses its tokens. The admin's own account is refused before anything
 * is touched. If the deactivation fails once the tokens are gone, the answer still says what was revoked,
 * with `deactivated: false` and the reason in `deactivationProblem`; `onPartialFailure` hears the whole
 * story, for the Activity log.
 */
export async function deactivateAndRevoke(
  context: AccountJobContext,
  profile: AccountProfile,
  message: string | undefined,
  onPartialFailure: (problem: string) => void,
): Promise<DeactivateAndRevokeResult> {
  const { session, signal } = context;
  const { accountId } = profile;
  const alreadyInactive = profile.status !== 'active';
  await refuseOwnAccount(session, accountId, signal);
  await requirePrivileges(session, accountId, alreadyInactive ? ['apiToken.delete'] : ['apiToken.delete', 'lifecycle.enablement'], signal);
  const revoked = await revokeEveryToken(context, profile);
  const tokensDone = tokensRevoked(revoked.revoked);
  const stopped = () => new AppError('CANCELLED', `Stopped: ${tokensDone} and the account was not deactivated.`);
  if (signal.aborted) throw stopped();
  if (alreadyInactive) return { ...revoked, deactivated: true, deactivationProblem: null };
  const problem = await deactivateAsJob(context, profile, message);
  if (problem === undefined) throw stopped();
  if (problem === null) return { ...revoked, deactivated: true, deactivationProblem: null };
  onPartialFailure(`${tokensDone}, but the account was not deactivated: ${problem}`);
  return { ...revoked, deactivated: false, deactivationProblem: problem };
}
