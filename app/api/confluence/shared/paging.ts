import { z } from 'zod';
import type { ApiSession, Query } from '../../http/session';
import { fetchPage, largestPage, type PagingStyle } from '../../paging';
import { readBody } from '../../validate';

/**
 * Confluence lists in the two forms tables use: cursor pages (v2, and classic search, whose cursor
 * rides in `_links.next`) through the shared pager, and offset pages (the other classic lists) with an
 * explicit `start`, so a table can jump to any page. Items are validated here, at the boundary.
 */

export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface OffsetPage<T> {
  items: T[];
  start: number;
  limit: number;
  nextStart: number | null;
  /** Only some classic lists (searches) count the whole result. */
  totalSize: number | null;
}

export interface CursorList {
  path: string;
  query?: Query;
  style?: Extract<PagingStyle, 'confluence-v2' | 'confluence-v1-search'>;
}

/** Which page to fetch: the first (no cursor) or the one a previous `nextCursor` points to. */
export interface PageRequest {
  cursor?: string;
  signal?: AbortSignal;
  /** Only for tables that show fewer rows (and tests); by default the largest page the endpoint allows. */
  pageSize?: number;
}

export async function fetchCursorPage<T extends z.ZodType>(
  session: ApiSession,
  list: CursorList,
  item: T,
  page: PageRequest = {},
): Promise<CursorPage<z.output<T>>> {
  const endpoint = { area: 'confluence' as const, style: list.style ?? 'confluence-v2', path: list.path, query: list.query, pageSize: page.pageSize };
  const answer = await fetchPage<unknown>(session, endpoint, page.cursor ?? null, { signal: page.signal });
  return { items: readBody('confluence', z.array(item), answer.items), nextCursor: answer.nextToken };
}

const links = z.looseObject({ next: z.string().nullish() }).nullish();

export interface OffsetRequest {
  path: string;
  query?: Query;
  start?: number;
  limit?: number;
  signal?: AbortSignal;
}

export async function fetchOffsetPage<T extends z.ZodType>(session: ApiSession, request: OffsetRequest, item: T): Promise<OffsetPage<z.output<T>>> {
  const query = { ...request.query, start: request.start ?? 0, limit: request.limit ?? largestPage['confluence-v1-offset'] };
  const response = await session.request({ area: 'confluence', path: request.path, query, signal: request.signal });
  const body = readBody(
    'confluence',
    z.looseObject({
      results: z.array(item),
      start: z.number().int(),
      limit: z.number().int(),
      size: z.number().int(),
      totalSize: z.number().int().nullish(),
      _links: links,
    }),
    response.body,
  );
  // Classic lists announce a further page with `_links.next`; without links, a full page may have a successor.
  const hasMore = body._links ? typeof body._links.next === 'string' : body.limit > 0 && body.size === body.limit;
  return {
    items: body.results,
    start: body.start,
    limit: body.limit,
    nextStart: hasMore && body.size > 0 ? body.start + body.size : null,
    totalSize: body.totalSize ?? null,
  };
}

/** Every item of a cursor list, calling `counted` once per request. */
export async function everyCursorItem<T>(fetch: (page: PageRequest) => Promise<CursorPage<T>>, signal: AbortSignal, counted: () => void = () => undefined): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetch({ cursor, signal });
    counted();
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return items;
}

/** Every item of an offset list, calling `counted` once per request. */
export async function everyOffsetItem<T>(fetch: (start: number) => Promise<OffsetPage<T>>, counted: () => void = () => undefined): Promise<T[]> {
  const items: T[] = [];
  let start: number | null = 0;
  while (start !== null) {
    const page: OffsetPage<T> = await fetch(start);
    counted();
    items.push(...page.items);
    start = page.nextStart;
  }
  return items;
}
