import type { ConfluencePage } from '../../../contract/confluence/pages-and-spaces.channels';
import { AppError } from '../../../contract/errors';
import type { ApiSession } from '../../http/session';
import { getPage, updatePage } from './pages';

/** A page or blog post, by id. */
export interface ContentRef {
  kind: 'page' | 'blogpost';
  id: string;
}

/** What the new version of a handed-over page says in its history. */
export const HANDOVER_VERSION_MESSAGE = 'Owner handed over';

/**
 * Makes `newOwnerId` the owner of a page: reads its title, body and version, and saves them back
 * unchanged as the next version with the new owner, answering the page as Confluence saved it. A page
 * saved by someone else in between makes Confluence answer 409 (conflict), and nothing changes.
 * A blog post is refused before any request: the v2 API gives blog posts no owner to change.
 */
export async function transferOwnership(session: ApiSession, item: ContentRef, newOwnerId: string, signal?: AbortSignal): Promise<ConfluencePage> {
  if (item.kind === 'blogpost') {
    throw new AppError('VALIDATION', 'Confluence has no owner to change on a blog post: it stays with the person who wrote it.', { reason: 'blogpost.noOwner' });
  }
  const page = await getPage(session, item.id, { bodyFormat: 'storage' }, signal);
  if (page.version === null || page.body === null) throw new AppError('UPSTREAM', 'Confluence did not say which version of the page this is, so its owner was left as it was.');
  return updatePage(
    session,
    {
      pageId: page.id,
      status: 'current',
      title: page.title,
      body: { representation: 'storage', value: page.body.value },
      basedOnVersion: page.version.number,
      versionMessage: HANDOVER_VERSION_MESSAGE,
      ownerId: newOwnerId,
    },
    signal,
  );
}
