import { getPermissions } from '../../api/admin/permissions';
import { getProfile } from '../../api/admin/profile';
import { refusalFor } from '../../api/admin/reasons';
import { listApiTokens } from '../../api/admin/tokens';
import { currentAccountId } from '../../api/confluence/v1/current-user';
import type { ApiSession } from '../../api/http/session';
import type { AccountPermissions, ApiTokenView } from '../../contract/users/accounts.channels';
import type { RevokePlanItem, TokenRef } from '../../contract/users/token-review.channels';
import { AppError, isAppError } from '../../contract/errors';
import { mapLimited } from '../../jobs/map-limited';
import { changedSincePreview } from '../../jobs/planned-runs';
import type { TokenOwner } from './revoke-token-work';

const OWNERS_AT_ONCE = 8;

/** What earlier scans knew about a token and its owner, for tokens that are gone by now. */
export interface KnownTokens {
  token(ref: TokenRef): ApiTokenView | undefined;
  owner(accountId: string): TokenOwner;
}

export const ownAccountReason =
  'This is your own account: Orgdesk may be signing in with one of these tokens. Revoke your own tokens one at a time from your account page.';
export const alreadyGoneReason = 'Already gone: it was revoked or deleted since it was listed.';

/** Everything the dry run learned about one owner, or why it could not be learned. */
type OwnerCheck = { accountId: string; owner: TokenOwner } & (
  | { kind: 'myself' }
  | { kind: 'refused'; reason: string }
  | { kind: 'checked'; tokens: ApiTokenView[] }
);

function unique(refs: readonly TokenRef[]): TokenRef[] {
  const seen = new Map<string, TokenRef>();
  for (const ref of refs) seen.set(`${ref.accountId}\u0000${ref.tokenId}`, ref);
  return [...seen.values()];
}

function cannotCheck(error: unknown, signal: AbortSignal): string {
  if (signal.aborted || !isAppError(error)) throw error;
  if (error.info.reason === 'forbidden.targetUnverified') return `Not allowed: ${refusalFor(error.info.reason).text}.`;
  return `Couldn't check this token: ${error.info.message}`;
}

function deleteRefusal(permissions: AccountPermissions): string | null {
  const rule = permissions.actions.find((action) => action.name === 'apiToken.delete');
  if (rule?.allowed) return null;
  return `Not allowed: ${rule?.refusal?.text ?? refusalFor(undefined).text}.`;
}

export const unconfirmedIdentityMessage = 'Orgdesk could not confirm which account is yours, so it revoked nothing. Try again.';

/**
 * The account the connection's site e-mail and API token belong to: Orgdesk signs in with one of its
 * tokens, so they are never revoked in bulk. Null only when the site part is not set up (then Orgdesk
 * signs in with nobody's API token). When the site is set up but cannot say who this is (rate limit,
 * outage), guessing "nobody" could revoke Orgdesk's own token, so this fails instead.
 */
export async function myAccountId(session: ApiSession, signal: AbortSignal): Promise<string | null> {
  if (!session.isConfigured('confluence')) return null;
  try {
    return await currentAccountId(session, signal);
  } catch (error) {
    if (signal.aborted || !isAppError(error)) throw error;
    const { code, status, retryAfterSeconds } = error.info;
    throw new AppError(code, unconfirmedIdentityMessage, {
      ...(status !== undefined ? { status } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    });
  }
}

/** Who owns the tokens: what the scans saw, else the profile (which shows what the person hides from others). */
async function ownerOf(session: ApiSession, accountId: string, known: KnownTokens, signal: AbortSignal): Promise<TokenOwner> {
  const owner = known.owner(accountId);
  if (owner.name !== null && owner.email !== null) return owner;
  try {
    const profile = await getProfile(session, accountId, signal);
    return { name: owner.name ?? profile.displayName, email: owner.email ?? profile.email };
  } catch (error) {
    if (signal.aborted || !isAppError(error)) throw error;
    return owner;
  }
}

async function checkOwner(session: ApiSession, accountId: string, me: string | null, known: KnownTokens, signal: AbortSignal): Promise<OwnerCheck> {
  const owner = await ownerOf(session, accountId, known, signal);
  if (accountId === me) return { accountId, owner, kind: 'myself' };
  try {
    const [permissions, tokens] = await Promise.all([getPermissions(session, accountId, signal), listApiTokens(session, accountId, signal)]);
    const refusal = deleteRefusal(permissions);
    return refusal === null ? { accountId, owner, kind: 'checked', tokens } : { accountId, owner, kind: 'refused', reason: refusal };
  } catch (error) {
    return { accountId, owner, kind: 'refused', reason: cannotCheck(error, signal) };
  }
}

function planItem(ref: TokenRef, check: OwnerCheck, known: KnownTokens): RevokePlanItem {
  const live = check.kind === 'checked' ? check.tokens.find((token) => token.id === ref.tokenId) : undefined;
  const token = live ?? known.token(ref);
  const base = {
    ...ref,
    label: token?.label ?? 'Unknown token',
    ownerName: check.owner.name,
    ownerEmail: check.owner.email,
    lastUsedAt: token?.lastUsedAt ?? null,
    expiresAt: token?.expiresAt ?? null,
  };
  if (check.kind === 'myself') return { ...base, action: 'skip', reason: ownAccountReason };
  if (check.kind === 'refused') return { ...base, action: 'skip', reason: check.reason };
  if (!live) return { ...base, action: 'skip', reason: alreadyGoneReason };
  return { ...base, action: 'revoke', reason: null };
}

/**
 * The dry run of a bulk revoke. Reads, per owner, the current token list and whether the admin may
 * delete tokens (`apiToken.delete`), then says for every selected token what would happen. Writes nothing.
 */
export async function planRevocation(session: ApiSession, refs: readonly TokenRef[], known: KnownTokens, signal: AbortSignal): Promise<RevokePlanItem[]> {
  const selected = unique(refs);
  const me = await myAccountId(session, signal);
  const owners = [...new Set(selected.map((ref) => ref.accountId))];
  const checks = new Map(
    (await mapLimited(owners, OWNERS_AT_ONCE, (accountId) => checkOwner(session, accountId, me, known, signal))).map((check) => [
      check.accountId,
      check,
    ]),
  );
  return selected.map((ref) => {
    const check = checks.get(ref.accountId);
    if (!check) throw new Error('every selected owner is checked');
    return planItem(ref, check, known);
  });
}

/**
 * Whether the tokens a plan would revoke are all still there: "2 of the 26 tokens were revoked elsewhere
 * since the preview.", or null. Reads each owner's token list again.
 */
export async function tokensRevokedSince(session: ApiSession, revoking: readonly TokenRef[], signal: AbortSignal): Promise<string | null> {
  const owners = [...new Set(revoking.map((ref) => ref.accountId))];
  const lists = await mapLimited(owners, OWNERS_AT_ONCE, async (accountId) => [accountId, new Set((await listApiTokens(session, accountId, signal)).map((token) => token.id))] as const);
  const live = new Map(lists);
  const gone = revoking.filter((ref) => !live.get(ref.accountId)?.has(ref.tokenId)).length;
  return changedSincePreview(gone, revoking.length, 'revoked elsewhere', 'token');
}
