import { getProfile } from '../../../api/admin/profile';
import type { usersChannels } from '../../../contract/users/token-review.channels';
import type { CoreServices } from '../../services';
import { checkAccountIds } from '../account-id-check';
import { accountLabel, deactivateAndRevoke, revokeAllTokens, type AccountJobContext } from '../account-tokens';
import { searchPeople } from '../people-search';
import { RecentPeople } from '../recent-people';
import { previewTarget, REVOKE_PREVIEW_ACTION, TokenReview } from '../token-review';
import type { HandlerSlice } from '../../handlers/types';

type UsersChannel = keyof typeof usersChannels;

/**
 * People search, recently opened accounts, one person's tokens, and the organization-wide token review.
 * `settings` holds the recently opened accounts (CoreServices does not carry the settings repository).
 */
export function usersHandlers(services: CoreServices): HandlerSlice<UsersChannel> {
  const recent = new RecentPeople(services.settings);
  const review = new TokenReview(services.jobs);
  /** The connection named by the call (refused when it no longer exists), and a session on it. */
  const connect = async (connectionId: string) => {
    const connection = services.connections.find(connectionId);
    return { connectionId: connection.id, session: await services.api.session(connection.id) };
  };
  const accountJob = async (connectionId: string, signal: AbortSignal): Promise<AccountJobContext> => {
    const connected = await connect(connectionId);
    return { ...connected, jobs: services.jobs, signal, onTokenGone: (ref) => review.forget(connected.connectionId, ref) };
  };
  const connectionIdOf = (connectionId: string) => services.connections.find(connectionId).id;

  return {
    'users.people.search': async ({ connectionId, query }, ctx) => searchPeople((await connect(connectionId)).session, query, ctx.signal),
    'users.recentPeople.list': async ({ connectionId }) => ({ people: recent.list(connectionIdOf(connectionId)) }),
    'users.recentPeople.add': async ({ connectionId, person }) => {
      await recent.remember(connectionIdOf(connectionId), person);
      return { remembered: true };
    },
    'users.tokens.revokeAll': async ({ connectionId, accountId }, ctx) => {
      const context = await accountJob(connectionId, ctx.signal);
      const profile = await getProfile(context.session, accountId, ctx.signal);
      ctx.describeTarget(`Every API token of ${accountLabel(profile)}`);
      return revokeAllTokens(context, profile);
    },
    'users.accounts.deactivateAndRevoke': async ({ connectionId, accountId, message }, ctx) => {
      const context = await accountJob(connectionId, ctx.signal);
      const profile = await getProfile(context.session, accountId, ctx.signal);
      ctx.describeTarget(`Account and API tokens of ${accountLabel(profile)}`);
      // Tokens revoked but the account still active: the answer says so, and Activity logs a failure.
      return deactivateAndRevoke(context, profile, message, (problem) => ctx.reportPartialFailure(problem));
    },
    'users.accountIds.check': async ({ connectionId, accountIds }, ctx) => checkAccountIds((await connect(connectionId)).session, accountIds, ctx.signal),
    'users.tokenScan.start': async ({ connectionId, scope }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      return review.startScan(session, id, scope, ctx.signal);
    },
    'users.tokenScan.get': async ({ connectionId, jobId }) => review.scanResult(jobId, connectionIdOf(connectionId)),
    'users.bulkRevoke.plan': async ({ connectionId, tokens }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      const plan = await review.plan(session, id, tokens, ctx.signal);
      await services.recordPreview({ connectionId: id, action: REVOKE_PREVIEW_ACTION, target: previewTarget(plan.items) });
      return plan;
    },
    'users.bulkRevoke.start': async ({ connectionId, planId, confirmation }, ctx) => {
      const { session, connectionId: id } = await connect(connectionId);
      ctx.describeTarget(`Bulk revoke of ${review.describePlan(planId, id)}`);
      return { jobId: await review.startRevoke(session, id, planId, confirmation, ctx.signal) };
    },
    'users.tokenScan.exportCsv': async ({ connectionId, jobId, tokens }) => review.exportCsv(jobId, connectionIdOf(connectionId), tokens),
  };
}
