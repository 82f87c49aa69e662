import { deactivateAccount } from '../../api/admin/lifecycle';
import { getPermissions } from '../../api/admin/permissions';
import { listApiTokens } from '../../api/admin/tokens';
import type { ApiSession } from '../../api/http/session';
import type { AccountProfile, AdminPrivilege } from '../../contract/channels/admin';
import { AppError, isAppError } from '../../contract/errors';
import type { JobRegistry } from '../../jobs/job-registry';
import { revokeTokenWork, tokenItem } from './revoke-token-work';
import { runJobToEnd } from './run-job';

export interface AccountJobContext {
  session: ApiSession;
  jobs: JobRegistry;
  connectionId: string;
  signal: AbortSignal;
}

export interface RevokeAllResult {
  revoked: number;
  failed: { tokenId: string; label: string; message: string }[];
}

export const DEACTIVATE_ACTION = 'Deactivate account';

export const accountLabel = (profile: AccountProfile) => `${profile.displayName} (${profile.email})`;

/** Revokes every token the account has now, one job item per token; one failure does not stop the rest. */
export async function revokeAllTokens(context: AccountJobContext, profile: AccountProfile): Promise<RevokeAllResult> {
  const { session, jobs, connectionId, signal } = context;
  const tokens = await listApiTokens(session, profile.accountId, signal);
  if (tokens.length === 0) return { revoked: 0, failed: [] };
  const labels = new Map(tokens.map((token) => [token.id, token.label]));
  const outcomes = await runJobToEnd(
    jobs,
    {
      kind: 'users.revokeAllTokens',
      title: `Revoke every API token of ${profile.displayName}`,
      items: tokens.map((token) => tokenItem({ accountId: profile.accountId, tokenId: token.id, skip: null }, token.label, profile.displayName)),
      work: revokeTokenWork(session),
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

async function deactivateAsJob(context: AccountJobContext, profile: AccountProfile, message: string | undefined): Promise<void> {
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
  if (outcome?.status === 'failed') throw new AppError(outcome.error.code, outcome.error.message, { reason: outcome.error.reason });
}

/**
 * Deactivation leaves API tokens working, so a leaver's tokens go first, then the account. An account
 * that is already deactivated only loses its tokens. If the deactivation itself fails, the error says
 * how many tokens were revoked before it.
 */
export async function deactivateAndRevoke(
  context: AccountJobContext,
  profile: AccountProfile,
  message: string | undefined,
): Promise<RevokeAllResult & { deactivated: boolean }> {
  const { session, signal } = context;
  const { accountId } = profile;
  const alreadyInactive = profile.status !== 'active';
  await requirePrivileges(session, accountId, alreadyInactive ? ['apiToken.delete'] : ['apiToken.delete', 'lifecycle.enablement'], signal);
  const revoked = await revokeAllTokens(context, profile);
  const tokensDone = `${revoked.revoked} API token${revoked.revoked === 1 ? ' was' : 's were'} revoked`;
  if (signal.aborted) throw new AppError('CANCELLED', `Stopped: ${tokensDone} and the account was not deactivated.`);
  if (alreadyInactive) return { ...revoked, deactivated: true };
  try {
    await deactivateAsJob(context, profile, message);
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw new AppError(error.info.code, `${tokensDone}, but the account was not deactivated: ${error.info.message}`, { reason: error.info.reason });
  }
  return { ...revoked, deactivated: true };
}
