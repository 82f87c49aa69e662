import type { RouteDef, SandboxRequest, World } from '../../../kit';
import { ancestorsOf, viewerOf } from '../access';
import { sandboxClock, titleOf } from '../content';
import { CONTENT_SORTABLE, contentFieldTable, searchDocs } from '../cql/content-fields';
import { ordersResults, runCql } from '../cql/run';
import { v1Error } from '../errors';
import { readInt, readList } from '../query';
import type { ConfluenceState, ContentRecord } from '../state';
import { decodeSearchPosition, searchLinks } from './search-paging';
import { renderRestriction } from './restriction-view';

/** The real service answers at most this many items per page of content search. */
const MAX_LIMIT = 250;

function renderContent(req: SandboxRequest, state: ConfluenceState, world: World, content: ContentRecord, expand: string[]): Record<string, unknown> {
  const rendered: Record<string, unknown> = {
    id: content.id,
    type: content.type,
    status: content.status,
    title: titleOf(content),
    _expandable: {},
    _links: { self: `${req.baseUrl}/wiki/rest/api/content/${content.id}`, webui: `/spaces/${state.spaces[content.spaceId]?.key ?? ''}/pages/${content.id}` },
  };
  const space = state.spaces[content.spaceId];
  if (expand.includes('space') && space !== undefined) rendered.space = { id: Number(space.id), key: space.key, name: space.name, type: space.type, status: space.status, _expandable: {}, _links: {} };
  if (expand.includes('ancestors')) {
    rendered.ancestors = ancestorsOf(state, content).map((ancestor) => ({ id: ancestor.id, type: ancestor.type, status: ancestor.status, title: titleOf(ancestor), _expandable: {}, _links: {} }));
  }
  const operations = (['read', 'update'] as const).filter((operation) => expand.some((value) => value === `restrictions.${operation}.restrictions.user` || value === `restrictions.${operation}.restrictions.group`));
  if (operations.length > 0) {
    const view = { window: { start: 0, limit: 200 }, expand: null };
    rendered.restrictions = Object.fromEntries(operations.map((operation) => [operation, renderRestriction(req, state, world, content, operation, view)]));
  }
  return rendered;
}

export const contentSearchRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/rest/api/content/search',
    handle: (req, state, world) => {
      const cql = req.query.get('cql');
      const expand = readList(req.query, 'expand');
      const limit = Math.min(readInt(req.query, 'limit', { def: 25, min: 0 }, v1Error), MAX_LIMIT);
      const cursor = req.query.get('cursor');
      const position = cursor !== null && cursor !== '' ? decodeSearchPosition(cursor) : { offset: 0, afterId: undefined };
      const start = position.offset;
      const seen = viewerOf(state, world, req.caller.accountId);
      const inIdOrder = !ordersResults(cql);
      // A next page of a search in id order goes on after the last id served, so the content before it is
      // neither matched nor checked again: reading a 100,000-page space 250 at a time took minutes.
      const afterId = inIdOrder ? position.afterId : undefined;
      const skip = afterId === undefined ? start : 0;
      // Content search answers in a stable order (by id), so a cursor walk never skips or repeats. What the
      // caller may not see is left out after the query, which is cheaper on a large site and finds the same;
      // and only up to the page and one past it (whether a next page exists), not through the whole space.
      const found = runCql(cql, contentFieldTable(req.caller.accountId, Date.parse(sandboxClock(world))), CONTENT_SORTABLE, searchDocs(state, false, true, afterId), (a, b) => Number(a.id) - Number(b.id));
      const shown: ContentRecord[] = [];
      for (const doc of found) {
        if (shown.length > skip + limit) break;
        if (doc.content !== null && seen(doc.content)) shown.push(doc.content);
      }
      const page = shown.slice(skip, skip + limit);
      const last = page[page.length - 1];
      return {
        status: 200,
        body: {
          results: page.map((content) => renderContent(req, state, world, content, expand)),
          start,
          limit,
          size: page.length,
          // At most one past the page: enough for searchLinks to know whether a next page exists.
          _links: searchLinks(req, { start, limit }, start + shown.length - skip, inIdOrder && last !== undefined ? Number(last.id) : undefined),
        },
      };
    },
  },
];
