import { z } from 'zod';
import type { ApiSession } from '../../http/session';
import { readBody } from '../../validate';
import { idText, maybeNumber } from '../shared/fields';
import { fetchCursorPage, type CursorPage, type PageRequest } from '../shared/paging';
import { segment, V2 } from '../shared/paths';

/** A page as the tree endpoints describe it: id, title, status, where it sits among its siblings. */
export interface TreeNode {
  id: string;
  title: string;
  status: string;
  type: string;
  parentId: string | null;
  depth: number | null;
}

const node = z
  .looseObject({ id: idText, title: z.string().nullish(), status: z.string().nullish(), type: z.string().nullish(), parentId: idText.nullish(), depth: maybeNumber })
  .transform((item): TreeNode => ({ id: item.id, title: item.title ?? '', status: item.status ?? 'current', type: item.type ?? 'page', parentId: item.parentId ?? null, depth: item.depth }));

const ancestorList = z.looseObject({ results: z.array(z.looseObject({ id: idText, type: z.string().nullish() })) });

/** The largest answer the ancestors endpoint gives at once. */
const ANCESTOR_LIMIT = 250;

/**
 * Every ancestor of a page, highest first. Confluence answers at most `limit` at a time, the nearest
 * ones; the rest are the ancestors of the highest one returned, so the walk continues from there.
 */
export async function pageAncestors(session: ApiSession, pageId: string, signal?: AbortSignal): Promise<Array<{ id: string; type: string }>> {
  const chain: Array<{ id: string; type: string }> = [];
  let from = pageId;
  for (let round = 0; round < 40; round += 1) {
    const response = await session.request({ area: 'confluence', path: `${V2}/pages/${segment(from)}/ancestors`, query: { limit: ANCESTOR_LIMIT }, signal });
    const found = readBody('confluence', ancestorList, response.body).results.map((item) => ({ id: item.id, type: item.type ?? 'page' }));
    chain.unshift(...found);
    const highest = found[0];
    if (found.length < ANCESTOR_LIMIT || highest === undefined) break;
    from = highest.id;
  }
  return chain;
}

/** One page of a page's descendants, down to `depth` levels (Confluence allows 1 to 5). */
export function pageDescendants(session: ApiSession, pageId: string, depth: number, page: PageRequest = {}): Promise<CursorPage<TreeNode>> {
  return fetchCursorPage(session, { path: `${V2}/pages/${segment(pageId)}/descendants`, query: { depth } }, node, page);
}
