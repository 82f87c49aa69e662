import { randomUUID } from 'node:crypto';
import { phraseMatches } from '../contract/bulk';
import { STALE_PLAN } from '../contract/channels/planned-run';
import { AppError } from '../contract/errors';
import { plural } from '../contract/words';
import { BoundedStore } from './bounded-store';
import type { JobRegistry, StartedJob } from './job-registry';
import type { JobDefinition } from './job-types';

/**
 * The one way a planned bulk change runs: the dry run's plan is kept here for a while, and a start is
 * refused, in the same words in every area, when the plan is gone or too old, was made on another
 * connection, has not finished, finds nothing to do, is confirmed with the wrong phrase, or no longer
 * matches the world. Only then does the job start, and the plan is used up.
 */

/** A dry run older than this is refused: what it read may well have changed since. */
export const PLAN_LIFETIME_MS = 30 * 60 * 1000;

export const plannedRunWords = {
  gone: 'This preview is no longer available. Run the preview again.',
  expired: 'This preview is more than 30 minutes old. Run it again to see what would happen now.',
  otherConnection: 'This preview was made for another connection. Run it again here.',
  unfinished: 'The preview has not finished. Wait for it, or run it again if it was stopped.',
  nothingToDo: (verb: string) => `The preview found nothing to ${verb}.`,
  typePhrase: (phrase: string) => `Type ${phrase} to confirm.`,
  stale: (whatChanged: string) => `${whatChanged} Run the preview again.`,
} as const;


/**
 * What a staleness check answers: "2 of the 26 tokens were revoked elsewhere since the preview.", "The
 * webhook was changed since the preview.", or null when nothing changed.
 */
export function changedSincePreview(changed: number, total: number, happened: string, one: string, many = `${one}s`): string | null {
  if (changed === 0) return null;
  if (total === 1) return `The ${one} was ${happened} since the preview.`;
  return `${changed.toLocaleString('en')} of the ${plural(total, one, many)} ${changed === 1 ? 'was' : 'were'} ${happened} since the preview.`;
}

/** How far a dry run that is itself a job has got, as its `getPlan` answers it. */
export type PreviewState = 'running' | 'ready' | 'stopped';

interface KeptPlan<P> {
  connectionId: string;
  madeAt: number;
  plan: P;
  /** Set for a dry run that is a job: its id, and whether every page has its outcome. */
  preview: { jobId: string; finished: boolean } | null;
  /** Set once the finished dry run was shown and recorded in Activity. */
  shown: boolean;
}

/** What a flow says about its plan when the admin starts it; the kit checks it in this order. */
export interface PlannedRun<I> {
  /** The verb of the change, as in "The preview found nothing to revoke." */
  verb: string;
  /** How many things the run changes: none is refused. */
  count: number;
  /** What the admin must type (`confirmationPhrase` of app/contract/bulk.ts). */
  phrase: string;
  /** A flow's own reason to refuse, checked after the phrase (a lockout not confirmed ...), or null. */
  refusal?: string | null;
  /**
   * Re-reads what the plan depends on: null when it still holds, else a sentence saying what changed
   * ("2 of the 26 tokens were revoked elsewhere since the preview."). A stale plan starts nothing.
   */
  staleness(signal: AbortSignal): Promise<string | null>;
  /** The job the plan becomes; it is bound to the plan's connection. */
  job: Omit<JobDefinition<I>, 'connectionId'>;
}

export interface StartRequest {
  planId: string;
  connectionId: string;
  confirmation: string;
  signal: AbortSignal;
}

function confirmationRefused(message: string): AppError {
  return new AppError('VALIDATION', message, { fields: [{ path: 'confirmation', message }] });
}

export class PlannedRuns<P> {
  private readonly kept: BoundedStore<KeptPlan<P>>;

  constructor(
    private readonly jobs: JobRegistry,
    /** How many plans are kept at once; each may be large (30,000 tokens), and only the latest are used. */
    capacity: number,
    private readonly now: () => number = Date.now,
  ) {
    this.kept = new BoundedStore(capacity, plannedRunWords.gone);
  }

