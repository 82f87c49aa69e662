import { z } from 'zod';
import type { ContentVersion } from '../../../contract/confluence/content';
import type { ApiSession } from '../../http/session';
import { fetchCursorPage, type CursorPage, type PageRequest } from '../shared/paging';
import { commaList, segment, V2 } from '../shared/paths';
import { idText, maybeId, maybeText } from '../shared/fields';
import { v2Version } from '../shared/version-schema';

/**
 * A blog post as v2 lists it. It has no `ownerId` (only pages do, in the official spec, read or write):
 * the author is the one person it names, and Confluence offers no way to hand it to someone else.
 */
export interface ConfluenceBlogPost {
  id: string;
  title: string;
  status: string;
  spaceId: string | null;
  authorId: string | null;
  createdAt: string | null;
  version: ContentVersion | null;
  webuiPath: string | null;
}

const v2BlogPost = z
  .looseObject({
    id: idText,
    title: z.string().nullish(),
    status: z.string(),
    spaceId: maybeId,
    authorId: maybeText,
    createdAt: maybeText,
    version: v2Version.nullish(),
    _links: z.looseObject({ webui: maybeText }).nullish(),
  })
  .transform(
    (post): ConfluenceBlogPost => ({
      id: post.id,
      title: post.title ?? '',
      status: post.status,
      spaceId: post.spaceId,
      authorId: post.authorId,
      createdAt: post.createdAt,
      version: post.version ?? null,
      webuiPath: post._links?.webui ?? null,
    }),
  );

export interface SpaceBlogPostsFilter {
  spaceId: string;
  status?: Array<'current' | 'deleted' | 'trashed'>;
  sort?: 'id' | '-id' | 'created-date' | '-created-date' | 'modified-date' | '-modified-date';
}

/** The blog posts of a space (current ones unless asked otherwise), the largest page (250) at a time. */
export function listBlogPostsInSpace(session: ApiSession, filter: SpaceBlogPostsFilter, page: PageRequest = {}): Promise<CursorPage<ConfluenceBlogPost>> {
  const query = { status: commaList(filter.status), sort: filter.sort };
  return fetchCursorPage(session, { path: `${V2}/spaces/${segment(filter.spaceId)}/blogposts`, query }, v2BlogPost, page);
}
