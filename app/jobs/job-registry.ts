import { randomUUID } from 'node:crypto';
import { AppError } from '../contract/errors';
import type { JobProgress } from '../contract/events';
import { JobRun } from './job-run';
import type { ItemOutcome } from '../contract/channels/item-outcome';
import type { JobDefinition, ProgressListener, WriteListener } from './job-types';

export interface JobRegistryOptions {
  /** Wired by the lead to the `job.progress` event. */
  onProgress: ProgressListener;
  /** Wired to `ActivityLog.append`; every write of every job goes through it. */
  onItemWrite: WriteListener;
  now?: () => number;
  newJobId?: () => string;
  progressIntervalMs?: number;
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
}

interface Entry {
  run: JobRun<unknown>;
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
    });
    const retry = () => {
      const failed = new Set(run.results().flatMap((outcome) => (outcome.status === 'failed' ? outcome.key : [])));
      if (failed.size === 0) return undefined;
      return start({ ...definition, items: definition.items.filter((item) => failed.has(item.key)) });
    };
    entries.set(jobId, { run: run as JobRun<unknown>, retry });
    return { jobId, finished: run.run() };
  }

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
  };
}
