import { randomUUID } from 'node:crypto';
import { AppError } from '../contract/errors';
import type { JobProgress } from '../contract/events';
import { JobRun } from './job-run';
import type { ItemOutcome } from '../contract/channels/item-outcome';
import type { JobDefinition, ProgressListener, RunJournal, WriteListener } from './job-types';

export interface JobRegistryOptions {
  /** Wired by the lead to the `job.progress` event. */
  onProgress: ProgressListener;
  /** Wired to `ActivityLog.append`; every write of every job goes through it. */
  onItemWrite: WriteListener;
  now?: () => number;
  newJobId?: () => string;
  progressIntervalMs?: number;
  /** Where every run that changes something records itself (see `journal/run-journal.ts`). */
  journal?: RunJournal;
}

export interface StartedJob {
  jobId: string;
  /** Resolves when every item has its outcome (completed or cancelled). */
  finished: Promise<void>;
}

export interface JobRegistry {
  start<I>(definition: JobDefinition<I>): StartedJob;
  list(): JobProgress[];
  get(jobId: string): JobProgress;
  pause(jobId: string): boolean;
  resume(jobId: string): boolean;
  cancel(jobId: string): boolean;
  /** A new job over only the items that failed in this one; undefined when none failed. */
  retryFailed(jobId: string): StartedJob | undefined;
  results(jobId: string): ItemOutcome[];
  /** Whether this session started the job (a job in the journal but not here ran before a restart). */
  has(jobId: string): boolean;
  /** Jobs that change something and have not ended: what quitting now would interrupt. */
  unfinished(): JobProgress[];
  /** Quitting: pauses every unfinished job and records it as held, so the next start offers it again. */
  holdUnfinished(): Promise<void>;
  /** Quitting: stops every unfinished job and waits until each has recorded how it ended. */
  stopUnfinished(): Promise<void>;
}

interface Entry {
  run: JobRun<unknown>;
  finished: Promise<void>;
  retry(): StartedJob | undefined;
}

export function createJobRegistry(options: JobRegistryOptions): JobRegistry {
  const entries = new Map<string, Entry>();
  const now = options.now ?? (() => Date.now());
  const newJobId = options.newJobId ?? randomUUID;

  function entryOf(jobId: string): Entry {
    const entry = entries.get(jobId);
    if (!entry) throw new AppError('NOT_FOUND', 'This job is no longer available.');
    return entry;
  }

  function start<I>(definition: JobDefinition<I>): StartedJob {
    const jobId = newJobId();
    const run = new JobRun(definition, {
      jobId,
      now,
      onProgress: options.onProgress,
      onItemWrite: options.onItemWrite,
      progressIntervalMs: options.progressIntervalMs,
      journal: options.journal,
    });
    const retry = () => {
      const failed = new Set(run.results().flatMap((outcome) => (outcome.status === 'failed' ? outcome.key : [])));
      if (failed.size === 0) return undefined;
      return start({ ...definition, follows: { jobId, as: 'retry' }, items: definition.items.filter((item) => failed.has(item.key)) });
    };
    const finished = run.run();
    entries.set(jobId, { run: run as JobRun<unknown>, finished, retry });
    return { jobId, finished };
  }

  const unfinished = () => [...entries.values()].filter((entry) => !entry.run.dryRun && !['completed', 'cancelled'].includes(entry.run.progress().state));

  return {
    start,
    list: () => [...entries.values()].map((entry) => entry.run.progress()),
    get: (jobId) => entryOf(jobId).run.progress(),
    pause: (jobId) => entryOf(jobId).run.pause(),
    resume: (jobId) => entryOf(jobId).run.resume(),
    cancel: (jobId) => entryOf(jobId).run.cancel(),
    retryFailed: (jobId) => {
      const entry = entryOf(jobId);
      const { state } = entry.run.progress();
      if (state !== 'completed' && state !== 'cancelled') {
        throw new AppError('CONFLICT', 'Wait for the job to finish before retrying its failed items.');
      }
      return entry.retry();
    },
    results: (jobId) => entryOf(jobId).run.results(),
    has: (jobId) => entries.has(jobId),
    unfinished: () => unfinished().map((entry) => entry.run.progress()),
    holdUnfinished: async () => {
      await Promise.all(unfinished().map((entry) => entry.run.hold()));
    },
    stopUnfinished: async () => {
      const stopping = unfinished();
      for (const entry of stopping) entry.run.cancel();
      await Promise.all(stopping.map((entry) => entry.finished));
    },
  };
}
