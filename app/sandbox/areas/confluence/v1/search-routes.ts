import type { RouteDef, SandboxRequest, World } from '../../../kit';
import { bodyOf, plainText, sandboxClock } from '../content';
import { contentFieldTable, CONTENT_SORTABLE, type SearchDoc, searchDocs } from '../cql/content-fields';
import { runCql } from '../cql/run';
import { v1Error } from '../errors';
import { readBool, readInt, readList } from '../query';
import type { ConfluenceState } from '../state';
import { friendlyWhen } from './friendly';
import type { OffsetWindow } from './paging';
import { decodeSearchCursor, searchLinks } from './search-paging';

const ICONS: Record<SearchDoc['type'], string> = {
  page: 'aui-icon content-type-page',
  blogpost: 'aui-icon content-type-blogpost',
  attachment: 'aui-icon content-type-attachment',
};

/** Fixed system limits of the real search: 25 with rendered bodies, 50 with other bodies, else 1000. */
function systemLimit(expand: string[]): number {
  if (expand.some((value) => value.includes('export_view') || value.includes('styled_view'))) return 25;
  if (expand.some((value) => value.includes('body'))) return 50;
  return 1000;
}

/** `start` and `limit`, where a cursor from a previous `_links.next`/`prev` wins over `start`. */
function searchWindow(req: SandboxRequest, maxLimit: number): OffsetWindow {
  const limit = Math.min(readInt(req.query, 'limit', { def: 25, min: 0 }, v1Error), maxLimit);
  const cursor = req.query.get('cursor');
  const start = cursor !== null && cursor !== '' ? decodeSearchCursor(cursor) : readInt(req.query, 'start', { def: 0, min: 0 }, v1Error);
  return { start, limit };
}

function excerptOf(doc: SearchDoc, mode: string): string {
  if (mode === 'none') return '';
  const text = doc.content !== null ? plainText(bodyOf(doc.content)) : doc.attachment?.comment ?? '';
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function renderResult(req: SandboxRequest, world: World, doc: SearchDoc): Record<string, unknown> {
  const webui = doc.type === 'attachment' ? `/pages/viewpageattachments.action?pageId=${doc.parentId ?? ''}` : `/spaces/${doc.space.key}/${doc.type === 'page' ? 'pages' : 'blog'}/${doc.id}`;
  const lastModified = new Date(doc.lastModified).toISOString();
  return {
    content: {
      id: doc.id,
      type: doc.type,
      status: 'current',
      title: doc.title,
      _expandable: { space: `/rest/api/space/${doc.space.key}`, version: '', history: `/rest/api/content/${doc.id}/history` },
      _links: { webui, self: `${req.baseUrl}/wiki/rest/api/content/${doc.id}`, tinyui: `/x/${doc.id}` },
    },
    title: doc.title,
    excerpt: excerptOf(doc, req.query.get('excerpt') ?? 'highlight'),
    url: webui,
    resultGlobalContainer: { title: doc.space.name, displayUrl: `/spaces/${doc.space.key}` },
    breadcrumbs: [],
    entityType: 'content',
    iconCssClass: ICONS[doc.type],
    lastModified,
    friendlyLastModified: friendlyWhen(lastModified, sandboxClock(world)),
    score: 0,
  };
}

/** Without ORDER BY, newest changes first stands in for relevance. */
function byRecency(a: SearchDoc, b: SearchDoc): number {
  return b.lastModified - a.lastModified || Number(b.id.replace(/^att/, '')) - Number(a.id.replace(/^att/, ''));
}

export const searchRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/rest/api/search',
    handle: (req, state, world) => {
      const began = Date.now();
      const cql = req.query.get('cql');
      const now = Date.parse(sandboxClock(world));
      const docs = searchDocs(state, readBool(req.query, 'includeArchivedSpaces', false));
      const found = runCql(cql, contentFieldTable(req.caller.accountId, now), CONTENT_SORTABLE, docs, byRecency);
      const window = searchWindow(req, systemLimit(readList(req.query, 'expand')));
      const page = found.slice(window.start, window.start + window.limit);
      return {
        status: 200,
        body: {
          results: page.map((doc) => renderResult(req, world, doc)),
          start: window.start,
          limit: window.limit,
          size: page.length,
          totalSize: found.length,
          cqlQuery: cql,
          searchDuration: Date.now() - began,
          _links: searchLinks(req, window, found.length),
        },
      };
    },
  },
];
