import { Worker } from 'node:worker_threads';
import workerPath from '../app/core/history/compare/history-worker?modulePath';

/** The page-history worker as bundled into the app (electron-vite emits it as a file of its own). */
export function bundledHistoryWorker(): Worker {
  return new Worker(workerPath);
}
