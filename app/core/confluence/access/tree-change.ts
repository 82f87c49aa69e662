import type { ApiSession } from '../../../api/http/session';
import type { Output } from '../../../contract/channels';
import type { ConfluencePage } from '../../../contract/confluence/pages-and-spaces.channels';
import { treeChangePhrase, type RestrictionEdit } from '../../../contract/confluence/access.channels';
import { AppError, isAppError } from '../../../contract/errors';
import { BoundedStore } from '../../../jobs/bounded-store';
import type { JobRegistry } from '../../../jobs/job-registry';
import type { ItemWork } from '../../../jobs/job-types';
import type { FinishedJobs } from '../../../jobs/journal/finished-jobs';
import { pageTarget, treePages } from '../shared/page-set';
import { previewWords } from '../../words';
import { plural } from '../../../contract/words';
import { applyEdits, editWords, LOCKOUT_WORDS, plannedEditWords } from './change';
import type { PrincipalDirectory } from './directory';
import { TREE_CHANGE_KIND, TreeRunPageInput } from './resumable-tree';
import { readRestrictions, refKey, refsOf, type RestrictionRefs } from './restrictions';
import { changingPages, depths, learnListNames, noNames, TreeDryRuns, treeRun, type NamedInLists, type TreePlan, type TreeStartRequest } from './tree-plan';

/**
 * The same restriction change over a page and every page below it: a dry run (a job that reads each
 * page's lists and works out the new ones), the typed confirmation, and the change itself (refused when a
 * page it changes was changed since the dry run; a job that re-reads each page and leaves alone any that
 * changes while it runs). Each run keeps the lists every page had before, for its rollback (`tree-rollback.ts`).
 */

/** How Activity names the dry run of a tree change shown finished; its outcome says "Preview only". */
export const TREE_PREVIEW_ACTION = 'Preview of changing restrictions of a page tree';

type ChangePlan = TreePlan & { rootId: string; edits: RestrictionEdit[] };

/** What a run changed, page by page, for its rollback. */
export interface TreeRun {
  connectionId: string;
  rootTitle: string;
  rolledBack: boolean;
  /** The pages the run set out to change, in tree order. */
  order: string[];
  changed: Map<string, { title: string; depth: number; before: RestrictionRefs; after: RestrictionRefs }>;
  /** Whom the lists named when the change was planned: a group deleted since is still named in the rollback. */
  named: NamedInLists;
}

export class TreeChanges extends TreeDryRuns<ChangePlan> {
  private readonly runs = new BoundedStore<TreeRun>(20, 'This change can no longer be rolled back here: Orgdesk keeps what a rollback needs for the last twenty tree changes since it started.');

  constructor(
    private readonly jobs: JobRegistry,
    /** Where a run of an earlier start of Orgdesk is read back from, for its rollback. */
    private readonly finished: FinishedJobs,
    /** The title of the page a run started from, as it was kept with that page's changes. */
    private readonly rootTitleOf: (runId: string) => string | null,
  ) {
    super(jobs, treeChangePhrase);
  }

  async plan(session: ApiSession, connectionId: string, rootId: string, edits: RestrictionEdit[], acting: Set<string>, signal: AbortSignal): Promise<{ jobId: string; pages: number }> {
    const pages = await treePages(session, rootId, signal);
    const depthOf = depths(pages, rootId);
    const record: ChangePlan = {
      rootId,
      rootTitle: pages[0]?.title ?? `Page ${rootId}`,
      edits,
      acting,
      order: pages.map((page) => page.id),
      pages: new Map(),
      named: noNames(),
    };
    const work: ItemWork<ConfluencePage> = async ({ input }, ctx) => {
      const raw = await readRestrictions(session, input.id, ctx.signal);
      const before = refsOf(raw);
      learnListNames(record.named, raw);
      record.pages.set(input.id, { id: input.id, title: input.title, depth: depthOf.get(input.id) ?? 0, before, after: applyEdits(before, edits), hash: raw.hash });
    };
    return this.startDryRun(connectionId, record, { kind: 'confluence.accessTree.plan', title: `Preview: change the restrictions of ${plural(pages.length, 'page')}`, pages, work });
  }

