import { deleteVersionNumber } from '../../../api/confluence/v1/versions';
import type { ApiSession } from '../../../api/http/session';
import type { ConfluencePage } from '../../../contract/confluence/pages-and-spaces.channels';
import type { CleanupPagePlan, CleanupRule, CleanupScope, HistoryVersion, VersionRef } from '../../../contract/confluence/history.channels';
import { isAppError } from '../../../contract/errors';
import type { ItemWork, JobItem } from '../../../jobs/job-types';
import { previewWords } from '../../words';
import { plural } from '../../../contract/words';
import { pagesOf, pageTarget } from '../shared/page-set';
import { allVersions, locateVersion, refOf, savedAtWords } from './versions';

/**
 * History clean-up: which versions of which pages go (the dry run), then a job that deletes them.
 * Deleting a version renumbers every later one, so the job deletes newest first (its own deletions never
 * move the versions still to go) and finds each version by the time it was saved, never by its number
 * alone. The current version is never chosen.
 */

/** The versions a rule removes from one history (newest first); never the current one (the first). */
export function selectForCleanup(newestFirst: readonly HistoryVersion[], rule: CleanupRule): HistoryVersion[] {
  const historical = newestFirst.slice(1);
  if (rule.kind === 'keepLatest') return newestFirst.slice(Math.max(rule.count, 1));
  const before = Date.parse(rule.before);
  return historical.filter((version) => version.createdAt !== null && Date.parse(version.createdAt) < before);
}

/** The pages a clean-up looks at. */
export function cleanupPages(session: ApiSession, scope: CleanupScope, signal: AbortSignal): Promise<ConfluencePage[]> {
  return pagesOf(session, scope, signal);
}

/** One page of the dry run: its whole history read, the rule applied. */
export async function planCleanupPage(
  session: ApiSession,
  page: Pick<ConfluencePage, 'id' | 'title'>,
  rule: CleanupRule,
  signal: AbortSignal,
  onRead?: (count: number) => Promise<void>,
): Promise<CleanupPagePlan> {
  try {
    const versions = await allVersions(session, page.id, signal, onRead);
    return { pageId: page.id, title: page.title, versionCount: versions.length, current: versions[0] ?? null, remove: selectForCleanup(versions, rule), problem: null };
  } catch (error) {
    if (signal.aborted || !isAppError(error)) throw error;
    return { pageId: page.id, title: page.title, versionCount: 0, current: null, remove: [], problem: `Its history could not be read: ${error.info.message}` };
  }
}

export interface CleanupItem {
  pageId: string;
  /** Newest first. */
  remove: VersionRef[];
  /** Why the dry run left this page alone; the job reports it as skipped. */
  skip: string | null;
}

/** One page of the clean-up; it weighs the versions it deletes, so the job's progress counts versions. */
export function cleanupItem(plan: CleanupPagePlan): JobItem<CleanupItem> {
  const skip = plan.problem ?? (plan.remove.length === 0 ? 'Nothing to delete on this page.' : null);
  const remove = skip === null ? plan.remove.flatMap((version) => refOf(version) ?? []) : [];
  return { key: plan.pageId, target: pageTarget(plan.title), input: { pageId: plan.pageId, remove, skip }, weight: remove.length };
}

/** A page of a clean-up's dry run weighs the versions its history holds, which the dry run reads. */
export function historySize(page: Pick<ConfluencePage, 'version'>): number {
  return Math.max(1, page.version?.number ?? 1);
}

/** How Activity names the dry run of a history clean-up shown finished; its outcome says "Preview only". */
export const CLEANUP_PREVIEW_ACTION = 'Preview of a history clean-up';

/**
 * The dry run in words for Activity: "Would delete 12 old versions from 3 pages, and leave 2 pages alone:
 * Page “Runbook”; …", each page named as the clean-up's entries name it.
 */
export function cleanupPreview(pages: readonly CleanupPagePlan[]): string {
  const touched = pages.filter((page) => page.remove.length > 0);
  const versions = touched.reduce((sum, page) => sum + page.remove.length, 0);
  return previewWords(
    `Would delete ${plural(versions, 'old version')} from ${plural(touched.length, 'page')}`,
    touched.map((page) => pageTarget(page.title)),
    { count: pages.length - touched.length, one: 'page' },
  );
}

function deleteAction(number: number, createdAt: string): string {
  return `Delete version ${number} (${savedAtWords(createdAt)})`;
}

/** Deletes one page's planned versions, newest first, each found by its time just before it goes. */
export function cleanupWork(session: ApiSession): ItemWork<CleanupItem> {
  return async ({ input }, ctx) => {
    if (input.skip !== null) return { skipped: input.skip };
    let gone = 0;
    for (const ref of input.remove) {
      const located = ctx.dryRun ? { number: ref.number } : await locateVersion(session, input.pageId, ref, ctx.signal);
      if (located === null) {
        gone += 1;
        await ctx.advance(1, 'skipped');
        continue;
      }
      await ctx.write(deleteAction(located.number, ref.createdAt), () => deleteVersionNumber(session, input.pageId, located.number, ctx.signal), {
        words: { before: `Version ${located.number} in the page’s history`, after: 'Deleted for good' },
      });
      await ctx.advance();
    }
    return gone === input.remove.length ? { skipped: 'Every version in the plan was already gone.' } : undefined;
  };
}
