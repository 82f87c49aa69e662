import type { ApiSession } from '../../../api/http/session';
import type { OffsetPage, PageWindow } from '../../../api/jira/paging';
import { searchAssignableUsers, searchUsers, searchUsersWithBrowsePermission, type UserCriteria } from '../../../api/jira/users';
import { JIRA_USER_SEARCH_WINDOW } from '../../../api/page-styles/page-styles';
import type { JiraUserView } from '../../../contract/jira/models';

export type UserSearch =
  | { kind: 'text'; criteria: UserCriteria }
  | { kind: 'assignable'; criteria: UserCriteria; projectKeys: string[] }
  | { kind: 'can-see'; criteria: UserCriteria; issueKey?: string; projectKey?: string };

/** What the window asks for (a kind of search, with its projects or issue) and the text typed, as one search. */
export function userSearchOf(
  search: { kind: 'text' } | { kind: 'assignable'; projectKeys: string[] } | { kind: 'can-see'; issueKey?: string; projectKey?: string },
  query: string,
): UserSearch {
  const criteria = { query };
  if (search.kind === 'text') return { kind: 'text', criteria };
  if (search.kind === 'assignable') return { kind: 'assignable', criteria, projectKeys: search.projectKeys };
  return { kind: 'can-see', criteria, ...(search.issueKey ? { issueKey: search.issueKey } : {}), ...(search.projectKey ? { projectKey: search.projectKey } : {}) };
}

export type ExplainedPage = OffsetPage<JiraUserView> & { explanation: string | null };

const PERMISSION_HINT = 'If every search comes back empty, the connection may lack the “Browse users and groups” permission.';

/**
 * Why a result is empty or short, in words: the searches look at about 1,000 users at a time and
 * filter afterwards, hidden e-mail addresses match only in full, and without "Browse users and
 * groups" Jira answers every search with nobody rather than an error.
 */
export function explainPage(search: UserSearch, asked: PageWindow, page: OffsetPage<JiraUserView>): string | null {
  const filtered = search.kind !== 'text';
  const reachedWindow = page.nextStartAt === null && page.startAt + page.maxResults >= JIRA_USER_SEARCH_WINDOW;
  if (page.items.length === 0 && asked.startAt > 0) return 'Nobody else matched.';
  if (page.items.length === 0) {
    const who = search.kind === 'assignable' ? 'who can be assigned issues in every chosen project' : search.kind === 'can-see' ? 'who can see it' : '';
    return [
      `Nobody matched${who ? ` ${who}` : ''}.`,
      'Jira matches the start of a name or e-mail address; an address a person hides matches only when typed in full.',
      filtered ? 'It looks at about 1,000 users at a time and filters afterwards, so a broad search can miss people: type more of the name.' : '',
      PERMISSION_HINT,
    ]
      .filter((sentence) => sentence !== '')
      .join(' ');
  }
  if (reachedWindow) return 'Jira stops at the 1,000th user of a search. Type more of the name to find people past it.';
  if (filtered && page.items.length < page.maxResults && page.nextStartAt !== null) {
    return 'This page is short because Jira picks about 1,000 users first and filters them afterwards. More may follow: load more.';
  }
  return null;
}

export async function searchPeople(session: ApiSession, search: UserSearch, window: PageWindow, signal?: AbortSignal): Promise<ExplainedPage> {
  const page =
    search.kind === 'text'
      ? await searchUsers(session, { ...search.criteria, ...window }, signal)
      : search.kind === 'assignable'
        ? await searchAssignableUsers(session, { ...search.criteria, ...window, projectKeys: search.projectKeys }, signal)
        : await searchUsersWithBrowsePermission(
            session,
            { ...search.criteria, ...window, ...(search.issueKey ? { issueKey: search.issueKey } : {}), ...(search.projectKey ? { projectKey: search.projectKey } : {}) },
            signal,
          );
  return { ...page, explanation: explainPage(search, window, page) };
}
