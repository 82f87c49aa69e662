import type { z } from 'zod';
import type { ConfluenceSpace, ConfluenceSpaceDetail, SpaceFilters, SpacePermission } from '../../../contract/confluence/pages-and-spaces.channels';
import type { ApiSession } from '../../http/session';
import { fetchCursorPage, type CursorPage, type PageRequest } from '../shared/paging';
import { commaList, segment, V2 } from '../shared/paths';
import { readBody } from '../../validate';
import { v2Space, v2SpaceDetail, v2SpacePermission } from './space-schema';

/** Spaces sorted by id unless `sort` says otherwise; every filter of the endpoint is offered. */
export function listSpaces(session: ApiSession, filters: z.output<typeof SpaceFilters>, page: PageRequest = {}): Promise<CursorPage<ConfluenceSpace>> {
  const query = {
    ids: commaList(filters.ids),
    keys: commaList(filters.keys),
    type: filters.type,
    status: filters.status,
    labels: commaList(filters.labels),
    'favorited-by': filters.favoritedBy,
    'not-favorited-by': filters.notFavoritedBy,
    sort: filters.sort,
    'description-format': filters.descriptionFormat,
    'include-icon': filters.includeIcon,
    'serialize-ids-as-strings': filters.serializeIds,
  };
  return fetchCursorPage(session, { path: `${V2}/spaces`, query }, v2Space, page);
}

export interface SpaceReadOptions {
  descriptionFormat?: 'plain' | 'view';
  includeIcon?: boolean;
  includeLabels?: boolean;
}

export async function getSpace(session: ApiSession, spaceId: string, options: SpaceReadOptions = {}, signal?: AbortSignal): Promise<ConfluenceSpaceDetail> {
  const response = await session.request({
    area: 'confluence',
    path: `${V2}/spaces/${segment(spaceId)}`,
    query: { 'description-format': options.descriptionFormat, 'include-icon': options.includeIcon, 'include-labels': options.includeLabels },
    signal,
  });
  return readBody('confluence', v2SpaceDetail, response.body);
}

/** Who may do what in the space (users, groups, roles), one grant per entry. */
export function listSpacePermissions(session: ApiSession, spaceId: string, page: PageRequest = {}): Promise<CursorPage<SpacePermission>> {
  return fetchCursorPage(session, { path: `${V2}/spaces/${segment(spaceId)}/permissions` }, v2SpacePermission, page);
}
