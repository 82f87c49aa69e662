import { listVersions, restoreVersion } from '../../../api/confluence/v1/versions';
import { deletePage } from '../../../api/confluence/v2/pages';
import type { ApiSession } from '../../../api/http/session';
import type { ConfluencePage } from '../../../contract/confluence/pages-and-spaces.channels';
import { rollbackAction, type HistoryVersion, type PageScope, type RollbackChoice, type RollbackPagePlan, type RollbackStatus } from '../../../contract/confluence/history.channels';
import type { VersionRef } from '../../../contract/confluence/history.channels';
import { AppError, isAppError } from '../../../contract/errors';
import type { ItemContext, ItemWork, JobItem } from '../../../jobs/job-types';
import type { HistoryWorker } from './compare/history-worker-client';
import { previewWords } from '../../words';
import { plural } from '../../../contract/words';
import { pagesChangedSince, pageTarget } from '../shared/page-set';
import { compareStored, readVersion } from './view-and-restore';
import { minuteWords, refOf, sameMoment, savedAtWords } from './versions';

/**
 * "Undo what happened since …" over a space or a page tree, optionally only one account's changes.
 * The dry run says, for every page changed since then, which version it would go back to and what
 * that changes; pages created since then are offered for the trash (never deleted); pages someone
 * else edited after the change are left alone unless the admin ticks them. The job restores each page
 * to the version saved at the planned time (found by time, so renumbering cannot mislead it) and
 * skips any page edited again after the dry run.
 */

export interface RollbackRequest {
  scope: PageScope;
  since: string;
  authorId: string | null;
}

/** The job's pages at once: the transport's connections per host, each page needing two requests. */
export const ROLLBACK_CONCURRENCY = 6;

