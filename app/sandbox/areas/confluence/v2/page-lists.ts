import type { RouteDef, SandboxRequest, World } from '../../../kit';
import { viewerOf } from '../access';
import { currentVersion, lastModified, requireSpace, titleOf } from '../content';
import { v2Error } from '../errors';
import { readEnum, readEnumList } from '../query';
import type { ConfluenceState, ContentRecord } from '../state';
import { LIST_BODY_FORMATS } from './bodies';
import { idListParam, numericParam } from './ids';
import { pageBulk } from './page-view';
import { cursorPage, readV2Limit, standardOrder } from './paging';

const PAGE_SORTS = ['id', '-id', 'created-date', '-created-date', 'modified-date', '-modified-date', 'title', '-title'] as const;
const LIST_STATUSES = ['current', 'archived', 'deleted', 'trashed'] as const;

function pageOrder(req: SandboxRequest) {
  const sort = readEnum(req.query, 'sort', PAGE_SORTS, 'id', v2Error);
  return standardOrder<ContentRecord>(sort, { createdAt: (page) => page.createdAt, modifiedAt: lastModified, title: titleOf });
}

/** The filters every page list shares: status (current and archived by default), title, body format. */
function listPages(req: SandboxRequest, state: ConfluenceState, world: World, candidates: (page: ContentRecord) => boolean) {
  const statuses = readEnumList(req.query, 'status', LIST_STATUSES, v2Error);
  const wanted = new Set<string>(statuses.length === 0 ? ['current', 'archived'] : statuses);
  const title = req.query.get('title');
  const spaceIds = idListParam(req.query, 'space-id', 100);
  const bodyFormat = req.query.has('body-format') ? readEnum(req.query, 'body-format', LIST_BODY_FORMATS, 'storage', v2Error) : null;
  const order = pageOrder(req);
  const limit = readV2Limit(req.query, 25);
  // Pages restricted away from the caller are left out of every list, as if they did not exist.
  const visible = viewerOf(state, world, req.caller.accountId);
  const pages = Object.values(state.contents).filter(
    (page) => page.type === 'page' && wanted.has(page.status) && (title === null || titleOf(page) === title) && (spaceIds === null || spaceIds.has(page.spaceId)) && candidates(page),
  );
  return cursorPage(req, pages, order, limit, (page) => pageBulk(state, page, bodyFormat, currentVersion(page)), visible);
}

export const pageListRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/api/v2/pages',
    handle: (req, state, world) => {
      const ids = idListParam(req.query, 'id', 250);
      const subtype = req.query.get('subtype');
      // Only classic pages exist in the sandbox, so a subtype=live filter finds none.
      return listPages(req, state, world, (page) => (ids === null || ids.has(page.id)) && subtype !== 'live');
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/spaces/{id}/pages',
    handle: (req, state, world) => {
      const space = requireSpace(state, numericParam(req, 'id'), v2Error);
      const depth = readEnum(req.query, 'depth', ['all', 'root'] as const, 'all', v2Error);
      return listPages(req, state, world, (page) => page.spaceId === space.id && (depth === 'all' || page.parentId === null));
    },
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/labels/{id}/pages',
    handle: (req, state, world) => {
      const labelId = numericParam(req, 'id');
      if (state.labels[labelId] === undefined) throw v2Error(404, `No label with id ${labelId}.`);
      return listPages(req, state, world, (page) => page.labelIds.includes(labelId));
    },
  },
];
