import { getPermissions } from '../../../api/admin/permissions';
import { getProfile, updateProfile } from '../../../api/admin/profile';
import { deactivateAccount, reactivateAccount } from '../../../api/admin/lifecycle';
import { listApiTokens, revokeApiToken } from '../../../api/admin/tokens';
import type { ApiSession } from '../../../api/http/session';
import type { AccountProfile, ProfileChanges } from '../../../contract/users/accounts.channels';
import type { CoreServices } from '../../services';
import { nameOr } from '../../handlers/activity-names';
import type { HandlerSlice } from '../../handlers/types';

type AccountChannel =
  | 'users.permissions.get'
  | 'users.profile.get'
  | 'users.profile.update'
  | 'users.accounts.deactivate'
  | 'users.accounts.reactivate'
  | 'users.tokens.list'
  | 'users.tokens.revoke';

/**
 * The person's name and address for the Activity log, or null when the lookup fails: that must not
 * stop the action itself, which then reports its own, more precise error.
 */
function ownerOf(session: ApiSession, accountId: string, signal: AbortSignal): Promise<string | null> {
  return nameOr(async () => {
    const profile = await getProfile(session, accountId, signal);
    return `${profile.displayName} (${profile.email})`;
  }, null);
}

/** `Profile of Ada Lovelace (ada@acme.com)`, or `Profile of account 557057:…` when the name is unknown. */
async function partOf(thing: string, session: ApiSession, accountId: string, signal: AbortSignal): Promise<string> {
  return `${thing} of ${(await ownerOf(session, accountId, signal)) ?? `account ${accountId}`}`;
}

/** `Account of Ada Lovelace (ada@acme.com)`, or `Account 557057:…` when the name is unknown. */
async function accountTarget(session: ApiSession, accountId: string, signal: AbortSignal): Promise<string> {
  const owner = await ownerOf(session, accountId, signal);
  return owner ? `Account of ${owner}` : `Account ${accountId}`;
}

const fieldWords: Record<keyof ProfileChanges, string> = {
  displayName: 'display name',
  nickname: 'nickname',
  timeZone: 'time zone',
  locale: 'language',
  jobTitle: 'job title',
  department: 'department',
  organization: 'organization',
  location: 'location',
};

const shown = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? 'not set' : `“${value.slice(0, 120)}”`);

/**
 * `Profile of Ada Lovelace (ada@acme.com): job title “Engineer” → “Head of Platform”; location not set →
 * “Lisbon”`: what each changed field held before and holds after, so the log says what an edit undid.
 */
export function profileChangeTarget(before: AccountProfile, changes: ProfileChanges): string {
  const fields = (Object.keys(fieldWords) as (keyof ProfileChanges)[]).filter((field) => changes[field] !== undefined);
  const words = fields.map((field) => `${fieldWords[field]} ${shown(before[field])} → ${shown(changes[field])}`);
  return `Profile of ${before.displayName} (${before.email}): ${words.join('; ')}`;
}

export function userAccountHandlers(services: CoreServices): HandlerSlice<AccountChannel> {
  const session = (connectionId: string) => services.api.session(connectionId);

  return {
    'users.permissions.get': async ({ connectionId, accountId }, ctx) =>
      getPermissions(await session(connectionId), accountId, ctx.signal),
    'users.profile.get': async ({ connectionId, accountId }, ctx) => getProfile(await session(connectionId), accountId, ctx.signal),
    'users.profile.update': async ({ connectionId, ...input }, ctx) => {
      const api = await session(connectionId);
      const target = await nameOr(
        async () => profileChangeTarget(await getProfile(api, input.accountId, ctx.signal), input.changes),
        `Profile of account ${input.accountId}`,
      );
      ctx.describeTarget(target);
      return updateProfile(api, input, ctx.signal);
    },
    'users.accounts.deactivate': async ({ connectionId, accountId, message }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(await accountTarget(api, accountId, ctx.signal));
      await deactivateAccount(api, accountId, message, ctx.signal);
      return { accountId, status: 'inactive' as const };
    },
    'users.accounts.reactivate': async ({ connectionId, accountId }, ctx) => {
      const api = await session(connectionId);
      ctx.describeTarget(await accountTarget(api, accountId, ctx.signal));
      await reactivateAccount(api, accountId, ctx.signal);
      return { accountId, status: 'active' as const };
    },
    'users.tokens.list': async ({ connectionId, accountId }, ctx) => ({
      tokens: await listApiTokens(await session(connectionId), accountId, ctx.signal),
    }),
    'users.tokens.revoke': async ({ connectionId, accountId, tokenId }, ctx) => {
      const api = await session(connectionId);
      const token = await listApiTokens(api, accountId, ctx.signal).then(
        (tokens) => tokens.find((candidate) => candidate.id === tokenId),
        () => undefined,
      );
      ctx.describeTarget(await partOf(token ? `API token “${token.label}”` : `API token ${tokenId}`, api, accountId, ctx.signal));
      await revokeApiToken(api, accountId, tokenId, ctx.signal);
      return { revoked: true as const };
    },
  };
}