/** Newest first, back to and including the first version saved before `since` (when there is one). */
async function versionsBackTo(session: ApiSession, pageId: string, since: number, signal?: AbortSignal): Promise<HistoryVersion[]> {
  const versions: HistoryVersion[] = [];
  let cursor: string | undefined;
  do {
    const page = await listVersions(session, pageId, { cursor, signal });
    for (const version of page.items) {
      versions.push(version);
      if (Date.parse(version.createdAt ?? '') < since) return versions;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return versions;
}

interface Analysis {
  status: Exclude<RollbackStatus, 'unreadable'>;
  target: HistoryVersion | null;
  undone: HistoryVersion[];
  laterEditors: string[];
}

/** Decides what undoing means for one history (newest first); null when the scope's author did nothing here. */
export function analyseHistory(newestFirst: readonly HistoryVersion[], since: number, authorId: string | null): Analysis | null {
  const oldestFirst = [...newestFirst].reverse();
  const firstSince = oldestFirst.findIndex((version) => Date.parse(version.createdAt ?? '') >= since);
  if (firstSince === -1) return null;
  const start = authorId === null ? firstSince : oldestFirst.findIndex((version, index) => index >= firstSince && version.authorId === authorId);
  if (start === -1) return null;
  const undoneAuthor = oldestFirst[start]?.authorId ?? null;
  const undone = oldestFirst.slice(start);
  const laterEditors = [...new Set(undone.filter((version) => version.authorId !== undoneAuthor).flatMap((version) => version.authorId ?? []))];
  const target = start === 0 ? null : (oldestFirst[start - 1] ?? null);
  // Only a page whose first version is in the window was created since; one whose older versions were
  // deleted still has a first version, and is then rolled back to nothing it can reach.
  const createdHere = target === null && oldestFirst[0]?.number === 1;
  if (target === null && !createdHere) return null;
  return { status: target === null ? 'createdSince' : laterEditors.length > 0 ? 'editedAfterwards' : 'rollBack', target, undone, laterEditors };
}

export async function planRollbackPage(session: ApiSession, worker: HistoryWorker, page: ConfluencePage, request: RollbackRequest, signal: AbortSignal): Promise<RollbackPagePlan | null> {
  const since = Date.parse(request.since);
  try {
    const versions = await versionsBackTo(session, page.id, since, signal);
    const analysis = analyseHistory(versions, since, request.authorId);
    if (analysis === null) return null;
    const current = versions[0] ?? null;
    const base = {
      pageId: page.id,
      title: page.title,
      current,
      target: analysis.target,
      undone: analysis.undone.length,
      changedBy: [...new Set(analysis.undone.flatMap((version) => version.authorId ?? []))],
      laterEditors: analysis.laterEditors,
      problem: null,
    };
    if (analysis.target === null || current === null) return { ...base, status: analysis.status, summary: null, titleChange: null };
    const [now, then] = await Promise.all([readVersion(session, page.id, current.number, signal), readVersion(session, page.id, analysis.target.number, signal)]);
    const comparison = await compareStored(worker, now, then, signal, 0);
    return { ...base, status: analysis.status, summary: comparison.summary.text, titleChange: comparison.titleChange };
  } catch (error) {
    if (signal.aborted || !isAppError(error)) throw error;
    const problem = `Orgdesk could not read this page's history: ${error.info.message}`;
    return { pageId: page.id, title: page.title, status: 'unreadable', current: null, target: null, undone: 0, changedBy: [], laterEditors: [], summary: null, titleChange: null, problem };
  }
}

/** The pages of the scope changed since the time: the dry run looks at each of them. */
export function rollbackCandidates(session: ApiSession, request: RollbackRequest, signal: AbortSignal): Promise<ConfluencePage[]> {
  const since = Date.parse(request.since);
  if (Number.isNaN(since)) throw new AppError('VALIDATION', 'Pick the time to go back to.');
  return pagesChangedSince(session, request.scope, since, signal);
}

/** What a roll-back undoes: "the changes made by Automation Bot since 2026-11-20 09:00 UTC". */
export function changesSince(since: string, authorName: string | null): string {
  return `the changes made${authorName === null ? '' : ` by ${authorName}`} since ${minuteWords(since)}`;
}

/** How Activity names the dry run of a roll-back shown finished; its outcome says "Preview only". */
export const ROLLBACK_PREVIEW_ACTION = 'Preview of rolling back pages';

/**
 * The dry run in words for Activity, before any tick: "Would roll back the changes made by Automation Bot
 * since 2026-11-20 09:00 UTC on 5 pages, and leave 2 pages alone: Page “Runbook”; …", each page named as
 * the roll-back's entries name it. Pages edited afterwards or created since are left alone unless ticked.
 */
export function rollbackPreview(since: string, pages: readonly RollbackPagePlan[], authorName: string | null): string {
  const rolling = pages.filter((page) => rollbackAction(page, { include: [], trash: [] }) !== null);
  return previewWords(
    `Would roll back ${changesSince(since, authorName)} on ${plural(rolling.length, 'page')}`,
    rolling.map((page) => pageTarget(page.title)),
    { count: pages.length - rolling.length, one: 'page' },
  );
}

export type RollbackItem =
  | { action: 'restore'; pageId: string; target: VersionRef; basedOn: VersionRef; restoreTitle: boolean; message: string }
  | { action: 'trash'; pageId: string; basedOn: VersionRef }
  | { action: 'skip'; reason: string };

function skipReason(plan: RollbackPagePlan): string {
  if (plan.problem !== null) return plan.problem;
  if (plan.status === 'editedAfterwards') return 'Someone else edited it afterwards, and it was not ticked.';
  if (plan.status === 'createdSince') return 'Created during the changes; left where it is.';
  return 'Nothing to undo.';
}

/** Every page of the dry run becomes an item: what was chosen is done, the rest is reported as skipped, with why. */
export function rollbackItem(plan: RollbackPagePlan, choice: RollbackChoice, message: string): JobItem<RollbackItem> {
  const key = plan.pageId;
  const target = pageTarget(plan.title);
  const basedOn = plan.current === null ? null : refOf(plan.current);
  const goBackTo = plan.target === null ? null : refOf(plan.target);
  const action = rollbackAction(plan, choice);
  if (action === 'trash' && basedOn !== null) return { key, target, input: { action, pageId: plan.pageId, basedOn } };
  if (action === 'restore' && basedOn !== null && goBackTo !== null) {
    return { key, target, input: { action, pageId: plan.pageId, target: goBackTo, basedOn, restoreTitle: choice.restoreTitles, message } };
  }
  return { key, target, input: { action: 'skip', reason: skipReason(plan) } };
}

const editedAgain = 'Edited again after the preview, so it was left alone. Plan the roll-back again to include it.';

function restoreAction(ref: VersionRef): string {
  return `Restore version ${ref.number} (${savedAtWords(ref.createdAt)})`;
}

async function rollBackPage(session: ApiSession, item: Extract<RollbackItem, { action: 'restore' }>, ctx: ItemContext): Promise<void | { skipped: string }> {
  const since = Date.parse(item.target.createdAt);
  const versions = await versionsBackTo(session, item.pageId, since, ctx.signal);
  const current = versions[0];
  if (current === undefined || current.number !== item.basedOn.number || !sameMoment(current.createdAt, item.basedOn.createdAt)) return { skipped: editedAgain };
  const target = versions.find((version) => sameMoment(version.createdAt, item.target.createdAt));
  if (target === undefined) throw new AppError('NOT_FOUND', 'The version to go back to no longer exists: someone deleted it from the history.');
  await ctx.write(restoreAction({ number: target.number, createdAt: item.target.createdAt }), () =>
    restoreVersion(session, { contentId: item.pageId, versionNumber: target.number, message: item.message, restoreTitle: item.restoreTitle }, ctx.signal),
  );
  return undefined;
}

export function rollbackWork(session: ApiSession): ItemWork<RollbackItem> {
  return async ({ input }, ctx) => {
    if (input.action === 'skip') return { skipped: input.reason };
    if (input.action === 'restore') return rollBackPage(session, input, ctx);
    const current = (await listVersions(session, input.pageId, { signal: ctx.signal, pageSize: 1 })).items[0];
    if (current === undefined || current.number !== input.basedOn.number || !sameMoment(current.createdAt, input.basedOn.createdAt)) return { skipped: editedAgain };
    await ctx.write('Move to the trash (created during the changes being undone)', () => deletePage(session, input.pageId, {}, ctx.signal));
    return undefined;
  };
}
