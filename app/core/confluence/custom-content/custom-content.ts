import { searchContent } from '../../../api/confluence/v1/search';
import { getCustomContent, updateCustomContent } from '../../../api/confluence/v2/custom-content';
import type { ApiSession } from '../../../api/http/session';
import type { CustomContent, CustomContentEdit } from '../../../contract/confluence/custom-content.channels';
import type { RenderedVersion } from '../../../contract/confluence/content';
import { AppError, isAppError } from '../../../contract/errors';
import type { HistoryWorker } from '../history/compare/history-worker-client';
import { nameOf } from '../shared/people';

/**
 * Custom content as an admin sees it: its body shown safely (storage format rendered like a page,
 * anything else, such as an app's JSON, as plain text), and a save that says who got there first.
 */

export interface CustomContentView {
  item: CustomContent;
  /** Storage format, rendered; null for other bodies, shown as text. */
  rendered: RenderedVersion | null;
  /** The body as stored (pretty-printed when it is JSON). */
  text: string;
}

function readable(value: string): string {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

export async function viewCustomContent(session: ApiSession, worker: HistoryWorker, id: string, signal?: AbortSignal): Promise<CustomContentView> {
  const item = await getCustomContent(session, id, { bodyFormat: 'raw' }, signal);
  const value = item.body?.value ?? '';
  const looksLikeMarkup = value.trimStart().startsWith('<');
  return { item, rendered: looksLikeMarkup ? await worker.render(value, signal) : null, text: looksLikeMarkup ? value : readable(value) };
}

/** Saves an edit; when someone saved a newer version meanwhile, says who and when, and saves nothing. */
export async function saveCustomContent(session: ApiSession, edit: CustomContentEdit, signal?: AbortSignal): Promise<CustomContent> {
  try {
    return await updateCustomContent(session, edit, signal);
  } catch (error) {
    if (!isAppError(error) || error.info.code !== 'CONFLICT') throw error;
    const now = await getCustomContent(session, edit.id, {}, signal);
    const who = await nameOf(session, now.version?.authorId ?? null, signal);
    const when = now.version?.createdAt ? ` on ${now.version.createdAt.slice(0, 16).replace('T', ' at ')} UTC` : '';
    throw new AppError('CONFLICT', `${who.charAt(0).toUpperCase()}${who.slice(1)} saved version ${now.version?.number ?? '?'}${when}, after you opened it. Your changes were not saved: reload to see theirs, then edit again.`, {
      reason: 'editedMeanwhile',
    });
  }
}

/** Pages of search results read while looking for types: enough to find every app's type in a space. */
const TYPE_SEARCH_PAGES = 4;
const BUILT_IN = new Set(['page', 'blogpost', 'comment', 'attachment', 'folder', 'whiteboard', 'database', 'embed']);

/**
 * The custom content types in use in a space. Apps define them and no API lists them, so a content search
 * for everything that is not a built-in type finds them.
 */
export async function customContentTypes(session: ApiSession, spaceKey: string, signal?: AbortSignal): Promise<string[]> {
  const key = spaceKey.replace(/["\\]/g, '');
  const found = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < TYPE_SEARCH_PAGES; page += 1) {
    const results = await searchContent(session, { cql: `space = "${key}" and type not in (page, blogpost, comment, attachment)`, excerpt: 'none' }, { cursor, signal });
    for (const hit of results.items) if (hit.content !== null && !BUILT_IN.has(hit.content.type)) found.add(hit.content.type);
    cursor = results.nextCursor ?? undefined;
    if (cursor === undefined) break;
  }
  return [...found].sort();
}
