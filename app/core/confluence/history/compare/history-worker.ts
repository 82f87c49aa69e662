import { randomUUID } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import type { CompareRow, ComparisonHead } from '../../../../contract/confluence/history.channels';
import { compareVersions, renderVersion, type VersionText } from './version-tasks';
import type { WorkerAnswer, WorkerResult, WorkerTask } from './worker-protocol';

/**
 * The history worker thread: renders and compares versions away from the main thread (the Electron
 * main process serves every IPC call, and a 1 MB comparison takes a noticeable fraction of a second).
 * A comparison's rows stay here and leave in chunks, so no thread ever receives a megabyte at once.
 */

/** Comparisons kept for their rows: the few the admin has open. */
const KEPT = 8;
const kept = new Map<string, CompareRow[]>();

class Expired extends Error {}

function compare(before: VersionText, after: VersionText, headRows: number): ComparisonHead {
  const comparison = compareVersions(before, after);
  const compareId = randomUUID();
  kept.set(compareId, comparison.rows);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(oldest);
  }
  const changes = comparison.rows.flatMap((row, index) => (row.change === 'same' ? [] : [index]));
  return { ...comparison, rows: comparison.rows.slice(0, headRows), compareId, rowCount: comparison.rows.length, changes };
}

function rows(compareId: string, start: number, count: number): CompareRow[] {
  const all = kept.get(compareId);
  if (all === undefined) throw new Expired('This comparison is no longer kept.');
  return all.slice(start, start + count);
}

function run(task: WorkerTask): WorkerResult {
  if (task.kind === 'render') return renderVersion(task.storage);
  if (task.kind === 'compare') return compare(task.before, task.after, task.headRows);
  return rows(task.compareId, task.start, task.count);
}

parentPort?.on('message', (task: WorkerTask) => {
  let answer: WorkerAnswer;
  try {
    answer = { id: task.id, ok: true, result: run(task) };
  } catch (error) {
    answer = { id: task.id, ok: false, message: error instanceof Error ? error.message : String(error), expired: error instanceof Expired };
  }
  parentPort?.postMessage(answer);
});
