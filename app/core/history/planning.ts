import type { ApiSession } from '../../api/http/session';
import type { ConfluencePage } from '../../contract/channels/confluence';
import { cleanupPhrase, rollbackCount, rollbackPhrase, type RollbackChoice, type CleanupPagePlan, type CleanupRule, type CleanupScope, type PlanState, type RollbackPagePlan } from '../../contract/channels/confluence-history';
import { AppError } from '../../contract/errors';
import type { JobRegistry, StartedJob } from '../../jobs/job-registry';
import type { ItemWork } from '../../jobs/job-types';
import { BoundedStore } from '../../jobs/bounded-store';
import { cleanupItem, cleanupPages, cleanupWork, historySize, planCleanupPage } from './cleanup';
import type { HistoryWorker } from './compare/history-worker-client';
import { pageTarget } from './page-set';
import { plural } from '../../contract/words';
import { nameOf } from './people';
import {
  changesSince,
  planRollbackPage,
  ROLLBACK_CONCURRENCY,
  rollbackCandidates,
  rollbackItem,
  rollbackWork,
  type RollbackRequest,
} from './rollback';

/**
 * Bulk history work in two jobs: the dry run reads every page of the scope (progress, stop) and keeps
 * what it found here under the dry run's job id; the run itself starts only from a finished dry run of
 * the same connection, not older than half an hour, with the phrase the admin typed.
 */

const PLANS_KEPT = 6;
const PLAN_LIFETIME_MS = 30 * 60 * 1000;
const PLAN_CONCURRENCY = 4;

interface PlanRecord<P> {
  connectionId: string;
  startedAt: number;
  order: string[];
  pages: Map<string, P>;
  finished: boolean;
  /** Set once the finished dry run was shown and recorded in Activity. */
  previewed: boolean;
}

type CleanupRecord = PlanRecord<CleanupPagePlan> & { kind: 'cleanup' };
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

function confirmationError(message: string): AppError {
  return new AppError('VALIDATION', message, { fields: [{ path: 'confirmation', message }] });
}

export class HistoryPlanning {
  private readonly plans = new BoundedStore<CleanupRecord | RollbackRecord>(PLANS_KEPT, 'This preview is no longer available. Run the preview again.');

