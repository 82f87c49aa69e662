import { getPage, listPagesInSpace } from '../../../api/confluence/v2/pages';
import type { ApiSession } from '../../../api/http/session';
import type { ConfluencePage } from '../../../contract/confluence/pages-and-spaces.channels';
import type { CleanupScope, PageScope } from '../../../contract/confluence/history.channels';
import { AppError } from '../../../contract/errors';

/**
 * The pages a bulk history task works on: a whole space or a page with everything under it. A space's
 * pages come sorted by last change, so "changed since" stops reading at the first older page; a tree
 * needs the parent of every page in its space, so the space is read to the end (250 pages a request).
 */

/** A page as bulk jobs name their items in Activity: `Page “Release notes”`. */
export const pageTarget = (title: string) => `Page “${title}”`;

function changedAt(page: ConfluencePage): number {
  return Date.parse(page.version?.createdAt ?? page.createdAt ?? '') || 0;
}

async function spacePages(session: ApiSession, spaceId: string, newestFirst: boolean, stopBefore: number | null, signal?: AbortSignal): Promise<ConfluencePage[]> {
  const pages: ConfluencePage[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPagesInSpace(session, { spaceId, sort: newestFirst ? '-modified-date' : 'id' }, { cursor, signal });
    for (const item of page.items) {
      if (stopBefore !== null && changedAt(item) < stopBefore) return pages;
      pages.push(item);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return pages;
}

/** The root and every page below it, parents before children. */
function subtree(pages: ConfluencePage[], rootId: string): ConfluencePage[] {
  const children = new Map<string, ConfluencePage[]>();
  for (const page of pages) {
    if (page.parentId === null) continue;
    const list = children.get(page.parentId) ?? [];
    list.push(page);
    children.set(page.parentId, list);
  }
  const root = pages.find((page) => page.id === rootId);
  if (root === undefined) return [];
  const out: ConfluencePage[] = [];
  const queue = [root];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const next = queue.shift();
    if (next === undefined || seen.has(next.id)) continue;
    seen.add(next.id);
    out.push(next);
    queue.push(...(children.get(next.id) ?? []));
  }
  return out;
}

export async function treePages(session: ApiSession, rootPageId: string, signal?: AbortSignal): Promise<ConfluencePage[]> {
  const root = await getPage(session, rootPageId, {}, signal);
  if (root.spaceId === null) throw new AppError('NOT_FOUND', 'Orgdesk could not tell which space this page is in.');
  const pages = await spacePages(session, root.spaceId, false, null, signal);
  // The root itself may be missing from the list (an archived page is listed, a draft is not).
  return subtree(pages.some((page) => page.id === root.id) ? pages : [root, ...pages], root.id);
}

/** Pages of the scope whose last change is at or after `since` (a space stops reading early). */
export async function pagesChangedSince(session: ApiSession, scope: PageScope, since: number, signal?: AbortSignal): Promise<ConfluencePage[]> {
  const pages = scope.kind === 'space' ? await spacePages(session, scope.spaceId, true, since, signal) : await treePages(session, scope.rootPageId, signal);
  return pages.filter((page) => changedAt(page) >= since);
}

/** Every page of the scope (a page alone counts as a scope of one). */
export async function pagesOf(session: ApiSession, scope: CleanupScope, signal?: AbortSignal): Promise<ConfluencePage[]> {
  if (scope.kind === 'page') return [await getPage(session, scope.pageId, {}, signal)];
  if (scope.kind === 'tree') return treePages(session, scope.rootPageId, signal);
  return spacePages(session, scope.spaceId, false, null, signal);
}
