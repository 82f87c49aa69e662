import { setMaxListeners } from 'node:events';
import { AppError, type ErrorInfo } from '../contract/errors';
import type { JobProgress } from '../contract/events';
import { Throughput } from './throughput';
import type { ItemOutcome } from '../contract/channels/item-outcome';
import type { ItemContext, JobDefinition, JobItem, ProgressListener, RunJournal, WriteDetail, WriteListener, WriteRecord } from './job-types';
import { JournalWriteError } from './journal/journal-file';

type JobState = JobProgress['state'];

export interface JobRunOptions {
  jobId: string;
  onProgress: ProgressListener;
  onItemWrite: WriteListener;
  now(): number;
  /** Progress is pushed at most this often while items finish; state changes are pushed at once. */
  progressIntervalMs?: number;
  /** Where the run records what it is about to change and what came of it; none for a dry run. */
  journal?: RunJournal;
}

const DEFAULT_CONCURRENCY = 4;

const weightOf = (item: JobItem<unknown>) => item.weight ?? 1;

function journalProblem(error: unknown): string {
  return error instanceof JournalWriteError ? `the change journal could not be written (${error.problem}).` : 'the change journal could not be written.';
}

function errorInfoOf(error: unknown, cancelled: boolean): ErrorInfo {
  if (error instanceof AppError) return error.info;
  if (cancelled) return { code: 'CANCELLED', message: 'Cancelled while in progress.' };
  return { code: 'INTERNAL', message: 'Something went wrong with this item.' };
}

function withoutListenerWarning(controller: AbortController): AbortController {
  setMaxListeners(0, controller.signal);
  return controller;
}

/**
 * One execution of a job. Each item is taken exactly once (one shared cursor) and ends with exactly
 * one outcome; items a cancel kept from starting are skipped, never dropped.
 */
export class JobRun<I> {
  private state: JobState = 'queued';
  private started = false;
  private cursor = 0;
  private readonly outcomes = new Map<string, ItemOutcome>();
  /**
   * Every item and every request of the run listens to this one signal: a run of 8 items each reading 8
   * pages at once has 64 listeners, none of them a leak, so Node's warning past 10 is turned off for it.
   */
  private readonly abort = withoutListenerWarning(new AbortController());
  private resumeWaiters: Array<() => void> = [];
  private readonly throughput = new Throughput();
  private lastEmitAt = Number.NEGATIVE_INFINITY;
  private trailingEmit: ReturnType<typeof setTimeout> | undefined;
  /** Units, not items: each item counts its weight (see `JobItem.weight`). */
  private counts = { done: 0, failed: 0, skipped: 0 };
  private readonly total: number;
  /** Units each running item has already counted through `advance`. */
  private readonly advanced = new Map<string, number>();
  /** Let go once the job is held for the next start: nothing this run does after that is its story. */
  private journal: RunJournal | undefined;
  /** Set when an intent could not be recorded: the run stops, and says why for the items it did not start. */
  private journalFailure: string | null = null;
  /** Paused to quit: what the run does afterwards is told on the next start, not now. */
  private heldToQuit = false;

  constructor(
    readonly definition: JobDefinition<I>,
    private readonly options: JobRunOptions,
  ) {
    const keys = new Set(definition.items.map((item) => item.key));
    if (keys.size !== definition.items.length) throw new AppError('INTERNAL', 'A job was given two items with the same key.');
    if (definition.items.some((item) => !Number.isInteger(weightOf(item)) || weightOf(item) < 0)) throw new AppError('INTERNAL', 'A job item weighs a whole number of units.');
    this.total = definition.items.reduce((sum, item) => sum + weightOf(item), 0);
    this.journal = definition.dryRun || definition.readOnly ? undefined : options.journal;
  }

  get jobId(): string {
    return this.options.jobId;
  }

  get dryRun(): boolean {
    return this.definition.dryRun ?? false;
  }

