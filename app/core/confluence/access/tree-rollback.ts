import type { ApiSession } from '../../../api/http/session';
import type { Output } from '../../../contract/channels';
import { treeRollbackPhrase } from '../../../contract/confluence/access.channels';
import { isAppError } from '../../../contract/errors';
import type { JobRegistry } from '../../../jobs/job-registry';
import type { ItemWork } from '../../../jobs/job-types';
import { plural } from '../../../contract/words';
import { previewWords } from '../../words';
import { pageTarget } from '../shared/page-set';
import { LOCKOUT_WORDS } from './change';
import type { PrincipalDirectory } from './directory';
import { TREE_ROLLBACK_KIND } from './resumable-tree';
import { readRestrictions, refsOf, sameRefs, type RestrictionRefs } from './restrictions';
import type { TreeChanges, TreeRun } from './tree-change';
import { learnListNames, putBackAction, TreeDryRuns, treeRun, type TreePlan, type TreeStartRequest } from './tree-plan';

/**
 * The rollback of a tree change, as a planned run like the change itself: a dry run (a job that reads every
 * page the change changed) says which pages go back to the lists they had before and which are left alone
 * because someone changed them since; the typed confirmation; then the rollback, refused when a page it puts
 * back was changed since the dry run, a job that re-reads each page and leaves alone any that changes while
 * it runs.
 */

/** How Activity names the dry run of a rollback shown finished; its outcome says "Preview only". */
export const TREE_ROLLBACK_PREVIEW_ACTION = 'Preview of rolling back a page tree restriction change';

const CHANGED_SINCE = 'Changed by someone since the tree change: left alone';
const NOT_READABLE = 'No longer there, or hidden from this connection: left alone';

type RollbackPlan = TreePlan & { runId: string };
type ChangedPage = { id: string; title: string; depth: number; before: RestrictionRefs; after: RestrictionRefs };

export class TreeRollbacks extends TreeDryRuns<RollbackPlan> {
  constructor(
    jobs: JobRegistry,
    private readonly changes: TreeChanges,
  ) {
    super(jobs, treeRollbackPhrase);
  }

  /** Starts the dry run of rolling back a run: every page it changed is read again. */
  plan(session: ApiSession, connectionId: string, runId: string, acting: Set<string>): { jobId: string; pages: number } {
    const run = this.changes.rollbackable(connectionId, runId);
    const pages = changedPages(run);
    const record: RollbackPlan = {
      runId,
      rootTitle: run.rootTitle,
      acting,
      order: pages.map((page) => page.id),
      pages: new Map(),
      named: { users: new Map(run.named.users), groups: new Map(run.named.groups) },
    };
    const work: ItemWork<ChangedPage> = async ({ input }, ctx) => {
      const raw = await readRestrictions(session, input.id, ctx.signal).catch((error: unknown) => {
        if (isAppError(error) && error.info.code === 'NOT_FOUND') return null;
        throw error;
      });
      if (raw === null) {
        record.pages.set(input.id, { ...input, before: input.after, after: input.after, hash: null, leftAlone: NOT_READABLE });
        return;
      }
      learnListNames(record.named, raw);
      const now = refsOf(raw);
      const asTheChangeLeftIt = sameRefs(now, input.after);
      record.pages.set(input.id, { ...input, before: now, after: asTheChangeLeftIt ? input.before : now, hash: raw.hash, ...(asTheChangeLeftIt ? {} : { leftAlone: CHANGED_SINCE }) });
    };
    return this.startDryRun(connectionId, record, { kind: 'confluence.accessTreeRollback.plan', title: `Preview: roll back the restrictions of ${plural(pages.length, 'page')}`, pages, work });
  }

  /** The page the rolled-back change started from, for Activity to name before the rollback starts. */
  rootTitle(planId: string, connectionId: string): string {
    return this.plans.get(planId, connectionId).rootTitle;
  }

  /**
   * The dry run in words for Activity: "Would put back the restrictions of 3 pages under page “Audit” as they
   * were before the tree change, and leave 1 page alone: Page “Audit”; …".
   */
  describePreview(plan: Pick<Output<'confluence.accessTreeRollback.getPlan'>, 'rootTitle' | 'pages' | 'lockouts'>): string {
    const changing = plan.pages.filter((page) => page.changes);
    const risk = plan.lockouts > 0 ? ` (on ${plan.lockouts.toLocaleString('en')} of them ${LOCKOUT_WORDS})` : '';
    return previewWords(
      `Would put back the restrictions of ${plural(changing.length, 'page')} of page “${plan.rootTitle}” and the pages below it as they were before the tree change${risk}`,
      changing.map((page) => pageTarget(page.title)),
      { count: plan.pages.length - changing.length, one: 'page' },
    );
  }

  /**
   * Puts back what a finished dry run listed, unless one of those pages changed since; the pages it leaves
   * alone are listed in the results as skipped, with the reason. Answers the rollback's job and the run it rolls back.
   */
  async start(session: ApiSession, request: TreeStartRequest, directory: PrincipalDirectory): Promise<{ jobId: string; pages: number; runId: string; rootTitle: string }> {
    const { connectionId, planId } = request;
    const record = this.plans.get(planId, connectionId);
    const run = this.changes.rollbackable(connectionId, record.runId);
    const plan = await this.view(planId, connectionId, directory);
    const started = await this.plans.start(request, () =>
      treeRun(session, record, plan, request.override, {
        verb: 'roll back',
        kind: TREE_ROLLBACK_KIND,
        title: `Roll back the restrictions of ${plural(plan.changing, 'page')}`,
        items: record.order.flatMap((id) => record.pages.get(id) ?? []),
        action: putBackAction,
        rollsBack: record.runId,
      }),
    );
    run.rolledBack = true;
    return { jobId: started.jobId, pages: plan.changing, runId: record.runId, rootTitle: record.rootTitle };
  }
}

/** The pages a run changed, in tree order. */
function changedPages(run: TreeRun): ChangedPage[] {
  return run.order.flatMap((id) => {
    const page = run.changed.get(id);
    return page === undefined ? [] : [{ id, ...page }];
  });
}
