import type { RouteDef, SandboxRequest, World } from '../../../kit';
import { viewerOf } from '../access';
import { bodyOf, plainText, sandboxClock } from '../content';
import { contentFieldTable, CONTENT_SORTABLE, customBodyText, type SearchDoc, searchDocs } from '../cql/content-fields';
import { runCql } from '../cql/run';
import { v1Error } from '../errors';
import { readBool, readInt, readList } from '../query';
import type { ConfluenceState } from '../state';
import { friendlyWhen } from './friendly';
import type { OffsetWindow } from './paging';
import { decodeSearchCursor, searchLinks } from './search-paging';

/** Confluence's icon class of a result; apps' custom content types have no icon of Confluence's own. */
function iconOf(doc: SearchDoc): string {
  return doc.customContent === null ? `aui-icon content-type-${doc.type}` : 'aui-icon content-type-custom';
}

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

/** The text an excerpt is cut from: a body, or an attachment's comment. */
function excerptSource(doc: SearchDoc): string {
  if (doc.content !== null) return plainText(bodyOf(doc.content));
  if (doc.customContent !== null) return customBodyText(doc.customContent.body);
  return doc.attachment?.comment ?? '';
}

function excerptOf(doc: SearchDoc, mode: string): string {
  if (mode === 'none') return '';
  const text = excerptSource(doc);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** Where the result opens in the browser; custom content at the address its v2 `_links.webui` gives. */
function webuiOf(doc: SearchDoc): string {
  if (doc.customContent !== null) return `/display/custom/${doc.id}`;
  if (doc.type === 'attachment') return `/pages/viewpageattachments.action?pageId=${doc.parentId ?? ''}`;
  return `/spaces/${doc.space.key}/${doc.type === 'page' ? 'pages' : 'blog'}/${doc.id}`;
}

/** One search result; custom content has the same shape as pages, with its type key as `content.type`. */
function renderResult(req: SandboxRequest, world: World, doc: SearchDoc): Record<string, unknown> {
  const webui = webuiOf(doc);
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
    iconCssClass: iconOf(doc),
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
      // Content restricted away from the caller is not found, as in Confluence (its attachments neither).
      const seen = viewerOf(state, world, req.caller.accountId);
      const pageOf = (doc: SearchDoc) => {
        const containerId = doc.attachment?.containerId ?? doc.customContent?.pageId ?? null;
        return doc.content ?? (containerId === null ? null : (state.contents[containerId] ?? null));
      };
      // What the caller may not see is left out after the query: cheaper on a large site, and it finds the same.
      const docs = searchDocs(state, readBool(req.query, 'includeArchivedSpaces', false));
      const found = runCql(cql, contentFieldTable(req.caller.accountId, now), CONTENT_SORTABLE, docs, byRecency).filter((doc) => {
        const page = pageOf(doc);
        return page === null || seen(page);
      });
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
