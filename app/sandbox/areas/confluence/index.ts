import type { AreaModule, RouteDef } from '../../kit';
import { generateConfluence } from './data/generate';
import { v1ErrorBody, v2ErrorBody } from './errors';
import type { ConfluenceState } from './state';
import { accessRoutes } from './v1/access-routes';
import { restrictionRoutes } from './v1/restriction-routes';
import { contentSearchRoutes } from './v1/content-search-routes';
import { searchRoutes } from './v1/search-routes';
import { searchUserRoutes } from './v1/search-user-routes';
import { attachmentDownloadRoutes } from './v1/attachment-download-routes';
import { templateRoutes } from './v1/template-routes';
import { versionRoutes } from './v1/version-routes';
import { attachmentRoutes } from './v2/attachment-routes';
import { blogPostRoutes } from './v2/blogpost-routes';
import { customContentContainerRoutes } from './v2/custom-content-container-routes';
import { customContentRoutes } from './v2/custom-content-routes';
import { pageListRoutes } from './v2/page-lists';
import { pageRoutes } from './v2/page-routes';
import { pageTreeRoutes } from './v2/page-tree-routes';
import { pageVersionRoutes } from './v2/page-version-routes';
import { spaceCreateRoute } from './v2/space-create-route';
import { spaceRoutes } from './v2/space-routes';

export type { ConfluenceState } from './state';

/** Literal paths (`/template/page`) come before the patterns they would also match (`/template/{id}`). */
const routes: RouteDef<ConfluenceState>[] = [
  ...restrictionRoutes,
  ...accessRoutes,
  ...versionRoutes,
  ...templateRoutes,
  ...searchUserRoutes,
  ...contentSearchRoutes,
  ...searchRoutes,
  ...pageListRoutes,
  ...pageRoutes,
  ...pageTreeRoutes,
  ...pageVersionRoutes,
  ...blogPostRoutes,
  ...spaceRoutes,
  spaceCreateRoute,
  ...attachmentRoutes,
  ...customContentRoutes,
  ...customContentContainerRoutes,
  ...attachmentDownloadRoutes,
];

/** Errors the server makes itself (auth, rate limits, validation) take the shape of the API generation asked for. */
function confluenceErrorBody(status: number, message: string, path: string): unknown {
  return path.startsWith('/wiki/api/v2/') ? v2ErrorBody(status, message) : v1ErrorBody(status, message);
}

export const confluenceArea: AreaModule<ConfluenceState> = {
  area: 'confluence',
  routes,
  generate: generateConfluence,
  errorBody: confluenceErrorBody,
};
