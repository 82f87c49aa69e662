import type { ApiSession } from '../../../api/http/session';
import { CLEANUP_KIND, ROLLBACK_KIND } from './resumable-history';
import type { ConfluencePage } from '../../../contract/confluence/pages-and-spaces.channels';
import { cleanupPhrase, rollbackAction, rollbackCount, rollbackPhrase, type RollbackChoice, type CleanupPagePlan, type CleanupRule, type CleanupScope, type RollbackPagePlan } from '../../../contract/confluence/history.channels';
import type { PlanState } from '../../../contract/confluence/content';
import { AppError } from '../../../contract/errors';
import type { JobRegistry, StartedJob } from '../../../jobs/job-registry';
import type { ItemWork } from '../../../jobs/job-types';
import { PlannedRuns } from '../../../jobs/planned-runs';
import { cleanupItem, cleanupPages, cleanupWork, historySize, planCleanupPage } from './cleanup';
import type { HistoryWorker } from './compare/history-worker-client';
import { pageTarget } from '../shared/page-set';
import { plural } from '../../../contract/words';
import { nameOf } from '../shared/people';
import {
  changesSince,
  planRollbackPage,
  ROLLBACK_CONCURRENCY,
  rollbackCandidates,
  rollbackItem,
  rollbackWork,
  type RollbackRequest,
} from './rollback';
import { pagesEditedSince, type ListedScope } from './versions';

/**
 * Bulk history work in two jobs: the dry run reads every page of the scope (progress, stop) and keeps
 * what it found in the planned-run kit under the dry run's job id; the run itself starts only from a
 * finished dry run of the same connection, not older than half an hour, with the phrase the admin typed,
 * and only while every page it changes still stands at the version the dry run saw.
 */

const PLANS_KEPT = 6;
const PLAN_CONCURRENCY = 4;

interface PlanRecord<P> {
  order: string[];
  pages: Map<string, P>;
}

type CleanupRecord = PlanRecord<CleanupPagePlan> & { kind: 'cleanup'; scope: CleanupScope };
type RollbackRecord = PlanRecord<RollbackPagePlan> & { kind: 'rollback'; request: RollbackRequest };

/** A started job and the number of pages it looks at; `finished` settles when every page has its outcome. */
export type StartedPlan = StartedJob & { pages: number };

export interface CleanupPlanView {
  state: PlanState;
  pages: CleanupPagePlan[];
  versions: number;
  phrase: string;
}

export interface RollbackPlanView {
  state: PlanState;
  request: RollbackRequest;
  pages: RollbackPagePlan[];
}

export class HistoryPlanning {
  private readonly plans: PlannedRuns<CleanupRecord | RollbackRecord>;

  constructor(
    jobs: JobRegistry,
    private readonly worker: HistoryWorker,
    now: () => number = () => Date.now(),
  ) {
    this.plans = new PlannedRuns(jobs, PLANS_KEPT, now);
  }

  async startCleanupPlan(session: ApiSession, connectionId: string, scope: CleanupScope, rule: CleanupRule, signal: AbortSignal): Promise<StartedPlan> {
    const pages = await cleanupPages(session, scope, signal);
    const record: CleanupRecord = { kind: 'cleanup', scope, order: pages.map((page) => page.id), pages: new Map() };
    const work: ItemWork<ConfluencePage> = async ({ input }, ctx) => {
      record.pages.set(input.id, await planCleanupPage(session, input, rule, ctx.signal, (read) => ctx.advance(read)));
    };
    const title = `Preview: clean up the history of ${plural(pages.length, 'page')}`;
    return { ...this.startPlanJob(connectionId, record, 'confluence.historyCleanup.plan', title, pages, work, historySize), pages: pages.length };
  }

  async startRollbackPlan(session: ApiSession, connectionId: string, request: RollbackRequest, signal: AbortSignal): Promise<StartedPlan> {
    const pages = await rollbackCandidates(session, request, signal);
    const record: RollbackRecord = { kind: 'rollback', request, order: pages.map((page) => page.id), pages: new Map() };
    const work: ItemWork<ConfluencePage> = async ({ input }, ctx) => {
      const plan = await planRollbackPage(session, this.worker, input, request, ctx.signal);
      if (plan === null) return { skipped: 'Nothing to undo on this page.' };
      record.pages.set(input.id, plan);
      return undefined;
    };
    const title = `Preview: roll back ${plural(pages.length, 'changed page')}`;
    return { ...this.startPlanJob(connectionId, record, 'confluence.rollback.plan', title, pages, work), pages: pages.length };
  }