  /** Resolves once every item has its outcome. */
  async run(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const items = this.definition.items;
    let notStarted = 'Cancelled before it started.';
    try {
      await this.journal?.begun(this.jobId, this.definition as JobDefinition<unknown>);
    } catch (error) {
      // Nothing is changed that could not be told after a stop.
      notStarted = `Not started: ${journalProblem(error)}`;
      this.abort.abort();
    }
    if (!this.abort.signal.aborted) this.setState('running');
    const workers = Math.max(1, Math.min(this.definition.concurrency ?? DEFAULT_CONCURRENCY, items.length));
    await Promise.all(Array.from({ length: workers }, () => this.worker()));
    if (this.journalFailure !== null) notStarted = `Not started: ${this.journalFailure}`;
    for (const item of items.slice(this.cursor)) {
      this.record(item, { status: 'skipped', reason: notStarted }, []);
    }
    const state = this.abort.signal.aborted ? 'cancelled' : 'completed';
    // The journal and Activity hear of the end together; a held job told Activity when it was held.
    const journal = this.journal;
    if (journal || !this.heldToQuit) {
      await journal?.ended(this.jobId, state).catch(() => undefined);
      await this.logEnd(state);
    }
    this.setState(state);
  }

  pause(): boolean {
    if (this.state !== 'running') return false;
    this.setState('paused');
    return true;
  }

  /**
   * Quitting with the job running, to pick it up on the next start: pauses it and records it as held, then
   * writes nothing more to the journal (what is in flight then reads as uncertain, and is settled then).
   */
  async hold(): Promise<void> {
    if (this.state !== 'running' && this.state !== 'paused' && this.state !== 'queued') return;
    this.pause();
    const journal = this.journal;
    this.journal = undefined;
    this.heldToQuit = true;
    await journal?.held(this.jobId);
    await this.logEnd('held');
  }

  resume(): boolean {
    if (this.state !== 'paused') return false;
    this.setState('running');
    this.releaseWaiters();
    return true;
  }

  cancel(): boolean {
    if (this.state === 'cancelled' || this.state === 'completed' || this.state === 'cancelling') return false;
    this.setState('cancelling');
    this.abort.abort();
    this.releaseWaiters();
    return true;
  }

  /** Outcomes so far, in the order of the items. */
  results(): ItemOutcome[] {
    return this.definition.items.flatMap((item) => this.outcomes.get(item.key) ?? []);
  }

  progress(): JobProgress {
    const now = this.options.now();
    const total = this.total;
    const finished = this.counts.done + this.counts.failed + this.counts.skipped;
    const settled = this.state === 'completed' || this.state === 'cancelled';
    return {
      jobId: this.jobId,
      kind: this.definition.kind,
      title: this.definition.title,
      state: this.state,
      dryRun: this.dryRun,
      total,
      ...this.counts,
      ratePerSecond: settled ? 0 : this.throughput.ratePerSecond(now),
      etaSeconds: settled ? 0 : this.state === 'paused' ? null : this.throughput.etaSeconds(now, total - finished),
    };
  }

  private async worker(): Promise<void> {
    for (;;) {
      await this.whileNotPaused();
      if (this.abort.signal.aborted) return;
      const item = this.definition.items[this.cursor];
      if (item === undefined) return;
      this.cursor += 1;
      await this.runItem(item);
    }
  }

  private async runItem(item: JobItem<I>): Promise<void> {
    const writes: string[] = [];
    const ctx: ItemContext = {
      signal: this.abort.signal,
      dryRun: this.dryRun,
      write: (action, perform, detail = {}) => {
        writes.push(action);
        return this.performWrite(item, action, perform, detail);
      },
      advance: (units = 1, as = 'done') => this.advance(item, units, as),
    };
    try {
      const answer = await this.definition.work(item, ctx);
      if (answer && 'skipped' in answer) this.record(item, { status: 'skipped', reason: answer.skipped }, writes);
      else this.record(item, { status: 'done' }, writes);
    } catch (error) {
      this.record(item, { status: 'failed', error: errorInfoOf(error, this.abort.signal.aborted) }, writes);
    }
  }

  private async performWrite<R>(item: JobItem<I>, action: string, perform: () => Promise<R>, detail: WriteDetail): Promise<R | undefined> {
    const entry = { ...this.activityFields('item'), action, target: item.target, ...(detail.words ?? {}) };
    if (this.dryRun) {
      await this.log({ ...entry, outcome: 'dry-run', errorMessage: null });
      return undefined;
    }
    const seq = await this.recordIntent(item, action, detail);
    let value: R;
    try {
      value = await perform();
    } catch (error) {
      const message = errorInfoOf(error, this.abort.signal.aborted).message;
      if (seq !== null) this.journal?.wrote(this.jobId, item.key, seq, message);
      await this.log({ ...entry, outcome: 'failure', errorMessage: message });
      throw error;
    }
    if (seq !== null) this.journal?.wrote(this.jobId, item.key, seq, null);
    await this.log({ ...entry, outcome: 'success', errorMessage: null });
    return value;
  }

