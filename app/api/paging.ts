import { AppError } from '../contract/errors';
import type { ApiArea } from './http/credentials';
import type { ApiSession, Query } from './http/session';
import { resolveNextLink } from './page-styles/next-link';
import { decodePageToken, encodePageToken, type PageState } from './page-styles/page-state';
import { largestPage, pageQuery, readPage, type PagingStyle } from './page-styles/page-styles';

export { largestPage, type PagingStyle } from './page-styles/page-styles';

/** One list endpoint: where it is, how it pages, and its fixed query (filters, expand, sort). */
export interface ListEndpoint {
  area: ApiArea;
  /** Origin-relative path as in the spec, e.g. `/wiki/api/v2/spaces`, `/2.0/workspaces/acme/hooks`. */
  path: string;
  style: PagingStyle;
  query?: Query;
  /** Defaults to the largest page the style allows; smaller only for tables that show a page at a time. */
  pageSize?: number;
}

export interface PageOptions {
  signal?: AbortSignal;
}

/** One page for a table: the items, and a token to hand back for the next page (null at the end). */
export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

function pageSizeOf(endpoint: ListEndpoint): number {
  const cap = largestPage[endpoint.style];
  if (endpoint.pageSize === undefined) return cap;
  if (!Number.isInteger(endpoint.pageSize) || endpoint.pageSize < 1) {
    throw new AppError('INTERNAL', 'A list was asked for with an invalid page size.');
  }
  return Math.min(endpoint.pageSize, cap);
}

async function loadPage(
  session: ApiSession,
  endpoint: ListEndpoint,
  state: PageState | null,
  options: PageOptions,
): Promise<{ items: unknown[]; next: PageState | null }> {
  const pageSize = pageSizeOf(endpoint);
  const offset = state?.kind === 'offset' ? state.offset : 0;
  const response =
    state?.kind === 'link'
      ? await session.request({ area: endpoint.area, path: state.link, signal: options.signal })
      : await session.request({
          area: endpoint.area,
          path: endpoint.path,
          query: pageQuery(endpoint.style, endpoint.query, pageSize, offset),
          signal: options.signal,
        });
  const read = readPage(endpoint.style, response, offset, pageSize);
  if (read.next?.kind === 'server-link') {
    return { items: read.items, next: { kind: 'link', link: resolveNextLink(session, endpoint.area, read.next.link, response) } };
  }
  return { items: read.items, next: read.next };
}

/**
 * Every item of a list, page after page, in the server's order. Items are typed by the caller from
 * the generated spec types; the body is trusted to match its spec, as any typed client does.
 */
export async function* listAll<T>(session: ApiSession, endpoint: ListEndpoint, options: PageOptions = {}): AsyncGenerator<T> {
  let state: PageState | null = null;
  do {
    const page = await loadPage(session, endpoint, state, options);
    for (const item of page.items) yield item as T;
    state = page.next;
  } while (state !== null);
}

/** A page at a time, for tables: pass `null` for the first page, then the `nextToken` you were given. */
export async function fetchPage<T>(
  session: ApiSession,
  endpoint: ListEndpoint,
  token: string | null,
  options: PageOptions = {},
): Promise<Page<T>> {
  const page = await loadPage(session, endpoint, token === null ? null : decodePageToken(token), options);
  return { items: page.items as T[], nextToken: page.next === null ? null : encodePageToken(page.next) };
}
