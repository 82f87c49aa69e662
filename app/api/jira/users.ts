import { z } from 'zod';
import type { JiraUserView } from '../../contract/jira/models';
import type { ApiSession, Query } from '../http/session';
import { readBody } from '../validate';
import { JIRA_USER_SEARCH_WINDOW } from '../page-styles/page-styles';
import type { OffsetPage, PageWindow } from './paging';
import { jiraUserSchema, toUserView } from './user-schema';

const usersSchema = z.array(jiraUserSchema);

async function fetchWindow(session: ApiSession, path: string, query: Query, window: PageWindow, signal?: AbortSignal) {
  const response = await session.request({
    area: 'jira',
    path,
    query: { ...query, startAt: window.startAt, maxResults: window.maxResults },
    signal,
  });
  return readBody('jira', usersSchema, response.body).map(toUserView);
}

function nextWindowStart(window: PageWindow): number | null {
  const next = window.startAt + window.maxResults;
  return next < JIRA_USER_SEARCH_WINDOW ? next : null;
}

/** `user/search` answers a plain slice of the matches, so a short page is the last one. */
async function plainSearchPage(session: ApiSession, path: string, query: Query, window: PageWindow, signal?: AbortSignal) {
  const items = await fetchWindow(session, path, query, window, signal);
  const nextStartAt = items.length < window.maxResults ? null : nextWindowStart(window);
  return { items, ...window, total: null, nextStartAt };
}

/**
 * The permission searches cut the window first and filter it afterwards, so a page may be short or
 * even empty while later windows still hold people. Empty windows are skipped here, which makes an
 * empty page mean "nobody else" for the caller; each skip doubles the window so that reaching the end
 * of Jira's 1,000-user window takes a handful of requests, not hundreds.
 */
async function filteredSearchPage(
  session: ApiSession,
  path: string,
  query: Query,
  first: PageWindow,
  signal?: AbortSignal,
): Promise<OffsetPage<JiraUserView>> {
  let window = first;
  for (;;) {
    const items = await fetchWindow(session, path, query, window, signal);
    const nextStartAt = nextWindowStart(window);
    if (items.length > 0 || nextStartAt === null) return { items, ...window, total: null, nextStartAt };
    window = { startAt: nextStartAt, maxResults: Math.min(window.maxResults * 2, JIRA_USER_SEARCH_WINDOW - nextStartAt) };
  }
}

export interface UserCriteria {
  query?: string;
  accountId?: string;
}

/** Active users matching a name or e-mail prefix, an account id or a user property. */
export function searchUsers(
  session: ApiSession,
  input: UserCriteria & PageWindow & { property?: string },
  signal?: AbortSignal,
): Promise<OffsetPage<JiraUserView>> {
  const query = { query: input.query, accountId: input.accountId, property: input.property };
  return plainSearchPage(session, '/rest/api/3/user/search', query, input, signal);
}

/** Users who may be assigned issues in every one of the given projects. */
export function searchAssignableUsers(
  session: ApiSession,
  input: UserCriteria & PageWindow & { projectKeys: string[] },
  signal?: AbortSignal,
): Promise<OffsetPage<JiraUserView>> {
  const query = { query: input.query, accountId: input.accountId, projectKeys: input.projectKeys.join(',') };
  return filteredSearchPage(session, '/rest/api/3/user/assignable/multiProjectSearch', query, input, signal);
}

/** Users who may see an issue, or the issues of a project. */
export function searchUsersWithBrowsePermission(
  session: ApiSession,
  input: UserCriteria & PageWindow & { issueKey?: string; projectKey?: string },
  signal?: AbortSignal,
): Promise<OffsetPage<JiraUserView>> {
  const query = { query: input.query, accountId: input.accountId, issueKey: input.issueKey, projectKey: input.projectKey };
  return filteredSearchPage(session, '/rest/api/3/user/viewissue/search', query, input, signal);
}

/**
 * Whether one person may see an issue, or the issues of a project. One request: searched by account
 * id the match list holds that person alone, so the first window tells.
 */
export async function userCanBrowse(
  session: ApiSession,
  accountId: string,
  where: { issueKey: string } | { projectKey: string },
  signal?: AbortSignal,
): Promise<boolean> {
  const items = await fetchWindow(session, '/rest/api/3/user/viewissue/search', { accountId, ...where }, { startAt: 0, maxResults: 1 }, signal);
  return items.some((user) => user.accountId === accountId);
}

/** How many account ids go in one `user/bulk` request; the address stays well under any length limit. */
const USERS_PER_BULK_REQUEST = 100;

/** People by account id, 100 to a request, deactivated ones included; ids Jira does not know are left out. */
export async function getUsers(session: ApiSession, accountIds: readonly string[], signal?: AbortSignal): Promise<Map<string, JiraUserView>> {
  const unique = [...new Set(accountIds)];
  const chunks: string[][] = [];
  for (let index = 0; index < unique.length; index += USERS_PER_BULK_REQUEST) chunks.push(unique.slice(index, index + USERS_PER_BULK_REQUEST));
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const response = await session.request({ area: 'jira', path: '/rest/api/3/user/bulk', query: { accountId: chunk, maxResults: chunk.length }, signal });
      return readBody('jira', z.object({ values: usersSchema }), response.body).values.map(toUserView);
    }),
  );
  return new Map(pages.flat().map((user) => [user.accountId, user]));
}
