import type { RouteDef, SandboxRequest, World } from '../../../kit';
import { viewerOf } from '../access';
import { bodyOf, currentVersion, findVersion, lastModified, requireSpace, titleOf, webuiPath } from '../content';
import { v2Error } from '../errors';
import { readEnum, readEnumList, readOptionalInt } from '../query';
import type { ConfluenceState, ContentRecord, VersionRecord } from '../state';
import { LIST_BODY_FORMATS, renderBody, SINGLE_BODY_FORMATS } from './bodies';
import { numericParam } from './ids';
import { requireVisibleContent } from './page-tree-routes';
import { cursorPage, readV2Limit, standardOrder } from './paging';
import { v2Version } from './version-view';

const BLOGPOST_SORTS = ['id', '-id', 'created-date', '-created-date', 'modified-date', '-modified-date'] as const;
const LIST_STATUSES = ['current', 'deleted', 'trashed'] as const;

/**
 * BlogPostBulk. A blog post has no `ownerId` in the v2 API (only pages do): its author is the only
 * person it names, so the sandbox answers no owner either.
 */
function blogPostBulk(state: ConfluenceState, post: ContentRecord, bodyFormat: string | null, version: VersionRecord = currentVersion(post)): Record<string, unknown> {
  return {
    id: post.id,
    status: version === currentVersion(post) ? post.status : 'historical',
    title: version.title,
    spaceId: post.spaceId,
    authorId: post.authorId,
    createdAt: post.createdAt,
    version: v2Version(version),
    body: renderBody(bodyOf(post, version), bodyFormat),
    _links: blogPostLinks(state, post),
  };
}

function blogPostLinks(state: ConfluenceState, post: ContentRecord): Record<string, string> {
  return { webui: webuiPath(state.spaces[post.spaceId], post), editui: `/pages/resumedraft.action?draftId=${post.id}`, tinyui: `/x/${post.id}` };
}

function listInSpace(req: SandboxRequest, state: ConfluenceState, world: World) {
  const space = requireSpace(state, numericParam(req, 'id'), v2Error);
  const statuses = readEnumList(req.query, 'status', LIST_STATUSES, v2Error);
  const wanted = new Set<string>(statuses.length === 0 ? ['current'] : statuses);
  const title = req.query.get('title');
  const bodyFormat = req.query.has('body-format') ? readEnum(req.query, 'body-format', LIST_BODY_FORMATS, 'storage', v2Error) : null;
  const sort = readEnum(req.query, 'sort', BLOGPOST_SORTS, 'id', v2Error);
  const order = standardOrder<ContentRecord>(sort, { createdAt: (post) => post.createdAt, modifiedAt: lastModified, title: titleOf });
  const limit = readV2Limit(req.query, 25);
  const visible = viewerOf(state, world, req.caller.accountId);
  const posts = Object.values(state.contents).filter(
    (post) => post.type === 'blogpost' && post.spaceId === space.id && wanted.has(post.status) && (title === null || titleOf(post) === title) && visible(post),
  );
  return cursorPage(req, posts, order, limit, (post) => blogPostBulk(state, post, bodyFormat));
}

export const blogPostRoutes: RouteDef<ConfluenceState>[] = [
  {
    method: 'GET',
    path: '/wiki/api/v2/spaces/{id}/blogposts',
    handle: (req, state, world) => listInSpace(req, state, world),
  },
  {
    method: 'GET',
    path: '/wiki/api/v2/blogposts/{id}',
    handle: (req, state, world) => {
      const post = requireVisibleContent(req, state, world, 'blogpost');
      if (post.status === 'trashed' && !req.query.getAll('status').join(',').includes('trashed')) {
        throw v2Error(404, `Blog post ${post.id} is in the trash; ask with status=trashed.`);
      }
      const number = readOptionalInt(req.query, 'version', v2Error);
      const version = number === null ? undefined : findVersion(post, number);
      if (number !== null && version === undefined) throw v2Error(404, `Blog post ${post.id} has no version ${number}.`);
      const bodyFormat = req.query.has('body-format') ? readEnum(req.query, 'body-format', SINGLE_BODY_FORMATS, 'storage', v2Error) : null;
      const single = blogPostBulk(state, post, bodyFormat, version);
      single._links = { ...blogPostLinks(state, post), base: `${req.baseUrl}/wiki` };
      return { status: 200, body: single };
    },
  },
];
