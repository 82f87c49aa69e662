import { getProfile } from '../../api/admin/profile';
import { listApiTokens } from '../../api/admin/tokens';
import type { ApiSession } from '../../api/http/session';
import type { AccountProfile, ProfileChanges } from '../../contract/users/accounts.channels';
import { nameOr } from '../handlers/activity-names';

/**
 * Accounts, tokens and profile edits as the Activity log names them, looked up before the write. A failed
 * lookup never stops the write itself, which then reports its own, more precise error.
 */

/** The person's name and address, or null when the lookup fails. */
function ownerOf(session: ApiSession, accountId: string, signal: AbortSignal): Promise<string | null> {
  return nameOr(async () => {
    const profile = await getProfile(session, accountId, signal);
    return `${profile.displayName} (${profile.email})`;
  }, null);
}

/** `Account of Ada Lovelace (ada@acme.com)`, or `Account 557057:…` when the name is unknown. */
export async function accountWords(session: ApiSession, accountId: string, signal: AbortSignal): Promise<string> {
  const owner = await ownerOf(session, accountId, signal);
  return owner ? `Account of ${owner}` : `Account ${accountId}`;
}

/** `API token “CI” of Ada Lovelace (ada@acme.com)`, falling back to the token's id and the account's. */
export async function tokenWords(session: ApiSession, accountId: string, tokenId: string, signal: AbortSignal): Promise<string> {
  const token = await listApiTokens(session, accountId, signal).then(
    (tokens) => tokens.find((candidate) => candidate.id === tokenId),
    () => undefined,
  );
  const owner = (await ownerOf(session, accountId, signal)) ?? `account ${accountId}`;
  return `${token ? `API token “${token.label}”` : `API token ${tokenId}`} of ${owner}`;
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

/** A profile edit with the profile as it is now, or `Profile of account 557057:…` when it cannot be read. */
export function profileEditWords(session: ApiSession, edit: { accountId: string; changes: ProfileChanges }, signal: AbortSignal): Promise<string> {
  return nameOr(async () => profileChangeTarget(await getProfile(session, edit.accountId, signal), edit.changes), `Profile of account ${edit.accountId}`);
}
