import { getProfile } from '../../api/admin/profile';
import type { ApiSession } from '../../api/http/session';
import { searchUsers } from '../../api/jira/users';
import { looksLikeAccountId } from '../../contract/channels/common';
import { isAppError } from '../../contract/errors';
import type { OffboardPerson } from '../../contract/offboarding/leavers.channels';

/**
 * Who a pasted or imported list names: each entry is an account id or an e-mail address, found in the
 * organization's directory. The admin's own account, an unknown entry and a repeat are refused, each with
 * a sentence; the rest are the leavers.
 */

export const leaverWords = {
  notAnEntry: 'This is neither an account ID nor an e-mail address.',
  unknownId: 'No managed account of your organization has this ID.',
  unknownEmail: 'No active person on the site has this e-mail address.',
  yourself: 'This is you. Orgdesk signs in as you, so you cannot offboard yourself here: ask another admin.',
  twice: 'Listed twice: offboarded once.',
} as const;

export interface ResolvedLeavers {
  people: OffboardPerson[];
  refused: { entry: string; reason: string }[];
}

async function accountIdOf(session: ApiSession, entry: string, signal: AbortSignal): Promise<string | { refused: string }> {
  if (looksLikeAccountId(entry)) return entry;
  if (!/^[^\s@]+@[^\s@]+$/.test(entry)) return { refused: leaverWords.notAnEntry };
  const found = await searchUsers(session, { query: entry, startAt: 0, maxResults: 50 }, signal);
  const match = found.items.find((user) => user.emailAddress?.toLowerCase() === entry.toLowerCase());
  return match?.accountId ?? { refused: leaverWords.unknownEmail };
}

async function personOf(session: ApiSession, accountId: string, signal: AbortSignal): Promise<OffboardPerson | null> {
  try {
    const profile = await getProfile(session, accountId, signal);
    return { accountId, name: profile.displayName, email: profile.email, status: profile.status };
  } catch (error) {
    if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function resolveLeavers(session: ApiSession, entries: readonly string[], actingAccountId: string, signal: AbortSignal): Promise<ResolvedLeavers> {
  const resolved: ResolvedLeavers = { people: [], refused: [] };
  const seen = new Set<string>();
  for (const entry of entries) {
    const id = await accountIdOf(session, entry, signal);
    if (typeof id !== 'string') {
      resolved.refused.push({ entry, reason: id.refused });
      continue;
    }
    if (id === actingAccountId) {
      resolved.refused.push({ entry, reason: leaverWords.yourself });
      continue;
    }
    if (seen.has(id)) {
      resolved.refused.push({ entry, reason: leaverWords.twice });
      continue;
    }
    const person = await personOf(session, id, signal);
    if (person === null) {
      resolved.refused.push({ entry, reason: leaverWords.unknownId });
      continue;
    }
    seen.add(id);
    resolved.people.push(person);
  }
  return resolved;
}
