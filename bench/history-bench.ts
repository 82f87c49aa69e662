import { compareVersions } from '../app/core/confluence/history/compare/version-tasks';
import { HistoryWorker } from '../app/core/confluence/history/compare/history-worker-client';
import { HistoryPlanning } from '../app/core/confluence/history/planning';
import { ROLLBACK_CONCURRENCY } from '../app/core/confluence/history/rollback';
import { allVersions } from '../app/core/confluence/history/versions';
import { createJobRegistry } from '../app/jobs/job-registry';
import { HISTORY_SHOWCASE } from '../app/sandbox/areas/confluence/data/seed-history-showcase';
import { titleOf } from '../app/sandbox/areas/confluence/content';
import type { ConfluenceState } from '../app/sandbox/areas/confluence/state';
import { startBenchTarget } from './bench-sandbox';

/**
 * Page history at scale: comparing two 1 MB versions (off the main thread: how long it takes and how
 * long the core's own thread is ever blocked meanwhile, against doing it on that thread), listing a
 * 5,000-version history (requests against the minimum), and rolling back 500 pages at 100 ms latency
 * (pages per second against what the connection limit allows).
 */

const LATENCY_MS = 100;
/** The app's transport default: connections per host. */
const CONNECTIONS = 6;
const ROLLBACK_PAGES = 500;

export interface HistoryDiffRow {
  case: string;
  versionBytes: number;
  blocks: number;
  summary: string;
  seconds: number;
  /** The longest the core's main thread was blocked while the comparison ran. */
  longestMainThreadBlockMs: number;
}

export interface HistoryListingRow {
  versions: number;
  requests: number;
  minimumRequests: number;
  seconds: number;
}

export interface RollbackRow {
  pages: number;
  dryRunSeconds: number;
  runSeconds: number;
  pagesPerSecond: number;
  /** Concurrency / (requests per page × latency): what the connection limit allows at best. */
  boundPagesPerSecond: number;
  requestsPerPage: number;
  restored: number;
}

/** A long handbook: sections of headings, paragraphs, a table and a list, about `bytes` of markup. */
export function handbook(bytes: number, changeEvery: number): { before: string; after: string; blocks: number } {
  const before: string[] = [];
  const after: string[] = [];
  let size = 0;
  let blocks = 0;
  for (let section = 0; size < bytes; section += 1) {
    const rows = [1, 2, 3].map((row) => `<tr><td>Item ${section}.${row}</td><td>Owner ${row}</td><td>${(section * row) % 97} days</td></tr>`).join('');
    const parts = [
      `<h2>Section ${section}: operating procedures</h2>`,
      `<p>Section ${section} describes how the team runs the service, who is on call and what to do first when an alert fires at night.</p>`,
      `<p>Every change in section ${section} is reviewed by a second person before it is applied, and recorded in the change log.</p>`,
      `<table><tbody><tr><th>Item</th><th>Owner</th><th>Review</th></tr>${rows}</tbody></table>`,
      `<ul><li><p>Check the dashboard for section ${section}</p></li><li><p>Page the owner if it is red</p></li></ul>`,
    ];
    const changed = section % changeEvery === 0;
    before.push(...parts);
    after.push(...parts.map((part, index) => (changed && index === 1 ? part.replace('first when', 'first, and whom to call, when') : part)));
    if (changed && section % (changeEvery * 3) === 0) after.push(`<p>New note for section ${section}: the runbook moved.</p>`);
    size += parts.join('').length;
    blocks += parts.length;
  }
  return { before: before.join(''), after: after.join(''), blocks };
}

/** Runs `work` while a timer on the main thread notes how late it fires: the longest stall seen. */
async function withBlockWatch<T>(work: () => Promise<T>): Promise<{ value: T; longestBlockMs: number; seconds: number }> {
  const tick = 5;
  let last = performance.now();
  let longest = 0;
  const sampler = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - tick);
    last = now;
  }, tick);
  const startedAt = performance.now();
  const value = await work();
  const seconds = Math.round(performance.now() - startedAt) / 1000;
  // One more tick, so a stall that lasted to the very end is seen too.
  await new Promise((resolve) => setTimeout(resolve, tick * 4));
  clearInterval(sampler);
  return { value, longestBlockMs: Math.round(longest), seconds };
}

export async function benchHistoryDiff(): Promise<HistoryDiffRow[]> {
  const { before, after, blocks } = handbook(1024 * 1024, 20);
  const worker = new HistoryWorker();
  try {
    await worker.render('<p>warm up</p>');
    const offThread = await withBlockWatch(() => worker.compare({ title: 'Handbook', storage: before }, { title: 'Handbook', storage: after }));
    const onThread = await withBlockWatch(async () => compareVersions({ title: 'Handbook', storage: before }, { title: 'Handbook', storage: after }));
    const row = (label: string, run: { value: { summary: { text: string } }; seconds: number; longestBlockMs: number }) => ({
      case: label,
      versionBytes: before.length,
      blocks,
      summary: run.value.summary.text,
      seconds: run.seconds,
      longestMainThreadBlockMs: run.longestBlockMs,
    });
    return [row('in the history worker (as the app does it)', offThread), row('on the main thread (for comparison only)', onThread)];
  } finally {
    await worker.dispose();
  }
}

