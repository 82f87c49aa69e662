import { getPermissions } from '../../../api/admin/permissions';
import { getProfile, updateProfile } from '../../../api/admin/profile';
import { deactivateAccount, reactivateAccount } from '../../../api/admin/lifecycle';
import { listApiTokens, revokeApiToken } from '../../../api/admin/tokens';
import type { userAccountChannels } from '../../../contract/users/accounts.channels';
import type { CoreServices } from '../../services';
import type { HandlerSlice } from '../../handlers/types';
import { accountWords, profileEditWords, tokenWords } from '../account-names';
import { accountLabel, deactivateAndRevoke, revokeAllTokens, type AccountJobContext } from '../account-tokens';
import type { TokenReview } from '../token-review';

type AccountChannel = keyof typeof userAccountChannels;

/** One managed account: what the admin may do to it, its profile, deactivation, and its API tokens. */
export function userAccountHandlers(services: CoreServices, review: TokenReview): HandlerSlice<AccountChannel> {
  const session = (connectionId: string) => services.api.session(connectionId);
  /** A job on the connection the call names (refused when it no longer exists); tokens it finds gone leave the token review too. */
  const accountJob = async (connectionId: string, signal: AbortSignal): Promise<AccountJobContext> => {
    const id = services.connections.find(connectionId).id;
    return { connectionId: id, session: await session(id), jobs: services.jobs, signal, onTokenGone: (ref) => review.forget(id, ref) };
  };

  return {
    'users.permissions.get': async ({ connectionId, accountId }, ctx) => getPermissions(await session(connectionId), accountId, ctx.signal),
    'users.profile.get': async ({ connectionId, accountId }, ctx) => getProfile(await session(connectionId), accountId, ctx.signal),
    'users.profile.update': async ({ connectionId, ...input }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(await profileEditWords(api, input, ctx.signal));
      return updateProfile(api, input, ctx.signal);
    },
    'users.accounts.deactivate': async ({ connectionId, accountId, message }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(await accountWords(api, accountId, ctx.signal));
      await deactivateAccount(api, accountId, message, ctx.signal);
      return { accountId, status: 'inactive' as const };
    },
    'users.accounts.reactivate': async ({ connectionId, accountId }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(await accountWords(api, accountId, ctx.signal));
      await reactivateAccount(api, accountId, ctx.signal);
      return { accountId, status: 'active' as const };
    },
    'users.tokens.list': async ({ connectionId, accountId }, ctx) => ({ tokens: await listApiTokens(await session(connectionId), accountId, ctx.signal) }),
    'users.tokens.revoke': async ({ connectionId, accountId, tokenId }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(await tokenWords(api, accountId, tokenId, ctx.signal));
      await revokeApiToken(api, accountId, tokenId, ctx.signal);
      return { revoked: true as const };
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
  };
}
