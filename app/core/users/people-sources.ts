import type { PersonSummary } from '../../contract/users/people.channels';
import { pictureAddress } from '../../api/confluence/v1/pictures';
import { searchUsers as searchConfluenceUsers } from '../../api/confluence/v1/search';
import type { ApiSession } from '../../api/http/session';
import { searchUsers as searchJiraUsers, type UserCriteria } from '../../api/jira/users';
import { fromConfluenceUser, fromJiraUser } from './person-summary';

export interface PeoplePage {
  people: PersonSummary[];
  /** Where the next page starts, or null after the last one. */
  next: number | null;
}

/** Jira's user search (active users only, and never past its 1,000th match). */
export async function jiraPeople(session: ApiSession, criteria: UserCriteria, startAt: number, maxResults: number, signal: AbortSignal): Promise<PeoplePage> {
  const page = await searchJiraUsers(session, { ...criteria, startAt, maxResults }, signal);
  return { people: page.items.map(fromJiraUser), next: page.nextStartAt };
}

/** A CQL string literal: quotes and backslashes escaped, so a typed name cannot change the query. */
export function cqlString(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** Confluence's people search; results that are not real accounts (`unknown`, anonymous) are left out. */
export async function confluencePeople(session: ApiSession, cql: string, start: number, limit: number, signal: AbortSignal): Promise<PeoplePage> {
  const page = await searchConfluenceUsers(session, { cql, start, limit }, signal);
  const resolveAvatar = (path: string) => pictureAddress(session, path);
  const people = page.items.flatMap((user) =>
    user.accountId !== null && user.type !== 'unknown' && user.type !== 'anonymous'
      ? [fromConfluenceUser({ ...user, accountId: user.accountId }, resolveAvatar)]
      : [],
  );
  return { people, next: page.nextStart };
}
