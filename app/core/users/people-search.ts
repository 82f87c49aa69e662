import type { PersonSummary, SearchSourceState } from '../../contract/users/people.channels';
import { isAppError } from '../../contract/errors';
import { getProfile } from '../../api/admin/profile';
import type { ApiSession } from '../../api/http/session';
import { looksLikeAccountId } from '../../contract/channels/common';
import { personFromProfile } from '../../contract/users/people.channels';
import { byName, mergePeople } from './person-summary';
import { confluencePeople, cqlString, jiraPeople } from './people-sources';
import { askSource } from './sources';

/** Results per source; enough for a search box, which the admin narrows by typing more. */
const SEARCH_LIMIT = 50;

export interface PeopleSearchResult {
  people: PersonSummary[];
  sources: SearchSourceState[];
}

/** The Admin profile knows managed accounts best (e-mail included); anything else simply leaves it out. */
async function adminLookup(session: ApiSession, accountId: string, signal: AbortSignal): Promise<PersonSummary[]> {
  if (!session.isConfigured('admin')) return [];
  try {
    return [personFromProfile(await getProfile(session, accountId, signal), 'pasted')];
  } catch (error) {
    if (signal.aborted || !isAppError(error)) throw error;
    return [];
  }
}

/**
 * Jira and Confluence user search at once, merged by account id. A pasted account id (in a shape
 * Atlassian issues; anything else is taken for a name or e-mail) is looked up directly (Admin profile, Jira and Confluence by id) and marked `pasted`.
 */
export async function searchPeople(session: ApiSession, text: string, signal: AbortSignal): Promise<PeopleSearchResult> {
  const query = text.trim();
  const byId = looksLikeAccountId(query);
  const [profile, jira, confluence] = await Promise.all([
    byId ? adminLookup(session, query, signal) : Promise.resolve([]),
    askSource(session, 'jira', signal, async () =>
      (await jiraPeople(session, byId ? { accountId: query } : { query }, 0, SEARCH_LIMIT, signal)).people,
    ),
    askSource(session, 'confluence', signal, async () => {
      const cql = byId ? `user.accountid = ${cqlString(query)}` : `user.fullname ~ ${cqlString(query)}`;
      return (await confluencePeople(session, cql, 0, SEARCH_LIMIT, signal)).people;
    }),
  ]);
  const people = mergePeople(profile, jira.people, confluence.people).map((person) =>
    byId && !person.foundIn.includes('pasted') ? { ...person, foundIn: [...person.foundIn, 'pasted' as const] } : person,
  );
  return { people: people.sort(byName), sources: [jira.state, confluence.state] };
}
