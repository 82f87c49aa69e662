import type { SandboxRequest } from '../../../kit';
import { bodyOf, currentVersion, webuiPath } from '../content';
import { readBool } from '../query';
import type { ConfluenceState, ContentRecord, VersionRecord } from '../state';
import { renderBody } from './bodies';
import { v2Version } from './version-view';

/** PageBulk, optionally as of an older version (GET with `version`). */
export function pageBulk(
  state: ConfluenceState,
  page: ContentRecord,
  bodyFormat: string | null,
  version: VersionRecord = currentVersion(page),
): Record<string, unknown> {
  const webui = webuiPath(state.spaces[page.spaceId], page);
  const isHistorical = version !== currentVersion(page);
  return {
    id: page.id,
    status: isHistorical ? 'historical' : page.status,
    title: version.title,
    spaceId: page.spaceId,
    // The spec declares both as non-null strings: a page at the root of its space leaves them out.
    ...(page.parentId === null ? {} : { parentId: page.parentId, parentType: 'page' }),
    position: page.position,
    authorId: page.authorId,
    ownerId: page.ownerId,
    lastOwnerId: null,
    subtype: null,
    createdAt: page.createdAt,
    version: v2Version(version),
    body: renderBody(bodyOf(page, version), bodyFormat),
    _links: { webui, editui: `/pages/resumedraft.action?draftId=${page.id}`, tinyui: `/x/${page.id}` },
  };
}

function collection(req: SandboxRequest, path: string, results: unknown[]): Record<string, unknown> {
  return { results, meta: { hasMore: false, cursor: '' }, _links: { self: `${req.baseUrl}/wiki/api/v2${path}` } };
}

/** PageSingle: PageBulk plus the collections the client asked for with include-* flags. */
export function pageSingle(
  req: SandboxRequest,
  state: ConfluenceState,
  page: ContentRecord,
  bodyFormat: string | null,
  version?: VersionRecord,
): Record<string, unknown> {
  const single: Record<string, unknown> = pageBulk(state, page, bodyFormat, version);
  if (!readBool(req.query, 'include-version', true)) delete single.version;
  const base = `/pages/${page.id}`;
  if (readBool(req.query, 'include-labels', false)) {
    const labels = page.labelIds.flatMap((id) => {
      const label = state.labels[id];
      return label === undefined ? [] : [{ id: label.id, name: label.name, prefix: label.prefix }];
    });
    single.labels = collection(req, `${base}/labels`, labels);
  }
  if (readBool(req.query, 'include-versions', false)) {
    single.versions = collection(req, `${base}/versions`, [...page.versions].reverse().map(v2Version));
  }
  if (readBool(req.query, 'include-properties', false)) single.properties = collection(req, `${base}/properties`, []);
  if (readBool(req.query, 'include-operations', false)) {
    single.operations = collection(req, `${base}/operations`, ['read', 'update', 'delete'].map((operation) => ({ operation, targetType: 'page' })));
  }
  if (readBool(req.query, 'include-likes', false)) single.likes = collection(req, `${base}/likes/users`, []);
  if (readBool(req.query, 'include-favorited-by-current-user-status', false)) single.isFavoritedByCurrentUser = false;
  const links = single._links;
  single._links = { ...(typeof links === 'object' && links !== null ? links : {}), base: `${req.baseUrl}/wiki` };
  return single;
}
