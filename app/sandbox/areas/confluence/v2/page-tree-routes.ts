import type { RouteDef, SandboxRequest, World } from '../../../kit';
import { ancestorsOf, viewerOf } from '../access';
import { titleOf } from '../content';
import { v2Error } from '../errors';
import { readInt, readEnum } from '../query';
import type { ConfluenceState, ContentRecord, ContentType } from '../state';
import { numericParam } from './ids';
import { cursorPage, readV2Limit, standardOrder, type SortOrder } from './paging';

const CHILD_SORTS = ['id', '-id', 'created-date', '-created-date', 'modified-date', '-modified-date', 'child-position', '-child-position'] as const;

/** A page the caller may see; any other id (missing, a blog post, restricted away) answers 404 alike. */
export function requireVisiblePage(req: SandboxRequest, state: ConfluenceState, world: World): ContentRecord {
  return requireVisibleContent(req, state, world, 'page');
}

/** The page or blog post named by the `id` path parameter; one the caller may not view answers 404, as a missing one does. */
export function requireVisibleContent(req: SandboxRequest, state: ConfluenceState, world: World, type: ContentType): ContentRecord {
  const id = numericParam(req, 'id');
  const content = state.contents[id];
  if (content === undefined || content.type !== type || !viewerOf(state, world, req.caller.accountId)(content)) {
    throw v2Error(404, `No ${type === 'page' ? 'page' : 'blog post'} with id ${id}.`);
  }
  return content;
}

function childrenOf(state: ConfluenceState, parentId: string): ContentRecord[] {
  return Object.values(state.contents).filter((content) => content.type === 'page' && content.parentId === parentId && (content.status === 'current' || content.status === 'archived'));
}

function childOrder(sort: string): SortOrder<ContentRecord> {
  if (sort === 'child-position' || sort === '-child-position') {
    return { name: sort, descending: sort.startsWith('-'), key: (page) => [page.position ?? 0, Number(page.id)] };
  }
  return standardOrder<ContentRecord>(sort, { createdAt: (page) => page.createdAt, modifiedAt: (page) => page.versions[page.versions.length - 1]?.createdAt ?? page.createdAt, title: titleOf });
}

function childView(page: ContentRecord) {
  return { id: page.id, status: page.status, title: titleOf(page), type: 'page', spaceId: page.spaceId, childPosition: page.position };
}

interface Descendant {
  page: ContentRecord;
  depth: number;
  /** Positions along the path from the asked page, so the list reads as the tree does. */
  path: number[];
}

function descendantsOf(state: ConfluenceState, root: ContentRecord, maxDepth: number, visible: (page: ContentRecord) => boolean): Descendant[] {
  const byParent = new Map<string, ContentRecord[]>();
  for (const content of Object.values(state.contents)) {
    if (content.type !== 'page' || content.parentId === null || !(content.status === 'current' || content.status === 'archived')) continue;
    const siblings = byParent.get(content.parentId) ?? [];
    siblings.push(content);
    byParent.set(content.parentId, siblings);
  }
  const found: Descendant[] = [];
  const walk = (parent: ContentRecord, depth: number, path: number[]): void => {
    if (depth > maxDepth) return;
    for (const child of byParent.get(parent.id) ?? []) {
      if (!visible(child)) continue;
      const childPath = [...path, child.position ?? 0, Number(child.id)];
      found.push({ page: child, depth, path: childPath });
      walk(child, depth + 1, childPath);
    }
  };
  walk(root, 1, []);
  return found;
}

export const pageTreeRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/api/v2/pages/{id}/ancestors',
    handle: (req, state, world) => {
      const page = requireVisiblePage(req, state, world);
      const limit = readV2Limit(req.query, 25);
      // Highest first; when cut short, the nearest ancestors are kept and the rest are reached by asking for the first one's.
      const chain = ancestorsOf(state, page).slice(-limit);
      return { status: 200, body: { results: chain.map((ancestor) => ({ id: ancestor.id, type: 'page' })), _links: { base: `${req.baseUrl}/wiki` } } };
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/pages/{id}/direct-children',
    handle: (req, state, world) => {
      const page = requireVisiblePage(req, state, world);
      const visible = viewerOf(state, world, req.caller.accountId);
      const order = childOrder(readEnum(req.query, 'sort', CHILD_SORTS, 'child-position', v2Error));
      return cursorPage(req, childrenOf(state, page.id).filter(visible), order, readV2Limit(req.query, 25), childView);
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/pages/{id}/descendants',
    handle: (req, state, world) => {
      const page = requireVisiblePage(req, state, world);
      const depth = readInt(req.query, 'depth', { def: 5, min: 1, max: 5 }, v2Error);
      const found = descendantsOf(state, page, depth, viewerOf(state, world, req.caller.accountId));
      const order: SortOrder<Descendant> = { name: 'tree', descending: false, key: (item) => item.path };
      return cursorPage(req, found, order, readV2Limit(req.query, 25), (item) => ({ ...childView(item.page), parentId: item.page.parentId ?? '', depth: item.depth }));
    },
  },
];