  cleanupPlan(jobId: string, connectionId: string): CleanupPlanView {
    const pages = ordered(this.record(jobId, connectionId, 'cleanup'));
    const versions = versionsIn(pages);
    return { state: this.plans.state(jobId, connectionId), pages, versions, phrase: cleanupPhrase(versions) };
  }

  rollbackPlan(jobId: string, connectionId: string): RollbackPlanView {
    const record = this.record(jobId, connectionId, 'rollback');
    return { state: this.plans.state(jobId, connectionId), request: record.request, pages: ordered(record) };
  }

  /**
   * Whether a dry run is being shown finished (`shown`, the state its answer gives) for the first time: its
   * Activity entry ("Preview only") is written then, once however often it is read again. One stopped
   * before the end showed no plan to act on.
   */
  firstShown(jobId: string, connectionId: string, shown: PlanState): boolean {
    return this.plans.firstShown(jobId, connectionId, shown);
  }

  async startCleanup(session: ApiSession, connectionId: string, planId: string, confirmation: string, signal: AbortSignal): Promise<StartedJob & { versions: number; pages: number }> {
    const record = this.record(planId, connectionId, 'cleanup');
    const pages = ordered(record);
    const versions = versionsIn(pages);
    const { scope } = record;
    const listed: ListedScope | null = scope.kind === 'space' ? { size: record.order.length, list: () => cleanupPages(session, scope, signal) } : null;
    const touched = pages.filter((page) => page.remove.length > 0);
    const started = await this.plans.start({ planId, connectionId, confirmation, signal }, () => ({
      verb: 'delete',
      count: versions,
      phrase: cleanupPhrase(versions),
      staleness: (check) => pagesEditedSince(session, touched, check, listed),
      job: {
        kind: CLEANUP_KIND,
        title: `Delete ${plural(versions, 'old version')} from ${plural(touched.length, 'page')}`,
        items: pages.map(cleanupItem),
        work: cleanupWork(session),
      },
    }));
    return { ...started, versions, pages: touched.length };
  }

  async startRollback(session: ApiSession, connectionId: string, planId: string, confirmation: string, choice: RollbackChoice, signal: AbortSignal): Promise<StartedJob & { pages: number }> {
    const record = this.record(planId, connectionId, 'rollback');
    const pages = ordered(record);
    const count = rollbackCount(pages, choice);
    const { request } = record;
    // Over a space, the pages changed since the chosen time come newest first and are read until the first older one.
    const listed: ListedScope | null = request.scope.kind === 'space' ? { size: record.order.length, list: () => rollbackCandidates(session, request, signal) } : null;
    const started = await this.plans.start({ planId, connectionId, confirmation, signal }, async () => {
      const { since, authorId } = request;
      const author = authorId === null ? null : await nameOf(session, authorId, signal);
      const message = `Rolled back ${changesSince(since, author)}`;
      return {
        verb: 'roll back',
        count,
        phrase: rollbackPhrase(count),
        staleness: (check) => pagesEditedSince(session, pages.filter((page) => rollbackAction(page, choice) !== null), check, listed),
        job: {
          kind: ROLLBACK_KIND,
          title: `Roll back ${plural(count, 'page')}`,
          items: pages.map((page) => rollbackItem(page, choice, message)),
          work: rollbackWork(session),
          concurrency: ROLLBACK_CONCURRENCY,
        },
      };
    });
    return { ...started, pages: count };
  }

  /** `weight` says what a page counts for in the dry run's progress (one page, unless it says versions). */
  private startPlanJob(
    connectionId: string,
    record: CleanupRecord | RollbackRecord,
    kind: string,
    title: string,
    pages: ConfluencePage[],
    work: ItemWork<ConfluencePage>,
    weight: (page: ConfluencePage) => number = () => 1,
  ): StartedJob {
    return this.plans.preview(connectionId, record, {
      kind,
      title,
      items: pages.map((page) => ({ key: page.id, target: pageTarget(page.title), input: page, weight: weight(page) })),
      work,
      concurrency: PLAN_CONCURRENCY,
    });
  }

  private record<K extends 'cleanup' | 'rollback'>(jobId: string, connectionId: string, kind: K): Extract<CleanupRecord | RollbackRecord, { kind: K }> {
    const record = this.plans.get(jobId, connectionId);
    if (record.kind !== kind) throw new AppError('VALIDATION', 'This is a different kind of preview.');
    return record as Extract<CleanupRecord | RollbackRecord, { kind: K }>;
  }
}

function ordered<P>(record: PlanRecord<P>): P[] {
  return record.order.flatMap((id) => record.pages.get(id) ?? []);
}

function versionsIn(pages: readonly CleanupPagePlan[]): number {
  return pages.reduce((sum, page) => sum + page.remove.length, 0);
}