  /**
   * The dry run in words for Activity: "Would add the group devs to who can edit on page “Audit” and the
   * pages below it, changing 4 pages (on 3 of them you would lose access, or nobody could edit), and leave
   * 1 page alone: Page “Audit”; …", each page named as the change's own entries name it.
   */
  describePreview(jobId: string, connectionId: string, plan: Pick<Output<'confluence.accessTree.getPlan'>, 'rootTitle' | 'pages' | 'principals' | 'lockouts'>): string {
    const { edits } = this.plans.get(jobId, connectionId);
    const named = new Map(plan.principals.map((principal) => [refKey(principal), principal]));
    const changing = plan.pages.filter((page) => page.changes);
    const risk = plan.lockouts > 0 ? ` (on ${plan.lockouts.toLocaleString('en')} of them ${LOCKOUT_WORDS})` : '';
    return previewWords(
      `Would ${plannedEditWords(edits, named)} on page “${plan.rootTitle}” and the pages below it, changing ${plural(changing.length, 'page')}${risk}`,
      changing.map((page) => pageTarget(page.title)),
      { count: plan.pages.length - changing.length, one: 'page' },
    );
  }

  /**
   * Starts the change a finished dry run listed, unless a page it changes was changed since. Answers the
   * run (its job), the page it starts from and the change in words as it is kept in that page's changes
   * ("Added the group devs to who can edit").
   */
  async start(session: ApiSession, request: TreeStartRequest, directory: PrincipalDirectory): Promise<{ jobId: string; pages: number; rootId: string; rootTitle: string; summary: string[] }> {
    const { connectionId, planId } = request;
    const record = this.plans.get(planId, connectionId);
    const plan = await this.view(planId, connectionId, directory);
    const chosen = changingPages(record, plan);
    const run: TreeRun = { connectionId, rootTitle: record.rootTitle, rolledBack: false, order: chosen.map((page) => page.id), changed: new Map(), named: record.named };
    const started = await this.plans.start(request, () =>
      treeRun(session, record, plan, request.override, {
        verb: 'change',
        kind: TREE_CHANGE_KIND,
        title: `Change the restrictions of ${plural(chosen.length, 'page')}`,
        items: chosen,
        action: (lists) => `Restrictions: ${lists}`,
        written: (page) => run.changed.set(page.id, { title: page.title, depth: page.depth, before: page.before, after: page.after }),
      }),
    );
    this.runs.set(started.jobId, run);
    const names = new Map(plan.principals.map((principal) => [refKey(principal), principal]));
    return { jobId: started.jobId, pages: chosen.length, rootId: record.rootId, rootTitle: record.rootTitle, summary: editWords(record.edits, names) };
  }

  /** Why a run cannot be rolled back now, or null when it can (the same checks `rollbackable` makes). */
  rollbackProblem(connectionId: string, runId: string): string | null {
    try {
      this.rollbackable(connectionId, runId);
      return null;
    } catch (error) {
      if (isAppError(error)) return error.message;
      throw error;
    }
  }

  /**
   * A finished run of this connection that changed pages and was not rolled back yet: kept in memory since
   * it ran, or read back from the change journal (a run of an earlier start of Orgdesk).
   */
  rollbackable(connectionId: string, runId: string): TreeRun {
    const run = this.runs.peek(runId) ?? this.fromJournal(connectionId, runId);
    if (run.connectionId !== connectionId) throw new AppError('VALIDATION', 'This change was made on another connection.');
    const state = this.jobs.has(runId) ? this.jobs.get(runId).state : 'completed';
    if (state !== 'completed' && state !== 'cancelled') throw new AppError('VALIDATION', 'The change is still running. Stop it or let it finish, then roll it back.');
    if (run.rolledBack) throw new AppError('CONFLICT', 'This change was already rolled back.');
    if (run.changed.size === 0) throw new AppError('VALIDATION', 'This run changed no page yet, so there is nothing to roll back.');
    return run;
  }

  /** A run of an earlier start, from the lists each page it changed had before and after, as its job kept them. */
  private fromJournal(connectionId: string, runId: string): TreeRun {
    const { changed } = this.finished.take(runId, connectionId, TreeRunPageInput);
    const pages = changed.map(({ item }) => item.input);
    const run: TreeRun = {
      connectionId,
      rootTitle: this.rootTitleOf(runId) ?? pages[0]?.title ?? 'the page tree',
      rolledBack: false,
      order: pages.map((page) => page.id),
      changed: new Map(pages.map(({ id, title, depth, before, after }) => [id, { title, depth, before, after }])),
      named: noNames(),
    };
    this.runs.set(runId, run);
    return run;
  }
}
