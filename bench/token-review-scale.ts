/**
 * The organization token review at enterprise scale (100,000 accounts, about 300,000 tokens):
 * 1. the scan's rate at 100 ms latency under the enterprise world's documented rate limits, on a sample of
 *    the directory (its rate is steady long before the end), against the bound the Admin API's limit allows;
 * 2. the whole directory scanned by a core in a process of its own (against the same world without latency
 *    or rate limits, so it takes a minute or two instead of 18), its peak RSS, then the review table with every
 *    token in Chromium over the bridge: time to first rows, the longest main-thread task on open, sort, filter
 *    and select-all, and the page's JS heap.
 * Run alone with `npx tsx bench/token-review-scale.ts` (after `npm run build`); `bench/run.ts` calls it for `--scale enterprise`.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import type { JobProgress } from '../app/contract/events';
import { DOCUMENTED_LIMITS } from '../app/sandbox/http/documented-limits';
import { startSandbox } from '../app/sandbox/server';
import { connectionPartsFor, type SandboxCredentials } from '../app/sandbox/kit';
import { listApiTokens } from '../app/api/admin/tokens';
import { createApiSession } from '../app/api/http/session';
import { createTransport } from '../app/api/http/transport';
import { mapLimited } from '../app/jobs/map-limited';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';
import { countingCore, enterpriseWorld } from './bench-sandbox';
import { longestTaskCpuMs, mark, settledAfter, watchTasks } from './page-timing';
import type { CoreMemory, FromCore, ScanDone, ToCore } from './token-review-scale-core';

const LATENCY_MS = 100;
/** Accounts done before the rate is timed, then the accounts it is timed until. */
const RATE_WARMUP = 500;
const RATE_SAMPLE = 3_500;

export interface TokenScanRateRow {
  latencyMs: number;
  /** Accounts timed, after the warm-up. */
  accounts: number;
  accountsPerSecond: number;
  /** What the Admin API's per-endpoint budget refills a second: the most any client can keep up. */
  boundPerSecond: number;
  boundWhy: string;
  ofBound: number;
  requests: number;
  answers429: number;
  /** Listing the directory before the job starts (Jira and Confluence people search). */
  listSeconds: number;
}

export interface TokenTableScaleRow {
  accounts: number;
  /** Scanning the whole directory with no latency and no rate limit (fills the core's scan). */
  fillSeconds: number;
  /** Tokens in the review table, as its count line says. */
  tokens: number;
  corePeakRssMb: number;
  coreRssMb: number;
  /** The core's JS heap after a garbage collection, with the scan loaded. */
  coreHeapMb: number;
  /** From opening the review to its first rows on screen, or why it never showed them. */
  firstRowsMs: number | string;
  /** Each step's longest main-thread task on the clock, and in processor time (which a busy machine does not stretch). */
  openLongestTaskMs: number | null;
  openLongestTaskCpuMs: number | null;
  sortMs: number | null;
  sortLongestTaskMs: number | null;
  sortLongestTaskCpuMs: number | null;
  filterMs: number | null;
  filterLongestTaskMs: number | null;
  filterLongestTaskCpuMs: number | null;
  selectAllMs: number | null;
  selectAllLongestTaskMs: number | null;
  selectAllLongestTaskCpuMs: number | null;
  /** The page's JS heap in use with the review open, at its largest reading and after a garbage collection. */
  rendererHeapMb: number | null;
  rendererHeapAfterGcMb: number | null;
}

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** Runs a scan of the directory until `RATE_SAMPLE` accounts are done, noting when each count was reached. */
export async function benchScanRate(): Promise<TokenScanRateRow> {
  const sandbox = await startSandbox({ port: 0, world: enterpriseWorld().world, latencyMs: LATENCY_MS });
  const { testCore, call, requests, answers429 } = await countingCore();
  try {
    const { site, admin } = connectionPartsFor(sandbox.baseUrl, sandbox.credentials);
    const { id: connectionId } = await call('app.connections.add', { name: 'Bench', site, admin, bitbucket: null });
    let warm: { at: number; done: number; requests: number; answers429: number } | undefined;
    let sampled: { at: number; done: number; requests: number; answers429: number } | undefined;
    let jobId = '';
    const reached = new Promise<void>((done) => {
      const stop = testCore.core.onEvent((name, payload) => {
        const progress = payload as JobProgress;
        if (name !== 'job.progress' || progress.jobId !== jobId) return;
        const now = { at: performance.now(), done: progress.done, requests: requests(), answers429: answers429() };
        if (warm === undefined && progress.done >= RATE_WARMUP) warm = now;
        if (sampled === undefined && progress.done >= RATE_SAMPLE) {
          sampled = now;
          stop();
          done();
        }
      });
    });
    const listingAt = performance.now();
    jobId = (await call('users.tokenScan.start', { connectionId, scope: { kind: 'directory' } })).jobId;
    const listSeconds = (performance.now() - listingAt) / 1000;
    await spendBurst(sandbox.baseUrl, sandbox.credentials);
    await reached;
    await call('app.jobs.cancel', { jobId });
    if (warm === undefined || sampled === undefined) throw new Error('the scan ended before the sample');
    const rate = (sampled.done - warm.done) / ((sampled.at - warm.at) / 1000);
    const bound = DOCUMENTED_LIMITS.admin.perEndpoint.refillPerSecond;
    return {
      latencyMs: LATENCY_MS,
      accounts: sampled.done - warm.done,
      accountsPerSecond: round(rate),
      boundPerSecond: bound,
      boundWhy: `the tokens endpoint's budget refills ${bound} a second (its burst of ${DOCUMENTED_LIMITS.admin.perEndpoint.capacity} spent first); profile lookups have their own`,
      ofBound: round(rate / bound, 2),
      requests: sampled.requests - warm.requests,
      answers429: sampled.answers429 - warm.answers429,
      listSeconds: round(listSeconds),
    };
  } finally {
    await testCore.cleanup();
    await sandbox.close();
  }
}