  constructor(
    private readonly jobs: JobRegistry,
    private readonly worker: HistoryWorker,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async startCleanupPlan(session: ApiSession, connectionId: string, scope: CleanupScope, rule: CleanupRule, signal: AbortSignal): Promise<StartedPlan> {
    const pages = await cleanupPages(session, scope, signal);
    const record: CleanupRecord = { kind: 'cleanup', connectionId, startedAt: this.now(), order: pages.map((page) => page.id), pages: new Map(), finished: false, previewed: false };
    const work: ItemWork<ConfluencePage> = async ({ input }, ctx) => {
      record.pages.set(input.id, await planCleanupPage(session, input, rule, ctx.signal, (read) => ctx.advance(read)));
    };
    const title = `Preview: clean up the history of ${plural(pages.length, 'page')}`;
    return { ...this.startPlanJob(record, 'confluence.historyCleanup.plan', title, pages, work, historySize), pages: pages.length };
  }

  async startRollbackPlan(session: ApiSession, connectionId: string, request: RollbackRequest, signal: AbortSignal): Promise<StartedPlan> {
    const pages = await rollbackCandidates(session, request, signal);
    const record: RollbackRecord = {
      kind: 'rollback',
      request,
      connectionId,
      startedAt: this.now(),
      order: pages.map((page) => page.id),
      pages: new Map(),
      finished: false,
      previewed: false,
    };
    const work: ItemWork<ConfluencePage> = async ({ input }, ctx) => {
      const plan = await planRollbackPage(session, this.worker, input, request, ctx.signal);
      if (plan === null) return { skipped: 'Nothing to undo on this page.' };
      record.pages.set(input.id, plan);
      return undefined;
    };
    return { ...this.startPlanJob(record, 'confluence.rollback.plan', `Preview: roll back ${plural(pages.length, 'changed page')}`, pages, work), pages: pages.length };
  }

  cleanupPlan(jobId: string, connectionId: string): CleanupPlanView {
    const record = this.record(jobId, connectionId, 'cleanup');
    const pages = this.ordered(record);
    const versions = pages.reduce((sum, page) => sum + page.remove.length, 0);
    return { state: this.stateOf(jobId, record), pages, versions, phrase: cleanupPhrase(versions) };
  }

  rollbackPlan(jobId: string, connectionId: string): RollbackPlanView {
    const record = this.record(jobId, connectionId, 'rollback');
    return { state: this.stateOf(jobId, record), request: record.request, pages: this.ordered(record) };
  }

  /**
   * Whether a dry run is being shown finished (`shown`, the state its answer gives) for the first time: its
   * Activity entry ("Preview only") is written then, once however often it is read again. One stopped
   * before the end showed no plan to act on.
   */
  firstShown(jobId: string, shown: PlanState): boolean {
    const record = this.plans.get(jobId);
    if (shown !== 'ready' || record.previewed) return false;
    record.previewed = true;
    return true;
  }

  startCleanup(session: ApiSession, connectionId: string, planId: string, confirmation: string): StartedJob & { versions: number; pages: number } {
    const record = this.readyRecord(planId, connectionId, 'cleanup');
    const pages = this.ordered(record);
    const versions = pages.reduce((sum, page) => sum + page.remove.length, 0);
    if (versions === 0) throw confirmationError('The preview found no version to delete.');
    const phrase = cleanupPhrase(versions);
    if (confirmation.trim() !== phrase) throw confirmationError(`Type ${phrase} to confirm.`);
    this.plans.delete(planId);
    const touched = pages.filter((page) => page.remove.length > 0).length;
    const started = this.jobs.start({
      kind: 'confluence.historyCleanup.start',
      title: `Delete ${plural(versions, 'old version')} from ${plural(touched, 'page')}`,
      items: pages.map(cleanupItem),
      work: cleanupWork(session),
      connectionId,
    });
    return { ...started, versions, pages: touched };
  }

  async startRollback(session: ApiSession, connectionId: string, planId: string, confirmation: string, choice: RollbackChoice, signal: AbortSignal): Promise<StartedJob & { pages: number }> {
    const record = this.readyRecord(planId, connectionId, 'rollback');
    const pages = this.ordered(record);
    const count = rollbackCount(pages, choice);
    if (count === 0) throw confirmationError('Nothing is chosen to roll back.');
    const phrase = rollbackPhrase(count);
    if (confirmation.trim() !== phrase) throw confirmationError(`Type ${phrase} to confirm.`);
    const { since, authorId } = record.request;
    const author = authorId === null ? null : await nameOf(session, authorId, signal);
    const message = `Rolled back ${changesSince(since, author)}`;
    this.plans.delete(planId);
    const started = this.jobs.start({
      kind: 'confluence.rollback.start',
      title: `Roll back ${plural(count, 'page')}`,
      items: pages.map((page) => rollbackItem(page, choice, message)),
      work: rollbackWork(session),
      connectionId,
      concurrency: ROLLBACK_CONCURRENCY,
    });
    return { ...started, pages: count };
  }

  /** `weight` says what a page counts for in the dry run's progress (one page, unless it says versions). */
  private startPlanJob(
    record: CleanupRecord | RollbackRecord,
    kind: string,
    title: string,
    pages: ConfluencePage[],
    work: ItemWork<ConfluencePage>,
    weight: (page: ConfluencePage) => number = () => 1,
  ): StartedJob {
    const { jobId, finished } = this.jobs.start({
      kind,
      title,
      items: pages.map((page) => ({ key: page.id, target: pageTarget(page.title), input: page, weight: weight(page) })),
      work,
      connectionId: record.connectionId,
      concurrency: PLAN_CONCURRENCY,
    });
    this.plans.set(jobId, record);
    const settled = finished.then(() => {
      record.finished = true;
    });
    return { jobId, finished: settled };
  }

  private record<K extends 'cleanup' | 'rollback'>(jobId: string, connectionId: string, kind: K): Extract<CleanupRecord | RollbackRecord, { kind: K }> {
    const record = this.plans.get(jobId);
    if (record.connectionId !== connectionId) throw new AppError('VALIDATION', 'This preview was made for another connection. Run it again here.');
    if (record.kind !== kind) throw new AppError('VALIDATION', 'This is a different kind of preview.');
    return record as Extract<CleanupRecord | RollbackRecord, { kind: K }>;
  }

  private readyRecord<K extends 'cleanup' | 'rollback'>(planId: string, connectionId: string, kind: K): Extract<CleanupRecord | RollbackRecord, { kind: K }> {
    const record = this.record(planId, connectionId, kind);
    if (this.stateOf(planId, record) !== 'ready') throw new AppError('CONFLICT', 'The preview has not finished. Wait for it, or run it again if it was stopped.');
    if (this.now() - record.startedAt > PLAN_LIFETIME_MS) {
      throw new AppError('CONFLICT', 'This preview is more than 30 minutes old. Run it again to see what would happen now.');
    }
    return record;
  }

  private stateOf(jobId: string, record: PlanRecord<unknown>): PlanState {
    const progress = this.jobs.get(jobId);
    if (progress.state === 'cancelled' || progress.state === 'cancelling' || (record.finished && progress.failed > 0)) return 'stopped';
    return record.finished && progress.state === 'completed' ? 'ready' : 'running';
  }

  private ordered<P>(record: PlanRecord<P>): P[] {
    return record.order.flatMap((id) => record.pages.get(id) ?? []);
  }
}