export async function benchHistoryListing(): Promise<HistoryListingRow> {
  const target = await startBenchTarget({ latencyMs: LATENCY_MS }, { maxConcurrentPerHost: CONNECTIONS });
  try {
    const state = target.sandbox.world.areas.confluence as ConfluenceState;
    const page = Object.values(state.contents).find((content) => titleOf(content) === HISTORY_SHOWCASE.longTitle);
    if (page === undefined) throw new Error('the large world has no long-history page');
    const before = target.requests();
    const startedAt = performance.now();
    const versions = await allVersions(target.session, page.id);
    return {
      versions: versions.length,
      requests: target.requests() - before,
      minimumRequests: Math.ceil(page.versions.length / 250),
      seconds: Math.round(performance.now() - startedAt) / 1000,
    };
  } finally {
    await target.sandbox.close();
  }
}

/** An automation account overwrote `count` pages of one space a few minutes ago: the pages to roll back. */
function seedRun(state: ConfluenceState, authorId: string, count: number, at: number): { spaceId: string; since: string } {
  const space = Object.values(state.spaces).find((candidate) => candidate.status === 'current' && candidate.key !== 'MKT');
  if (space === undefined) throw new Error('no space to roll back');
  const pages = Object.values(state.contents)
    .filter((content) => content.type === 'page' && content.spaceId === space.id && content.id !== space.homepageId)
    .slice(0, count);
  if (pages.length < count) throw new Error(`only ${pages.length} pages can be rolled back`);
  pages.forEach((page, index) => {
    const last = page.versions[page.versions.length - 1];
    if (last === undefined) return;
    // The bench's own world: every page it rolls back is live, and the admin may see and edit it.
    page.status = 'current';
    page.restrictions = { read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } };
    page.versions.push({ ...last, number: last.number + 1, authorId, createdAt: new Date(at + index * 50).toISOString(), message: 'Bench run', body: '<p>Overwritten by the bench.</p>', bodySeed: 0 });
  });
  return { spaceId: space.id, since: new Date(at - 60_000).toISOString() };
}

export async function benchRollback(): Promise<RollbackRow> {
  const target = await startBenchTarget({ latencyMs: LATENCY_MS }, { maxConcurrentPerHost: CONNECTIONS });
  const worker = new HistoryWorker();
  try {
    const state = target.sandbox.world.areas.confluence as ConfluenceState;
    const automation = target.sandbox.world.people.find((person) => person.accountType === 'app' && person.status === 'active');
    if (automation === undefined) throw new Error('no automation account');
    const { spaceId, since } = seedRun(state, automation.accountId, ROLLBACK_PAGES, Date.parse(target.sandbox.world.now) - 5 * 60_000);
    const jobs = createJobRegistry({ onProgress: () => undefined, onItemWrite: () => undefined });
    const planning = new HistoryPlanning(jobs, worker);
    const signal = new AbortController().signal;
    const planStarted = performance.now();
    const plan = await planning.startRollbackPlan(target.session, 'bench', { scope: { kind: 'space', spaceId }, since, authorId: automation.accountId }, signal);
    await plan.finished;
    const dryRunSeconds = Math.round(performance.now() - planStarted) / 1000;
    const planned = planning.rollbackPlan(plan.jobId, 'bench');
    const count = planned.pages.filter((page) => page.status === 'rollBack').length;
    const before = target.requests();
    const runStarted = performance.now();
    const run = await planning.startRollback(target.session, 'bench', plan.jobId, `ROLL BACK ${count} PAGES`, { include: [], trash: [], restoreTitles: false }, signal);
    await run.finished;
    const runSeconds = (performance.now() - runStarted) / 1000;
    const requestsPerPage = (target.requests() - before) / count;
    const restored = jobs.results(run.jobId).filter((outcome) => outcome.status === 'done').length;
    const concurrency = Math.min(ROLLBACK_CONCURRENCY, CONNECTIONS);
    return {
      pages: count,
      dryRunSeconds,
      runSeconds: Math.round(runSeconds * 100) / 100,
      pagesPerSecond: Math.round((restored / runSeconds) * 10) / 10,
      boundPagesPerSecond: Math.round((concurrency / (requestsPerPage * (LATENCY_MS / 1000))) * 10) / 10,
      requestsPerPage: Math.round(requestsPerPage * 100) / 100,
      restored,
    };
  } finally {
    await worker.dispose();
    await target.sandbox.close();
  }
}