/**
 * Spends the tokens endpoint's burst (its bucket is full again after the minute the directory listing
 * takes) from a client of its own, as the scan starts: the sample then sees what all but the first five
 * seconds of an 18-minute scan see, the budget's refill rate.
 */
async function spendBurst(baseUrl: string, credentials: SandboxCredentials): Promise<void> {
  const session = createApiSession(createTransport({ fetch, userAgent: 'orgdesk-bench', maxConcurrentPerHost: 50, retry: { maxRateLimitedAttempts: 1 } }), {
    ...connectionPartsFor(baseUrl, credentials),
    jiraApiVersion: '3',
  });
  const someone = `557058:${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;
  await mapLimited(Array.from({ length: DOCUMENTED_LIMITS.admin.perEndpoint.capacity }), 50, () => listApiTokens(session, someone).catch(() => []));
}

type TableTimings = Pick<
  TokenTableScaleRow,
  | 'tokens'
  | 'firstRowsMs'
  | 'openLongestTaskMs'
  | 'openLongestTaskCpuMs'
  | 'sortMs'
  | 'sortLongestTaskMs'
  | 'sortLongestTaskCpuMs'
  | 'filterMs'
  | 'filterLongestTaskMs'
  | 'filterLongestTaskCpuMs'
  | 'selectAllMs'
  | 'selectAllLongestTaskMs'
  | 'selectAllLongestTaskCpuMs'
  | 'rendererHeapMb'
  | 'rendererHeapAfterGcMb'
>;

const TABLE = '[role="grid"][aria-label="API tokens found by the scan"]';

/** Opens the review of `jobId` and times what an admin waits for, reading the page's JS heap after each step. */
async function measureTable(pageUrl: string, jobId: string): Promise<TableTimings> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
    await page.addInitScript(watchTasks);
    const cdp = await page.context().newCDPSession(page);
    let heap = 0;
    const readHeap = async () => {
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      heap = Math.max(heap, usedSize);
    };
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(pageUrl);
    await page.locator('body[data-ready="true"]').waitFor();
    /** One step an admin takes: its time to settle, its longest main-thread task on the clock and in processor time. */
    const step = async (act: () => Promise<unknown>, ready: () => Promise<unknown>) => {
      let timed = { ms: 0, longest: 0 };
      const cpu = await longestTaskCpuMs(browser, page, async () => {
        await mark(page);
        await act();
        timed = await settledAfter(page, ready);
      });
      await readHeap();
      return { ms: Math.round(timed.ms), longest: Math.round(timed.longest), cpu: Math.round(cpu) };
    };
    const firstRows = page.locator(`${TABLE} [role="row"][data-id]`).first();
    const loadError = page.getByText('The scan results could not be read.');
    const open = await step(
      () =>
        page.evaluate((hash) => {
          window.location.hash = hash;
        }, `/users/review?scan=${jobId}`),
      () => Promise.race([firstRows.waitFor({ timeout: 300_000 }), loadError.waitFor({ timeout: 300_000 })]),
    );
    if (await loadError.isVisible()) {
      return { tokens: 0, firstRowsMs: `never: ${(await page.getByRole('alert').first().innerText()).replace(/\s+/g, ' ').slice(0, 160)}`, ...noTimings() };
    }
    const status = page.getByRole('heading', { name: 'Every token' }).locator('xpath=..').getByRole('status');
    const tokens = Number((await status.innerText()).replace(/[^\d]/g, ''));

    const grid = page.getByRole('grid', { name: 'API tokens found by the scan' });
    const firstId = await grid.locator('[role="row"][data-id]').first().getAttribute('data-id');
    const sort = await step(
      () => grid.getByRole('columnheader', { name: 'Expires' }).click(),
      () => page.waitForFunction((id) => document.querySelector('[role="grid"] [role="row"][data-id]')?.getAttribute('data-id') !== id, firstId, { timeout: 120_000 }),
    );

    const before = await status.innerText();
    const filter = await step(
      () => page.getByRole('checkbox', { name: 'Never used' }).click(),
      () =>
        page.waitForFunction(
          (previous) => [...document.querySelectorAll('[role="status"]')].some((node) => node.textContent?.includes('match') && node.textContent !== previous),
          before,
          { timeout: 120_000 },
        ),
    );

    const selectAll = await step(
      async () => {
        await grid.getByRole('checkbox', { name: /select all/i }).first().click();
        await page.getByRole('button', { name: /^Select all \d/ }).click();
      },
      () => page.getByRole('button', { name: /^Select all \d/ }).waitFor({ state: 'detached', timeout: 120_000 }),
    );
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize: afterGc } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    if (failures.length > 0) console.warn(`The page reported errors: ${failures.join('; ')}`);
    return {
      tokens,
      firstRowsMs: open.ms,
      openLongestTaskMs: open.longest,
      openLongestTaskCpuMs: open.cpu,
      sortMs: sort.ms,
      sortLongestTaskMs: sort.longest,
      sortLongestTaskCpuMs: sort.cpu,
      filterMs: filter.ms,
      filterLongestTaskMs: filter.longest,
      filterLongestTaskCpuMs: filter.cpu,
      selectAllMs: selectAll.ms,
      selectAllLongestTaskMs: selectAll.longest,
      selectAllLongestTaskCpuMs: selectAll.cpu,
      rendererHeapMb: Math.round(heap / 1e6),
      rendererHeapAfterGcMb: Math.round(afterGc / 1e6),
    };
  } finally {
    await browser.close();
  }
}

function noTimings(): Omit<TableTimings, 'firstRowsMs' | 'tokens'> {
  return {
    openLongestTaskMs: null,
    openLongestTaskCpuMs: null,
    sortMs: null,
    sortLongestTaskMs: null,
    sortLongestTaskCpuMs: null,
    filterMs: null,
    filterLongestTaskMs: null,
    filterLongestTaskCpuMs: null,
    selectAllMs: null,
    selectAllLongestTaskMs: null,
    selectAllLongestTaskCpuMs: null,
    rendererHeapMb: null,
    rendererHeapAfterGcMb: null,
  };
}

/** The whole directory in a core of its own, then its table in Chromium. */
export async function benchTokenTableScale(): Promise<TokenTableScaleRow> {
  if (!existsSync(resolve('out/renderer'))) throw new Error('out/renderer is missing: run `npm run build` first.');
  const sandbox = await startSandbox({ port: 0, world: enterpriseWorld().world, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } });
  const child = fork(resolve('bench/token-review-scale-core.ts'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [...process.execArgv, '--expose-gc'] });
  const next = async <K extends FromCore['kind']>(kind: K): Promise<Extract<FromCore, { kind: K }>> => {
    for (;;) {
      const [message] = (await once(child, 'message')) as [FromCore];
      if (message.kind === kind) return message as Extract<FromCore, { kind: K }>;
    }
  };
  const tell = (message: ToCore) => child.send(message);
  try {
    tell({ kind: 'scan', baseUrl: sandbox.baseUrl, credentials: sandbox.credentials });
    const scanned: ScanDone = await next('scanned');
    // The world is no longer needed: Chromium and the core get the processor to themselves.
    await sandbox.close();
    const timings = await measureTable(scanned.pageUrl, scanned.jobId);
    tell({ kind: 'memory' });
    const memory: CoreMemory = await next('memory');
    return { accounts: scanned.accounts, fillSeconds: scanned.scanSeconds, corePeakRssMb: memory.peakRssMb, coreRssMb: memory.rssMb, coreHeapMb: memory.heapUsedMb, ...timings };
  } finally {
    tell({ kind: 'stop' });
    await once(child, 'exit');
    await sandbox.close().catch(() => undefined);
  }
}

/**
 * Both parts, each printed as a table with its goals, for `npm run bench -- --scale enterprise`; answers
 * their rows and the machine's load while they ran.
 */
export async function benchTokenReviewScale(): Promise<{ rate: TokenScanRateRow; table: TokenTableScaleRow; loadAverage: string }> {
  const rate = await benchScanRate();
  console.log('\nThe token review of the whole directory: accounts a second at 100 ms latency under the Admin API limit (goal: at least 0.9 of the bound)');
  console.table([rate]);
  const table = await benchTokenTableScale();
  console.log('\nEvery token of the directory in the core, then the review table in Chromium (goals: core under 600 MB, page heap under 400 MB, no task over 100 ms)');
  console.table([table]);
  return { rate, table, loadAverage: loadavg().map((value) => value.toFixed(2)).join(' ') };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv[2];
  if (only !== 'table') {
    const rate = await benchScanRate();
    console.table([rate]);
  }
  if (only !== 'rate') {
    const table = await benchTokenTableScale();
    console.table([table]);
  }
}