  /** Keeps a dry run that was worked out in one go; answers its plan id. */
  keep(connectionId: string, plan: P): string {
    const planId = randomUUID();
    this.kept.set(planId, { connectionId, madeAt: this.now(), plan, preview: null, shown: false });
    return planId;
  }

  /**
   * Starts a dry run that is itself a job (it reads many pages, with progress and stop) and keeps `plan`,
   * which its work fills in, under the job's id: that id is the plan id.
   */
  preview<I>(connectionId: string, plan: P, job: Omit<JobDefinition<I>, 'connectionId'>): StartedJob {
    const started = this.jobs.start({ ...job, connectionId });
    const kept: KeptPlan<P> = { connectionId, madeAt: this.now(), plan, preview: { jobId: started.jobId, finished: false }, shown: false };
    this.kept.set(started.jobId, kept);
    const finished = started.finished.then(() => {
      if (kept.preview) kept.preview.finished = true;
    });
    return { jobId: started.jobId, finished };
  }

  /** A plan, for a call on `connectionId`: one made on another connection, or too old, is refused. */
  get(planId: string, connectionId: string): P {
    return this.entry(planId, connectionId).plan;
  }

  /** How far a dry run that is a job has got; a plan worked out in one go is always ready. */
  state(planId: string, connectionId: string): PreviewState {
    return this.stateOf(this.entry(planId, connectionId));
  }

  /**
   * Whether a dry run is being shown finished (`shown`, the state its answer gives) for the first time: its
   * Activity entry ("Preview only") is written then, once however often it is read again.
   */
  firstShown(planId: string, connectionId: string, shown: PreviewState): boolean {
    const kept = this.entry(planId, connectionId);
    if (shown !== 'ready' || kept.shown) return false;
    kept.shown = true;
    return true;
  }

  /**
   * Runs a plan once, after every check. `describe` turns the kept plan into the run (it may read, as a
   * tree change names the people its lists hold); the plan is used up only when the job starts.
   */
  async start<I>(request: StartRequest, describe: (plan: P) => PlannedRun<I> | Promise<PlannedRun<I>>): Promise<StartedJob> {
    const kept = this.entry(request.planId, request.connectionId);
    if (this.stateOf(kept) !== 'ready') throw new AppError('CONFLICT', plannedRunWords.unfinished);
    const run = await describe(kept.plan);
    if (run.count === 0) throw confirmationRefused(plannedRunWords.nothingToDo(run.verb));
    if (!phraseMatches(request.confirmation, run.phrase)) throw confirmationRefused(plannedRunWords.typePhrase(run.phrase));
    if (run.refusal) throw new AppError('VALIDATION', run.refusal);
    const stale = await run.staleness(request.signal);
    if (stale !== null) throw new AppError('CONFLICT', plannedRunWords.stale(stale), { reason: STALE_PLAN });
    // Checked again: another start of the same plan may have begun while this one read the world.
    this.entry(request.planId, request.connectionId);
    this.kept.delete(request.planId);
    return this.jobs.start({ ...run.job, connectionId: request.connectionId });
  }

  private entry(planId: string, connectionId: string): KeptPlan<P> {
    const kept = this.kept.get(planId);
    if (kept.connectionId !== connectionId) throw new AppError('VALIDATION', plannedRunWords.otherConnection);
    if (this.now() - kept.madeAt > PLAN_LIFETIME_MS) throw new AppError('CONFLICT', plannedRunWords.expired);
    return kept;
  }

  private stateOf(kept: KeptPlan<P>): PreviewState {
    if (kept.preview === null) return 'ready';
    const progress = this.jobs.get(kept.preview.jobId);
    if (progress.state === 'cancelled' || progress.state === 'cancelling' || (kept.preview.finished && progress.failed > 0)) return 'stopped';
    return kept.preview.finished && progress.state === 'completed' ? 'ready' : 'running';
  }
}
