import { pictureAddress } from '../../../api/confluence/v1/pictures';
import { searchUsers } from '../../../api/confluence/v1/search';
import type { ApiSession } from '../../../api/http/session';
import type { HistoryPerson } from '../../../contract/confluence/content';
import { isAppError } from '../../../contract/errors';

/** Account ids per user search: one CQL `IN` list, kept well inside the query length limits. */
const IDS_PER_SEARCH = 50;

function quoted(accountId: string): string {
  return `"${accountId.replace(/["\\]/g, '')}"`;
}

function unknownPerson(accountId: string): HistoryPerson {
  return { accountId, name: 'Unknown person', avatarUrl: null, isApp: false };
}

/**
 * Names and pictures for the account ids of a history, in as few user searches as possible. Confluence
 * may hide a name (privacy settings): the public name stands in, and an account it cannot find at all
 * is "Unknown person", never an id on screen. Pictures get full addresses, as people search gives them, so a
 * person looks the same in a history as in Users & tokens.
 */
export async function namePeople(session: ApiSession, accountIds: Iterable<string | null>, signal?: AbortSignal): Promise<HistoryPerson[]> {
  const wanted = [...new Set([...accountIds].filter((id): id is string => id !== null && id !== ''))];
  const found = new Map<string, HistoryPerson>();
  for (let start = 0; start < wanted.length; start += IDS_PER_SEARCH) {
    const batch = wanted.slice(start, start + IDS_PER_SEARCH);
    try {
      const page = await searchUsers(session, { cql: `user.accountid in (${batch.map(quoted).join(', ')})`, limit: batch.length }, signal);
      for (const user of page.items) {
        if (user.accountId === null) continue;
        const picture = user.profilePicturePath;
        found.set(user.accountId, {
          accountId: user.accountId,
          name: user.displayName ?? user.publicName ?? 'Unknown person',
          avatarUrl: picture === null ? null : pictureAddress(session, picture),
          isApp: user.accountType === 'app',
        });
      }
    } catch (error) {
      // Names are a courtesy: a history stays readable without them.
      if (signal?.aborted || !isAppError(error)) throw error;
    }
  }
  return wanted.map((id) => found.get(id) ?? unknownPerson(id));
}

/** A named person as a sentence says them (a conflict, an Activity entry): "someone" when Confluence gave no name. */
export function sentenceName(person: HistoryPerson | undefined): string {
  return person?.name === 'Unknown person' || person === undefined ? 'someone' : person.name;
}

/** The name to put in a sentence (a conflict, an Activity entry). */
export async function nameOf(session: ApiSession, accountId: string | null, signal?: AbortSignal): Promise<string> {
  if (accountId === null) return 'someone';
  const [person] = await namePeople(session, [accountId], signal);
  return sentenceName(person);
}
