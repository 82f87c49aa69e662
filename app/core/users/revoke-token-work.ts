import { revokeApiToken } from '../../api/admin/tokens';
import type { ApiSession } from '../../api/http/session';
import type { TokenRef } from '../../contract/users/token-review.channels';
import { isAppError } from '../../contract/errors';
import type { JobItem, ItemWork } from '../../jobs/job-types';
import { alreadyGoneReason } from './revoke-plan';

export interface TokenToRevoke {
  accountId: string;
  tokenId: string;
  /** Set when the dry run decided to leave this token alone; the job reports it as skipped with this reason. */
  skip: string | null;
}

export const REVOKE_ACTION = 'Revoke API token';
/** A token before and after its revocation, as Activity shows it. */
const REVOKE_WORDS = { before: 'Working', after: 'Revoked: it no longer works' };

/** A token's owner as far as it is known: two people can share a name, so the e-mail goes beside it. */
export interface TokenOwner {
  name: string | null;
  email: string | null;
}

/**
 * `API token “CI” of Ada Lovelace (ada@acme.com)`; the account id stands in for an e-mail the owner
 * hides, and for the name too when that is hidden as well.
 */
export function tokenTarget(label: string, owner: TokenOwner, accountId: string): string {
  const who = owner.name === null ? `account ${accountId}` : `${owner.name} (${owner.email ?? accountId})`;
  return `API token “${label}” of ${who}`;
}

export function tokenItem(input: TokenToRevoke, label: string, owner: TokenOwner): JobItem<TokenToRevoke> {
  return { key: `${input.accountId}/${input.tokenId}`, target: tokenTarget(label, owner, input.accountId), input };
}

/**
 * Revokes one token through `ctx.write`, so the revocation and its outcome reach the Activity log.
 * `onGone` hears of each token that no longer exists (revoked here, or found already gone; never in a dry
 * run), so the scans that listed it can stop listing it.
 */
export function revokeTokenWork(session: ApiSession, onGone?: (ref: TokenRef) => void): ItemWork<TokenToRevoke> {
  return async ({ input }, ctx) => {
    if (input.skip !== null) return { skipped: input.skip };
    try {
      await ctx.write(REVOKE_ACTION, () => revokeApiToken(session, input.accountId, input.tokenId, ctx.signal), { words: REVOKE_WORDS });
      if (!ctx.dryRun) onGone?.({ accountId: input.accountId, tokenId: input.tokenId });
      return undefined;
    } catch (error) {
      // Gone between the check and the revocation: what the admin wanted is true, but nothing was revoked here.
      if (!ctx.signal.aborted && isAppError(error) && error.info.code === 'NOT_FOUND') {
        onGone?.({ accountId: input.accountId, tokenId: input.tokenId });
        return { skipped: alreadyGoneReason };
      }
      throw error;
    }
  };
}
