import { z } from 'zod';
import { listApiTokens } from '../../api/admin/tokens';
import type { ApiSession } from '../../api/http/session';
import type { TokenRef } from '../../contract/users/token-review.channels';
import type { ResumableKind } from '../../jobs/journal/resumable';
import type { CoreServices } from '../services';
import { planRevocation } from './revoke-plan';
import { revokeTokenWork, type TokenToRevoke } from './revoke-token-work';

/** The job kind of a bulk revoke, as the journal names it. */
export const BULK_REVOKE_KIND = 'tokens.revoke';

const TokenToRevokeInput = z.object({ accountId: z.string().min(1), tokenId: z.string().min(1), skip: z.string().nullable() });

/** Nothing is known of earlier scans after a restart: the live lists say everything the check needs. */
const nothingKnown = { token: () => undefined, owner: () => ({ name: null, email: null }) };

/**
 * A bulk revoke picked up after a stop: an uncertain token is revoked when its owner's list no longer
 * holds it; a token not yet revoked is checked again as the preview checked it (still there, an owner
 * Orgdesk may manage, not the admin's own); a revoked token cannot be put back, so there is no roll-back.
 */
export function resumableRevoke(services: CoreServices, forget: (connectionId: string, ref: TokenRef) => void): ResumableKind<TokenToRevoke> {
  const sessions = new Map<string, Promise<ApiSession>>();
  const sessionOf = (connectionId: string) => {
    const session = sessions.get(connectionId) ?? services.api.session(connectionId);
    sessions.set(connectionId, session);
    // A session that could not be made (the connection's secret is gone) is asked for again next time.
    session.catch(() => sessions.delete(connectionId));
    return session;
  };
  return {
    kind: BULK_REVOKE_KIND,
    input: TokenToRevokeInput,
    work: (connectionId) => async (item, ctx) => revokeTokenWork(await sessionOf(connectionId), (ref) => forget(connectionId, ref))(item, ctx),
    settle: async ({ input }, connectionId, signal) => {
      const tokens = await listApiTokens(await sessionOf(connectionId), input.accountId, signal);
      return !tokens.some((token) => token.id === input.tokenId);
    },
    recheck: async ({ input }, connectionId, signal) => {
      if (input.skip !== null) return null;
      const [planned] = await planRevocation(await sessionOf(connectionId), [{ accountId: input.accountId, tokenId: input.tokenId }], nothingKnown, signal);
      return planned?.action === 'skip' ? (planned.reason ?? null) : null;
    },
  };
}
