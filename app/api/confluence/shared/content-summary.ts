import { isAppError } from '../../../contract/errors';
import type { ApiSession } from '../../http/session';
import { getPage } from '../v2/pages';

export interface ContentSummary {
  title: string;
  currentVersion: number | null;
}

/**
 * Title and current version of a page, for plain-words targets and version checks. Classic endpoints
 * also serve blog posts, which the v2 page read does not: those answer null and are named by id.
 */
export async function pageSummary(session: ApiSession, contentId: string, signal?: AbortSignal): Promise<ContentSummary | null> {
  try {
    const page = await getPage(session, contentId, {}, signal);
    return { title: page.title, currentVersion: page.version?.number ?? null };
  } catch (error) {
    if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** `Page “Onboarding”`, or `Content 123` when it is not a page Orgdesk can name. */
export function contentLabel(contentId: string, summary: ContentSummary | null): string {
  return summary ? `Page “${summary.title}”` : `Content ${contentId}`;
}
