import { deleteVersionNumber, restoreVersion } from '../../../api/confluence/v1/versions';
import { getPage } from '../../../api/confluence/v2/pages';
import type { ApiSession } from '../../../api/http/session';
import { defaultRestoreMessage, type ComparisonHead, type HistoryVersion } from '../../../contract/confluence/history.channels';
import type { RenderedVersion } from '../../../contract/confluence/content';
import type { VersionRef } from '../../../contract/confluence/history.channels';
import { AppError } from '../../../contract/errors';
import type { HistoryWorker } from './compare/history-worker-client';
import { nameOf } from '../shared/people';
import { currentVersion, locateVersion, sameMoment } from './versions';

/** One version of a page as stored: its title and storage-format markup. */
export interface StoredVersion {
  pageId: string;
  title: string;
  storage: string;
  version: HistoryVersion;
}

export async function readVersion(session: ApiSession, pageId: string, number: number, signal?: AbortSignal): Promise<StoredVersion> {
  const page = await getPage(session, pageId, { bodyFormat: 'storage', version: number }, signal);
  if (page.version === null) throw new AppError('NOT_FOUND', `Version ${number} of this page could not be read.`);
  return { pageId, title: page.title, storage: page.body?.value ?? '', version: page.version };
}

export interface VersionView {
  title: string;
  version: HistoryVersion;
  rendered: RenderedVersion;
}

export async function viewVersion(session: ApiSession, worker: HistoryWorker, pageId: string, number: number, signal?: AbortSignal): Promise<VersionView> {
  const stored = await readVersion(session, pageId, number, signal);
  return { title: stored.title, version: stored.version, rendered: await worker.render(stored.storage, signal) };
}

export interface VersionSide {
  title: string;
  version: HistoryVersion;
}

export type PageComparison = ComparisonHead & { left: VersionSide; right: VersionSide };

export async function compareStored(worker: HistoryWorker, left: StoredVersion, right: StoredVersion, signal?: AbortSignal, headRows?: number): Promise<PageComparison> {
  const comparison = await worker.compare({ title: left.title, storage: left.storage }, { title: right.title, storage: right.storage }, signal, headRows);
  return { ...comparison, left: { title: left.title, version: left.version }, right: { title: right.title, version: right.version } };
}

/** Two versions of one page, the first on the left. */
export async function compareVersionsOf(
  session: ApiSession,
  worker: HistoryWorker,
  pageId: string,
  numbers: [number, number],
  signal?: AbortSignal,
): Promise<PageComparison> {
  const [left, right] = await Promise.all(numbers.map((number) => readVersion(session, pageId, number, signal)));
  if (left === undefined || right === undefined) throw new AppError('INTERNAL', 'Two versions were asked for.');
  return compareStored(worker, left, right, signal);
}

export interface RestorePreview {
  current: VersionSide;
  chosen: VersionSide;
  /** From the current version (left) to what the page would become (right). */
  comparison: PageComparison;
  defaultMessage: string;
}

export async function previewRestore(session: ApiSession, worker: HistoryWorker, pageId: string, number: number, signal?: AbortSignal): Promise<RestorePreview> {
  const latest = await currentVersion(session, pageId, signal);
  if (latest.number === number) throw new AppError('VALIDATION', `Version ${number} is the current version already; there is nothing to restore.`, { reason: 'currentVersion' });
  const [current, chosen] = await Promise.all([readVersion(session, pageId, latest.number, signal), readVersion(session, pageId, number, signal)]);
  const comparison = await compareStored(worker, current, chosen, signal);
  const ref = chosen.version.createdAt === null ? null : { number, createdAt: chosen.version.createdAt };
  return {
    current: comparison.left,
    chosen: comparison.right,
    comparison,
    defaultMessage: ref === null ? `Restored version ${number}` : defaultRestoreMessage(ref),
  };
}

export interface CheckedRestore {
  pageId: string;
  /** The version to bring back, as the admin saw it. */
  version: VersionRef;
  /** The current version when the admin looked: a newer one means someone edited the page meanwhile. */
  basedOn: VersionRef;
  restoreTitle: boolean;
  message: string;
}

function when(createdAt: string | null): string {
  return createdAt === null ? '' : ` on ${createdAt.slice(0, 16).replace('T', ' at ')} UTC`;
}

/**
 * Restores only what the admin looked at: refused (CONFLICT) when the page was edited since (its current
 * version is not the one the admin saw, by the time it was saved), or when the chosen version moved to
 * another number or is gone, so the admin looks again before anything changes. The restore itself adds
 * a new current version.
 */
export async function restoreChecked(session: ApiSession, request: CheckedRestore, signal?: AbortSignal): Promise<HistoryVersion> {
  const latest = await currentVersion(session, request.pageId, signal);
  // Someone's edit saves a new current version; a deleted version only moves the current one down a number.
  if (!sameMoment(latest.createdAt, request.basedOn.createdAt)) {
    const who = await nameOf(session, latest.authorId, signal);
    throw new AppError(
      'CONFLICT',
      `The page changed after you looked at it: ${who} saved version ${latest.number}${when(latest.createdAt)}. Look at the difference again before restoring.`,
      { reason: 'pageChanged' },
    );
  }
  const located = await locateVersion(session, request.pageId, request.version, signal);
  if (located === null) {
    throw new AppError('NOT_FOUND', `Version ${request.version.number} no longer exists: someone deleted it from the history. Pick another version.`, { reason: 'versionGone' });
  }
  if (located.renumbered) {
    throw new AppError(
      'CONFLICT',
      `The version you picked is now version ${located.number}: someone deleted an older version and the later ones were renumbered. Look at it again before restoring.`,
      { reason: 'renumbered' },
    );
  }
  if (located.number === latest.number) throw new AppError('VALIDATION', `Version ${located.number} is the current version already.`, { reason: 'currentVersion' });
  const message = request.message.trim() === '' ? defaultRestoreMessage(request.version) : request.message.trim();
  return restoreVersion(session, { contentId: request.pageId, versionNumber: located.number, message, restoreTitle: request.restoreTitle }, signal);
}

/**
 * Deletes one historical version, found by the time it was saved: refused when it is gone, has moved to
 * another number (look again), or is the current version (which can never be deleted).
 */
export async function deleteVersionChecked(session: ApiSession, pageId: string, version: VersionRef, signal?: AbortSignal): Promise<void> {
  const located = await locateVersion(session, pageId, version, signal);
  if (located === null) throw new AppError('NOT_FOUND', `Version ${version.number} no longer exists: someone deleted it already.`, { reason: 'versionGone' });
  if (located.renumbered) {
    throw new AppError('CONFLICT', `That version is now version ${located.number}: someone deleted an older version and the later ones were renumbered. Look at the history again.`, {
      reason: 'renumbered',
    });
  }
  const latest = await currentVersion(session, pageId, signal);
  if (latest.number === located.number) {
    throw new AppError('VALIDATION', `Version ${located.number} is the current version, and the current version can't be deleted. To undo it, restore an earlier version instead.`, {
      reason: 'currentVersion',
    });
  }
  await deleteVersionNumber(session, pageId, located.number, signal);
}