  /** The intent is on disk before the change leaves; when it cannot be, the change is not made and the run stops. */
  private async recordIntent(item: JobItem<I>, action: string, detail: WriteDetail): Promise<number | null> {
    if (!this.journal) return null;
    try {
      return await this.journal.intent(this.jobId, item.key, action, detail);
    } catch (error) {
      this.journalFailure ??= journalProblem(error);
      this.cancel();
      throw new AppError('JOURNAL_UNAVAILABLE', `Not changed: ${journalProblem(error)}`);
    }
  }

  /** What every Activity line of this job carries: its id and title, so Activity lists the job as one entry. */
  private activityFields(part: 'item' | 'end') {
    return { connectionId: this.definition.connectionId ?? null, jobId: this.jobId, jobTitle: this.definition.title, part };
  }

  /** The job's end in Activity: how it ended and its counts, read into the entry that started it. */
  private async logEnd(endedAs: 'completed' | 'cancelled' | 'held'): Promise<void> {
    if (this.dryRun) return;
    const { failed } = this.counts;
    await this.log({
      ...this.activityFields('end'),
      action: this.definition.kind,
      target: this.definition.title,
      outcome: failed > 0 ? 'failure' : 'success',
      errorMessage: null,
      counts: { ...this.counts },
      endedAs,
      ...(this.definition.follows ? { follows: this.definition.follows } : {}),
    });
  }

  /**
   * The item's outcome is what happened upstream: a write that was made stays done even if its log
   * entry could not be recorded (the log keeps and reports its own trouble).
   */
  private async log(record: WriteRecord): Promise<void> {
    try {
      await this.options.onItemWrite(record);
    } catch {
      // Nothing to add here: the activity log reports its failures itself.
    }
  }

  private record(
    item: JobItem<I>,
    result: { status: 'done' } | { status: 'failed'; error: ErrorInfo } | { status: 'skipped'; reason: string },
    writes: string[],
  ): void {
    if (this.outcomes.has(item.key)) throw new AppError('INTERNAL', 'A job item finished twice.');
    const outcome: ItemOutcome = { key: item.key, target: item.target, writes, at: new Date(this.options.now()).toISOString(), ...result };
    this.outcomes.set(item.key, outcome);
    this.journal?.itemEnded(this.jobId, outcome);
    const rest = weightOf(item) - (this.advanced.get(item.key) ?? 0);
    this.advanced.delete(item.key);
    this.counts[result.status] += rest;
    this.throughput.record(this.options.now(), rest);
    this.emitThrottled();
  }

  private async advance(item: JobItem<I>, units: number, as: 'done' | 'skipped'): Promise<void> {
    const advanced = this.advanced.get(item.key) ?? 0;
    const counted = this.outcomes.has(item.key) ? 0 : Math.min(Math.max(0, Math.floor(units)), weightOf(item) - advanced);
    if (counted > 0) {
      this.advanced.set(item.key, advanced + counted);
      this.counts[as] += counted;
      this.throughput.record(this.options.now(), counted);
      this.emitThrottled();
    }
    await this.whileNotPaused();
  }

  private async whileNotPaused(): Promise<void> {
    while (this.state === 'paused') await new Promise<void>((resolve) => this.resumeWaiters.push(resolve));
  }

  private setState(state: JobState): void {
    this.state = state;
    this.emitNow();
  }

  private releaseWaiters(): void {
    const waiters = this.resumeWaiters;
    this.resumeWaiters = [];
    for (const wake of waiters) wake();
  }

  private emitNow(): void {
    clearTimeout(this.trailingEmit);
    this.trailingEmit = undefined;
    this.lastEmitAt = this.options.now();
    this.options.onProgress(this.progress());
  }

  private emitThrottled(): void {
    const interval = this.options.progressIntervalMs ?? 100;
    const wait = this.lastEmitAt + interval - this.options.now();
    if (wait <= 0) {
      this.emitNow();
    } else if (this.trailingEmit === undefined) {
      this.trailingEmit = setTimeout(() => this.emitNow(), wait);
      this.trailingEmit.unref?.();
    }
  }
}
