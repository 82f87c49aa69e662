import type { RouteDef } from '../../../kit';
import { findVersion, titleOf } from '../content';
import { v2Error } from '../errors';
import { readEnum } from '../query';
import type { ConfluenceState, VersionRecord } from '../state';
import { numericParam } from './ids';
import { cursorPage, readV2Limit, type SortOrder } from './paging';
import { detailedVersion, v2Version, versionOrderKey } from './version-view';

const VERSION_SORTS = ['modified-date', '-modified-date'] as const;

/** Version lists sort by date (newest first by default), the version number breaking ties. */
export function readVersionSort<T extends { createdAt: string; number: number }>(query: URLSearchParams): SortOrder<T> {
  const sort = readEnum(query, 'sort', VERSION_SORTS, '-modified-date', v2Error);
  return { name: sort, descending: sort.startsWith('-'), key: versionOrderKey };
}

function requirePage(state: ConfluenceState, id: string) {
  const content = state.contents[id];
  if (content === undefined || content.type !== 'page') throw v2Error(404, `No page with id ${id}.`);
  return content;
}

export const pageVersionRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/api/v2/pages/{id}/versions',
    handle: (req, state) => {
      const page = requirePage(state, numericParam(req, 'id'));
      const order = readVersionSort(req.query);
      return cursorPage(req, page.versions, order, readV2Limit(req.query, 25), (version: VersionRecord) => ({
        ...v2Version(version),
        page: { id: page.id, title: titleOf(page) },
      }));
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/pages/{page-id}/versions/{version-number}',
    handle: (req, state) => {
      const page = requirePage(state, numericParam(req, 'page-id'));
      const number = Number(numericParam(req, 'version-number'));
      const version = findVersion(page, number);
      if (version === undefined) throw v2Error(404, `Page ${page.id} has no version ${number}.`);
      return { status: 200, body: detailedVersion(page.versions, version) };
    },
  },
];
