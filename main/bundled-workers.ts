import { Worker } from 'node:worker_threads';
import historyWorkerPath from '../app/core/confluence/history/compare/history-worker?modulePath';
import sandboxWorkerPath from '../app/core/demo/sandbox-worker?modulePath';

/** The worker threads as bundled into the app: electron-vite emits each `?modulePath` import as a file of its own. */

/** The page-history worker. */
export function bundledHistoryWorker(): Worker {
  return new Worker(historyWorkerPath);
}

/** The demo organization's sandbox, off the main process's event loop. */
export function bundledSandboxWorker(): Worker {
  return new Worker(sandboxWorkerPath);
}
