import type { ApiSession } from '../../api/http/session';
import type { PersonSummary } from '../../contract/users/people.channels';
import { mergePeople } from './person-summary';
import { confluencePeople, jiraPeople, type PeoplePage } from './people-sources';
import type { PeopleSearchResult } from './people-search';
import { askSource } from './sources';

const PAGE_SIZE = 1000;

/**
 * Every page, until the source says there is no next one. A page can be empty after filtering (only
 * anonymous or unknown users on it) while later pages still hold people, so emptiness ends nothing.
 */
async function everyPage(fetchPage: (start: number) => Promise<PeoplePage>): Promise<PersonSummary[]> {
  const people: PersonSummary[] = [];
  for (let start: number | null = 0; start !== null; ) {
    const page = await fetchPage(start);
    people.push(...page.people);
    // A source that points back to where it was would loop forever; that is the end too.
    start = page.next !== null && page.next > start ? page.next : null;
  }
  return people;
}

/**
 * Everyone the connection's user searches can list. Jira's search with an empty query lists active
 * users, but only up to its 1,000th; Confluence's `type = user` reaches further (about 10,000) and
 * includes deactivated accounts. Together they are the widest directory the site APIs give.
 */
export async function listDirectory(session: ApiSession, signal: AbortSignal): Promise<PeopleSearchResult> {
  const [jira, confluence] = await Promise.all([
    askSource(session, 'jira', signal, () => everyPage((start) => jiraPeople(session, { query: '' }, start, PAGE_SIZE, signal))),
    askSource(session, 'confluence', signal, () => everyPage((start) => confluencePeople(session, 'type = user', start, PAGE_SIZE, signal))),
  ]);
  return { people: mergePeople(jira.people, confluence.people), sources: [jira.state, confluence.state] };
}
