import { z } from 'zod';
import type { ConfluenceUser } from '../../../contract/confluence/content';
import type { SearchHit } from '../../../contract/confluence/search.channels';
import { AppError } from '../../../contract/errors';
import type { ApiSession } from '../../http/session';
import { resolveNextLink } from '../../page-styles/next-link';
import { decodePageToken, encodePageToken } from '../../page-styles/page-state';
import { largestPage } from '../../paging';
import { fetchOffsetPage, type CursorPage, type OffsetPage, type PageRequest } from '../shared/paging';
import { V1 } from '../shared/paths';
import { readBody } from '../../validate';
import { v1SearchHit, v1UserHit } from './search-schema';

const SEARCH_PATH = `${V1}/search`;

export interface ContentSearch {
  cql: string;
  limit?: number;
  excerpt?: string;
  includeArchivedSpaces?: boolean;
}

export type SearchPage = CursorPage<SearchHit> & { totalSize: number | null };

const searchAnswer = z.looseObject({
  results: z.array(v1SearchHit),
  totalSize: z.number().int().nullish(),
  _links: z.looseObject({ next: z.string().nullish() }).nullish(),
});

function searchLink(cursor: string): string {
  const state = decodePageToken(cursor);
  if (state.kind !== 'link' || !state.link.startsWith(`${SEARCH_PATH}?`)) {
    throw new AppError('VALIDATION', 'This list position is no longer valid. Reload the list.');
  }
  return state.link;
}

/**
 * CQL content search. Later pages follow `_links.next`, whose cursor Confluence alone understands; the
 * query is only read on the first page. A CQL mistake comes back as 400 with Confluence's explanation.
 */
export async function searchContent(session: ApiSession, search: ContentSearch, page: Omit<PageRequest, 'pageSize'> = {}): Promise<SearchPage> {
  const { cursor, signal } = page;
  const response =
    cursor === undefined
      ? await session.request({
          area: 'confluence',
          path: SEARCH_PATH,
          query: {
            cql: search.cql,
            limit: search.limit ?? largestPage['confluence-v1-search'],
            excerpt: search.excerpt,
            includeArchivedSpaces: search.includeArchivedSpaces,
          },
          signal,
        })
      : await session.request({ area: 'confluence', path: searchLink(cursor), signal });
  const body = readBody('confluence', searchAnswer, response.body);
  const next = body._links?.next && body.results.length > 0 ? resolveNextLink(session, 'confluence', body._links.next, response) : null;
  return {
    items: body.results,
    nextCursor: next === null ? null : encodePageToken({ kind: 'link', link: next }),
    totalSize: body.totalSize ?? null,
  };
}

export interface UserSearch {
  /** User CQL only: `type = user`, `user.fullname ~ "ada"`, `user.accountid = "…"`. */
  cql: string;
  start?: number;
  limit?: number;
}

/** People search. Hidden profile fields (privacy settings) stay null. */
export function searchUsers(session: ApiSession, search: UserSearch, signal?: AbortSignal): Promise<OffsetPage<ConfluenceUser>> {
  return fetchOffsetPage(
    session,
    { path: `${V1}/search/user`, query: { cql: search.cql }, start: search.start, limit: search.limit, signal },
    v1UserHit.transform((hit) => hit.user),
  );
}
