import { contentLabel, pageSummary } from '../../../api/confluence/shared/content-summary';
import { getVersion, listVersions } from '../../../api/confluence/v1/versions';
import type { ApiSession } from '../../../api/http/session';
import type { HistoryVersion, VersionRef } from '../../../contract/confluence/history.channels';
import { AppError, isAppError } from '../../../contract/errors';
import { mapLimited } from '../../../jobs/map-limited';
import { changedSincePreview } from '../../../jobs/planned-runs';
import { nameOr } from '../../handlers/activity-names';

/** `2026-03-02 10:04 UTC`: a moment to the minute, as the Activity log says it. */
export function minuteWords(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/** `saved 2026-03-02 10:04 UTC`: when a version was saved, in the words the Activity log uses. */
export function savedAtWords(createdAt: string): string {
  return `saved ${minuteWords(createdAt)}`;
}

/** A page (or other content) as the Activity log names it, looked up before a write; its id when the lookup fails. */
export function contentWords(session: ApiSession, contentId: string, signal: AbortSignal): Promise<string> {
  return nameOr(async () => contentLabel(contentId, await pageSummary(session, contentId, signal)), `Content ${contentId}`);
}

/** Two saved-at times name the same moment (the API may write the same time in two ways). */
export function sameMoment(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  return a === b || Date.parse(a) === Date.parse(b);
}

/**
 * Every version of a page, newest first, page after page to the end (250 per request); `onRead` hears of
 * each batch as it arrives, and may hold the next one back (a paused job).
 */
export async function allVersions(session: ApiSession, pageId: string, signal?: AbortSignal, onRead?: (count: number) => Promise<void>): Promise<HistoryVersion[]> {
  const versions: HistoryVersion[] = [];
  let cursor: string | undefined;
  do {
    const page = await listVersions(session, pageId, { cursor, signal });
    versions.push(...page.items);
    await onRead?.(page.items.length);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return versions;
}

/** The current version: the newest, one request. */
export async function currentVersion(session: ApiSession, pageId: string, signal?: AbortSignal): Promise<HistoryVersion> {
  const page = await listVersions(session, pageId, { signal, pageSize: 1 });
  const current = page.items[0];
  if (current === undefined) throw new AppError('NOT_FOUND', 'This page has no versions Orgdesk can see.');
  return current;
}

export function refOf(version: HistoryVersion): VersionRef | null {
  return version.createdAt === null ? null : { number: version.number, createdAt: version.createdAt };
}

/**
 * Where the version the admin picked is now: still under its number, under a new number (an older
 * version was deleted and the later ones moved down), or gone. One request when nothing moved.
 */
export async function locateVersion(
  session: ApiSession,
  pageId: string,
  ref: VersionRef,
  signal?: AbortSignal,
): Promise<{ number: number; renumbered: boolean } | null> {
  try {
    const detail = await getVersion(session, pageId, ref.number, signal);
    if (sameMoment(detail.createdAt, ref.createdAt)) return { number: ref.number, renumbered: false };
  } catch (error) {
    if (!isAppError(error) || error.info.code !== 'NOT_FOUND') throw error;
  }
  const found = (await allVersions(session, pageId, signal)).find((version) => sameMoment(version.createdAt, ref.createdAt));
  return found === undefined ? null : { number: found.number, renumbered: true };
}

/** Pages checked at once when a plan is checked against the site before it runs. */
const CHECKED_AT_ONCE = 6;
/** Pages one request of a space's page list brings. */
const LISTED_PER_REQUEST = 250;

type Saved = Pick<HistoryVersion, 'number' | 'createdAt'>;

/** A space the plan read page by page: how many pages it had, and how to list them again with their current versions. */
export interface ListedScope {
  size: number;
  list(): Promise<readonly { id: string; version: Saved | null }[]>;
}

async function currentOneByOne(session: ApiSession, pageIds: readonly string[], signal: AbortSignal): Promise<Map<string, Saved | null>> {
  const read = await mapLimited(pageIds, CHECKED_AT_ONCE, async (pageId) => {
    const now = await currentVersion(session, pageId, signal).catch((error: unknown) => {
      if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
      throw error;
    });
    return [pageId, now] as const;
  });
  return new Map(read);
}

/**
 * Whether pages still stand at the version a dry run saw: "2 of the 5 pages were edited or deleted since
 * the preview.", or null. Reads each page's current version, or lists the space once when that takes
 * fewer requests. A version is known by when it was saved, since deleting an older one renumbers it; a
 * page deleted meanwhile counts as changed.
 */
export async function pagesEditedSince(
  session: ApiSession,
  pages: readonly { pageId: string; current: HistoryVersion | null }[],
  signal: AbortSignal,
  scope: ListedScope | null = null,
): Promise<string | null> {
  const listed = scope !== null && Math.ceil(scope.size / LISTED_PER_REQUEST) < pages.length;
  const now = listed
    ? new Map((await scope.list()).map((page) => [page.id, page.version]))
    : await currentOneByOne(session, pages.map((page) => page.pageId), signal);
  const moved = pages.filter((page) => {
    const saved = now.get(page.pageId) ?? null;
    if (saved === null || page.current === null) return true;
    return page.current.createdAt === null ? saved.number !== page.current.number : !sameMoment(saved.createdAt, page.current.createdAt);
  });
  return changedSincePreview(moved.length, pages.length, 'edited or deleted', 'page');
}
