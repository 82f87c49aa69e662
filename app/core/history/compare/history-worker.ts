import { parentPort } from 'node:worker_threads';
import { compareVersions, renderVersion } from './version-tasks';
import type { WorkerAnswer, WorkerTask } from './worker-protocol';

/**
 * The history worker thread: renders and compares versions away from the main thread (the Electron
 * main process serves every IPC call, and a 1 MB comparison takes a noticeable fraction of a second).
 */
parentPort?.on('message', (task: WorkerTask) => {
  let answer: WorkerAnswer;
  try {
    answer = { id: task.id, ok: true, result: task.kind === 'render' ? renderVersion(task.storage) : compareVersions(task.before, task.after) };
  } catch (error) {
    answer = { id: task.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
