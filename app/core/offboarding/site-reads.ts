import { searchContentWithRestrictions } from '../../api/confluence/v1/content-search';
import { everyCursorItem } from '../../api/confluence/shared/paging';
import { listBlogPostsInSpace } from '../../api/confluence/v2/blogposts';
import { listPages } from '../../api/confluence/v2/pages';
import { listSpacePermissions, listSpaces } from '../../api/confluence/v2/spaces';
import type { ApiSession } from '../../api/http/session';
import { listAllNotificationSchemes, listAllSchemeProjectMappings } from '../../api/jira/notification-schemes';
import { searchAllProjects } from '../../api/jira/projects';
import type { SpacePermission } from '../../contract/confluence/pages-and-spaces.channels';
import type { NotificationSchemeView } from '../../contract/jira/models';
import type { JiraProjectView } from '../../contract/jira/projects.channels';

/**
 * What an inventory reads of a site, each list once however many people it is for, at the largest page
 * each endpoint allows: pages and blog posts 250 at a time with their owners, every page's own restrictions
 * 250 at a time through content search, each space's permissions, every notification scheme with its
 * recipients and the projects using it, every project with its lead.
 */

export interface SiteJira {
  schemes: NotificationSchemeView[];
  mappings: { schemeId: string; projectId: string }[];
  projects: JiraProjectView[];
}

export const readSpaces = (session: ApiSession, signal: AbortSignal, counted: () => void) =>
  everyCursorItem((page) => listSpaces(session, { status: 'current' }, page), signal, counted);

/** Every permission of a space: who administers it, who may view it. */
export const readSpacePermissions = (session: ApiSession, spaceId: string, signal: AbortSignal, counted: () => void): Promise<SpacePermission[]> =>
  everyCursorItem((page) => listSpacePermissions(session, spaceId, page), signal, counted);

/** Who holds one space-wide operation (`administer`, `read`). */
export function holders(grants: readonly SpacePermission[], key: 'administer' | 'read'): SpacePermission['principal'][] {
  return grants.filter((grant) => grant.operation.key === key && grant.operation.targetType === 'space').map((grant) => grant.principal);
}

/** Every page of the site, current and archived (the list's default), with its owner. */
export const readPages = (session: ApiSession, signal: AbortSignal, counted: () => void) => everyCursorItem((page) => listPages(session, {}, page), signal, counted);

/** A space's current blog posts; a blog post has no owner of its own, so its author stands for one. */
export const readBlogPosts = (session: ApiSession, spaceId: string, signal: AbortSignal, counted: () => void) =>
  everyCursorItem((page) => listBlogPostsInSpace(session, { spaceId }, page), signal, counted);

/** Every page with its own restrictions: content search answers them 250 a request. */
export const readRestrictedPages = (session: ApiSession, signal: AbortSignal, counted: () => void) =>
  everyCursorItem((page) => searchContentWithRestrictions(session, 'type = page', page), signal, counted);

export async function readJira(session: ApiSession, signal: AbortSignal): Promise<SiteJira> {
  const [schemes, mappings, projects] = await Promise.all([
    listAllNotificationSchemes(session, ['all'], signal),
    listAllSchemeProjectMappings(session, signal),
    searchAllProjects(session, { expand: ['lead'] }, signal),
  ]);
  return { schemes, mappings, projects };
}
