import type { Worker } from 'node:worker_threads';
import { COMPARE_ROWS_PER_CHUNK, type CompareRow, type ComparisonHead } from '../../../../contract/confluence/history.channels';
import type { RenderedVersion } from '../../../../contract/confluence/content';
import { AppError } from '../../../../contract/errors';
import { sourceWorker, type WorkerLauncher } from '../../../../platform/source-worker';
import type { VersionText } from './version-tasks';
import type { WorkerAnswer, WorkerResult, WorkerTask } from './worker-protocol';

/** The history worker from source (tests, the loopback bridge, `npm run web`); the desktop app passes its bundled one. */
export const sourceWorkerLauncher: WorkerLauncher = sourceWorker(new URL('./history-worker.ts', import.meta.url));

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Pending {
  task: WorkerTask;
  resolve(value: WorkerResult): void;
  reject(error: AppError): void;
}

const stopped = () => new AppError('INTERNAL', 'The comparison stopped unexpectedly. Try again.');

/**
 * One worker thread, started on first use and kept (unreferenced, so it never holds the process open).
 * Tasks run in the order given. A caller that gives up is answered at once; when its task is the one
 * running, the thread is stopped (freeing the processor) and a new one takes the tasks still waiting.
 */
export class HistoryWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly launch: WorkerLauncher = sourceWorkerLauncher) {}

  render(storage: string, signal?: AbortSignal): Promise<RenderedVersion> {
    return this.run({ kind: 'render', storage }, signal) as Promise<RenderedVersion>;
  }

  /** The comparison with its first `headRows` rows; the others stay in the worker (see `rows`). */
  compare(before: VersionText, after: VersionText, signal?: AbortSignal, headRows = COMPARE_ROWS_PER_CHUNK): Promise<ComparisonHead> {
    return this.run({ kind: 'compare', before, after, headRows }, signal) as Promise<ComparisonHead>;
  }

  rows(compareId: string, start: number, count: number, signal?: AbortSignal): Promise<CompareRow[]> {
    return this.run({ kind: 'rows', compareId, start, count: Math.min(count, COMPARE_ROWS_PER_CHUNK) }, signal) as Promise<CompareRow[]>;
  }

  async dispose(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll();
    await worker?.terminate();
  }

  private run(task: DistributiveOmit<WorkerTask, 'id'>, signal?: AbortSignal): Promise<WorkerResult> {
    if (signal?.aborted) return Promise.reject(new AppError('CANCELLED', 'Cancelled.'));
    const id = this.nextId++;
    const message: WorkerTask = { ...task, id };
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const running = this.pending.keys().next().value === id;
        this.pending.delete(id);
        reject(new AppError('CANCELLED', 'Cancelled.'));
        if (running) this.restart();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = <T>(finish: (value: T) => void) => (value: T) => {
        signal?.removeEventListener('abort', onAbort);
        finish(value);
      };
      this.pending.set(id, { task: message, resolve: settle(resolve), reject: settle(reject) });
      this.thread().postMessage(message);
    });
  }

  /** Stops the thread and hands the tasks still waiting to a new one. */
  private restart(): void {
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) {
      worker.removeAllListeners();
      void worker.terminate();
    }
    if (this.pending.size === 0) return;
    const thread = this.thread();
    for (const entry of this.pending.values()) thread.postMessage(entry.task);
  }

  private thread(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = this.launch();
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (waiting === undefined) return;
      if (answer.ok) waiting.resolve(answer.result);
      else if (answer.expired === true) waiting.reject(new AppError('NOT_FOUND', 'This comparison is no longer open. Compare the versions again.', { reason: 'comparisonExpired' }));
      else waiting.reject(new AppError('INTERNAL', `Orgdesk could not read this version: ${answer.message}`));
    });
    const lost = () => {
      if (this.worker === worker) this.worker = null;
      this.failAll();
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    this.worker = worker;
    return worker;
  }

  private failAll(): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const entry of waiting) entry.reject(stopped());
  }
}
