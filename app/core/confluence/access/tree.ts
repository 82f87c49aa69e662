import { listRestrictions } from '../../../api/confluence/v1/restrictions';
import { pageDescendants } from '../../../api/confluence/v2/page-tree';
import { listPagesInSpace } from '../../../api/confluence/v2/pages';
import type { ApiSession } from '../../../api/http/session';
import type { TreePage } from '../../../contract/confluence/access.channels';
import { mapLimited } from '../../../jobs/map-limited';

/** Restriction reads for one level of the tree, this many at once. */
const PARALLEL = 6;

interface Level {
  pages: Array<{ id: string; title: string; status: string; hasChildren: boolean }>;
  nextCursor: string | null;
}

/**
 * The children of a page, read as its descendants two levels deep: the first level is the list, the
 * second says which of them have children of their own, in one call per 250 entries. A child whose
 * subtree runs past the end of this answer may have children not seen yet; it is offered as expandable.
 */
async function childrenOf(session: ApiSession, pageId: string, cursor: string | undefined, signal: AbortSignal): Promise<Level> {
  const answer = await pageDescendants(session, pageId, 2, { cursor, signal });
  const pages = answer.items.filter((item) => item.depth === 1 && item.type === 'page');
  const parents = new Set(answer.items.filter((item) => item.depth === 2).map((item) => item.parentId));
  const last = pages[pages.length - 1]?.id;
  return {
    pages: pages.map((item) => ({ id: item.id, title: item.title, status: item.status, hasChildren: parents.has(item.id) || (answer.nextCursor !== null && item.id === last) })),
    nextCursor: answer.nextCursor,
  };
}

async function topOf(session: ApiSession, spaceId: string, cursor: string | undefined, signal: AbortSignal): Promise<Level> {
  const answer = await listPagesInSpace(session, { spaceId, depth: 'root', sort: 'title' }, { cursor, signal });
  const withChildren = await mapLimited(answer.items, PARALLEL, async (page) => (await pageDescendants(session, page.id, 1, { signal, pageSize: 1 })).items.length > 0);
  return { pages: answer.items.map((page, index) => ({ id: page.id, title: page.title, status: page.status, hasChildren: withChildren[index] ?? true })), nextCursor: answer.nextCursor };
}

export async function treeLevel(
  session: ApiSession,
  where: { pageId?: string; spaceId?: string; parentRestricted: boolean; cursor?: string },
  signal: AbortSignal,
): Promise<{ items: TreePage[]; nextCursor: string | null }> {
  const level =
    where.pageId !== undefined ? await childrenOf(session, where.pageId, where.cursor, signal) : await topOf(session, where.spaceId ?? '', where.cursor, signal);
  const marks = await mapLimited(level.pages, PARALLEL, async (page) => {
    const list = await listRestrictions(session, page.id, { limit: 1 }, signal);
    const restricted = (operation: string) => list.operations.some((entry) => entry.operation === operation && ((entry.userTotal ?? entry.users?.length ?? 0) > 0 || (entry.groups?.length ?? 0) > 0));
    return { view: restricted('read'), edit: restricted('update') };
  });
  return {
    items: level.pages.map((page, index) => ({
      ...page,
      viewRestricted: marks[index]?.view ?? false,
      editRestricted: marks[index]?.edit ?? false,
      inheritsView: where.parentRestricted,
    })),
    nextCursor: level.nextCursor,
  };
}
