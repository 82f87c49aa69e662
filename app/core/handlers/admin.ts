import { getPermissions } from '../../api/admin/permissions';
import { getProfile, updateProfile } from '../../api/admin/profile';
import { deactivateAccount, reactivateAccount } from '../../api/admin/lifecycle';
import { listApiTokens, revokeApiToken } from '../../api/admin/tokens';
import type { ApiSession } from '../../api/http/session';
import type { CoreServices } from '../services';
import type { HandlerSlice } from './types';

type AdminChannel =
  | 'admin.permissions'
  | 'admin.profile'
  | 'admin.updateProfile'
  | 'admin.deactivate'
  | 'admin.reactivate'
  | 'admin.tokens'
  | 'admin.revokeToken';

/**
 * The account's name for the Activity log. A failed lookup must not stop the action itself (which
 * then reports its own, more precise error), so it falls back to the id.
 */
async function accountName(session: ApiSession, accountId: string, signal: AbortSignal): Promise<string> {
  try {
    const profile = await getProfile(session, accountId, signal);
    return `${profile.displayName} (${profile.email})`;
  } catch {
    return `account ${accountId}`;
  }
}

export function adminHandlers(services: CoreServices): HandlerSlice<AdminChannel> {
  const session = (connectionId?: string) => services.api.session(connectionId);

  return {
    'admin.permissions': async ({ connectionId, accountId }, ctx) =>
      getPermissions(await session(connectionId), accountId, ctx.signal),
    'admin.profile': async ({ connectionId, accountId }, ctx) => getProfile(await session(connectionId), accountId, ctx.signal),
    'admin.updateProfile': async ({ connectionId, ...input }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Profile of ${await accountName(api, input.accountId, ctx.signal)}`);
      return updateProfile(api, input, ctx.signal);
    },
    'admin.deactivate': async ({ connectionId, accountId, message }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Account of ${await accountName(api, accountId, ctx.signal)}`);
      await deactivateAccount(api, accountId, message, ctx.signal);
      return { accountId, status: 'inactive' as const };
    },
    'admin.reactivate': async ({ connectionId, accountId }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(`Account of ${await accountName(api, accountId, ctx.signal)}`);
      await reactivateAccount(api, accountId, ctx.signal);
      return { accountId, status: 'active' as const };
    },
    'admin.tokens': async ({ connectionId, accountId }, ctx) => ({
      tokens: await listApiTokens(await session(connectionId), accountId, ctx.signal),
    }),
    'admin.revokeToken': async ({ connectionId, accountId, tokenId }, ctx) => {
      const api = await session(connectionId);
      const owner = await accountName(api, accountId, ctx.signal);
      const token = await listApiTokens(api, accountId, ctx.signal).then(
        (tokens) => tokens.find((candidate) => candidate.id === tokenId),
        () => undefined,
      );
      ctx.describeTarget(token ? `API token “${token.label}” of ${owner}` : `API token ${tokenId} of ${owner}`);
      await revokeApiToken(api, accountId, tokenId, ctx.signal);
      return { revoked: true as const };
    },
  };
}
