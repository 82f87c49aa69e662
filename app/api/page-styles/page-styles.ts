import { asArray, asObject, asString } from '../error-bodies/upstream-text';
import type { ApiResponse, Query } from '../http/session';

/**
 * The five ways Atlassian pages a list (six with Jira's bare arrays), each as: how to ask for a page,
 * and how to read items and the next position out of the answer.
 */
export type PagingStyle =
  /** Confluence v2: `limit` + opaque `cursor`, next link in the `Link` header and `_links.next`. */
  | 'confluence-v2'
  /** Confluence v1 lists: `start`/`limit`, `_links.next` while more remain. */
  | 'confluence-v1-offset'
  /** Confluence v1 `/search`: the cursor travels inside `_links.next`. */
  | 'confluence-v1-search'
  /** Jira PageBean: `startAt`/`maxResults`, `isLast`, items in `values`. */
  | 'jira-page-bean'
  /** Jira user searches: a bare array; a short page means the end. */
  | 'jira-array'
  /** Bitbucket: `pagelen`, then follow `next` exactly as given. */
  | 'bitbucket';

/**
 * The largest page each style's endpoints allow (ENDPOINTS.md). Where the spec declares no maximum
 * ("restricted by fixed system limits") we ask for 1000: the server clamps, and these styles learn the
 * real end from the answer, not from the size asked. Jira user searches never look past user 1000.
 */
export const largestPage: Record<PagingStyle, number> = {
  'confluence-v2': 250,
  'confluence-v1-offset': 1000,
  'confluence-v1-search': 1000,
  'jira-page-bean': 1000,
  'jira-array': 1000,
  bitbucket: 100,
};

/** Jira stops every user search at the thousandth user, whatever startAt says. */
export const JIRA_USER_SEARCH_WINDOW = 1000;

/** A next link is passed on as the server wrote it (absolute or relative); the caller checks and resolves it. */
export type NextHint = { kind: 'offset'; offset: number } | { kind: 'server-link'; link: string } | null;

export interface PageRead {
  items: unknown[];
  next: NextHint;
}

/** Query for the first page, or for an offset page. Link pages are fetched from the link alone. */
export function pageQuery(style: PagingStyle, base: Query | undefined, pageSize: number, offset: number): Query {
  switch (style) {
    case 'confluence-v2':
    case 'confluence-v1-search':
      return { ...base, limit: pageSize };
    case 'confluence-v1-offset':
      return { ...base, start: offset, limit: pageSize };
    case 'jira-page-bean':
    case 'jira-array':
      return { ...base, startAt: offset, maxResults: pageSize };
    case 'bitbucket':
      return { ...base, pagelen: pageSize };
  }
}

function nextFromLinkHeader(headers: Headers): string | undefined {
  const header = headers.get('link');
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const match = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel="?next"?/i.test(match[2] ?? '')) return match[1];
  }
  return undefined;
}

function linkRead(items: unknown[], link: string | undefined): PageRead {
  // An empty page with a next link would loop forever on a misbehaving server.
  return { items, next: link && items.length > 0 ? { kind: 'server-link', link } : null };
}

export function readPage(style: PagingStyle, response: ApiResponse, offset: number, pageSize: number): PageRead {
  const body = asObject(response.body);
  const links = asObject(body?.['_links']);
  switch (style) {
    case 'confluence-v2': {
      const items = asArray(body?.results);
      return linkRead(items, nextFromLinkHeader(response.headers) ?? asString(links?.next));
    }
    case 'confluence-v1-search':
      return linkRead(asArray(body?.results), asString(links?.next));
    case 'bitbucket':
      return linkRead(asArray(body?.values), asString(body?.next));
    case 'confluence-v1-offset': {
      const items = asArray(body?.results);
      const start = typeof body?.start === 'number' ? body.start : offset;
      const more = links ? asString(links.next) !== undefined : items.length >= pageSize;
      return { items, next: more && items.length > 0 ? { kind: 'offset', offset: start + items.length } : null };
    }
    case 'jira-page-bean': {
      const items = asArray(body?.values);
      const startAt = typeof body?.startAt === 'number' ? body.startAt : offset;
      const total = typeof body?.total === 'number' ? body.total : undefined;
      const more = typeof body?.isLast === 'boolean' ? !body.isLast : total !== undefined && startAt + items.length < total;
      return { items, next: more && items.length > 0 ? { kind: 'offset', offset: startAt + items.length } : null };
    }
    case 'jira-array': {
      const items = asArray(response.body);
      // The window moves by the size asked: these searches filter after windowing, so a page may be short.
      const nextOffset = offset + pageSize;
      const more = items.length >= pageSize && nextOffset < JIRA_USER_SEARCH_WINDOW;
      return { items, next: more ? { kind: 'offset', offset: nextOffset } : null };
    }
  }
}
