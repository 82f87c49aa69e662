/**
 * Activity with a million entries (issue 26): a realistic 1,000,000-line log written into a fresh core's
 * data folder, then measured in the core (opening it, the first page, a search to its first results, a
 * filter, a page of a 100,000-write bulk change, the whole export in parts, and the core's memory) and in
 * Chromium over the bridge (time to first rows and the longest main-thread task when opening, searching,
 * filtering, paging and opening the bulk change). Needs `out/renderer` (`npm run bench` builds it).
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startBridge } from '../app/bridge/server';
import type { Channel, Input, Output } from '../app/contract';
import type { Core } from '../app/core';
import { createTestCore } from '../app/core/test-support';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';
import { writeActivityLog, type GeneratedLog } from './activity-log-generator';
import { longestTaskCpuMs, mark, settled, watchTasks } from './page-timing';

/** What the screen and the core promise at a million entries. */
export const ACTIVITY_TARGETS = { searchFirstResultsMs: 200, longestTaskMs: 100 } as const;

const LINES = 1_000_000;
const LARGEST_JOB_WRITES = 100_000;
const count = (n: number) => n.toLocaleString('en');

export interface ActivityCoreRow {
  step: string;
  ms: number;
  /** What the step answered: entries matching, rows exported. */
  count: number;
}

export interface ActivityScreenRow {
  step: string;
  ms: number;
  longestTaskMs: number;
  /** The same task's processor time: it does not grow while other programs hold the processor. */
  longestTaskCpuMs: number;
}

export interface ActivityScaleResult {
  lines: number;
  fileMb: number;
  generateSeconds: number;
  core: ActivityCoreRow[];
  screen: ActivityScreenRow[];
  /** The bench process (the core runs in it) before the log was written, once it is open, and after the whole export. */
  coreRssBeforeMb: number;
  coreRssMb: number;
  coreHeapMb: number;
  coreRssAfterExportMb: number;
  targets: typeof ACTIVITY_TARGETS;
}

const rendererDir = resolve('out/renderer');
const mb = (bytes: number) => Math.round(bytes / 1e6);

async function call<C extends Channel>(core: Core, channel: C, input: Input<C>): Promise<Output<C>> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`);
  return result.data as Output<C>;
}

async function timed(step: string, work: () => Promise<number>): Promise<ActivityCoreRow> {
  const started = performance.now();
  const count = await work();
  return { step, ms: Math.round(performance.now() - started), count };
}

async function inCore(core: Core, log: GeneratedLog): Promise<ActivityCoreRow[]> {
  const list = (input: Partial<Input<'app.activity.list'>>) => call(core, 'app.activity.list', { offset: 0, limit: 25, ...input });
  return [
    await timed('Open: the log read and the first page', async () => (await list({})).total),
    await timed('First page again', async () => (await list({})).total),
    await timed('Page 1,000 (entries 24,976 to 25,000)', async () => (await list({ offset: 24_975 })).total),
    await timed('Search, a word in one write only: first results', async () => (await list({ text: log.rareWord })).total),
    await timed('Search, a word in a third of the lines: first results', async () => (await list({ text: 'api token' })).total),
    await timed('Filter: failed entries', async () => (await list({ outcome: 'failure' })).total),
    await timed('Filter: one connection and a month', async () => (await list({ connectionId: 'c-globex', from: '2026-03-01T00:00:00Z', to: '2026-03-31T23:59:59Z' })).total),
    await timed(`A page from the middle of the ${count(log.largestJobWrites)}-write bulk change`, async () => (await call(core, 'app.activity.listItems', { jobId: log.largestJobId, offset: Math.floor(log.largestJobWrites / 2), limit: 100 })).total),
  ];
}

/** The whole export, every write of every bulk change, in parts as the screen asks for them. */
async function exportAll(core: Core): Promise<ActivityCoreRow> {
  return timed('Export CSV, every change (all parts)', async () => {
    let rows = 0;
    let next: Output<'app.activity.exportCsv'>['next'] = null;
    do {
      const part: Output<'app.activity.exportCsv'> = await call(core, 'app.activity.exportCsv', { everyItem: true, ...(next ? { continueFrom: next } : {}) });
      rows += part.rows;
      next = part.next;
    } while (next);
    return rows;
  });
}

async function onScreen(browser: Browser, page: Page, pageUrl: string, log: GeneratedLog): Promise<ActivityScreenRow[]> {
  const rows: ActivityScreenRow[] = [];
  const grid = '[role="grid"][aria-label="Activity entries"]';
  const measure = async (step: string, act: () => Promise<void>, selector: string) => {
    let timing = { ms: 0, longest: 0 };
    const cpu = await longestTaskCpuMs(browser, page, async () => {
      await mark(page);
      await act();
      timing = await settled(page, selector);
    });
    rows.push({ step, ms: Math.round(timing.ms), longestTaskMs: Math.round(timing.longest), longestTaskCpuMs: Math.round(cpu) });
  };
  await page.goto(pageUrl);
  await page.locator('body[data-ready="true"]').waitFor();
  const search = page.getByRole('textbox', { name: 'Search' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const firstRows = `${grid} [role="row"] [role="gridcell"]`;
  await measure('Open Activity to the first rows, its code not loaded yet', () => nav.getByRole('link', { name: 'Activity' }).click(), firstRows);
  await nav.getByRole('link', { name: 'Connections' }).click();
  await page.locator(grid).waitFor({ state: 'detached' });
  await measure('Open Activity again to the first rows', () => nav.getByRole('link', { name: 'Activity' }).click(), firstRows);
  const shown = (range: string) => `.MuiTablePagination-displayedRows:text-matches("^${range}")`;
  await measure('Next page', () => page.getByRole('button', { name: 'Go to next page' }).click(), shown('26–50 of'));
  await measure('Search a word in one write (typed; includes the 300 ms pause after typing)', () => search.fill(log.rareWord), shown('1–1 of 1$'));
  await measure('Clear the search', () => search.fill(''), shown('1–25 of'));
  await measure(
    'Filter: failed entries',
    async () => {
      await page.getByRole('combobox', { name: 'Outcome' }).click();
      await page.getByRole('option', { name: 'Failed' }).click();
    },
    `${grid} [role="row"]:has-text("Failed")`,
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await search.fill(`for ${log.largestJobWrites} items`);
  const open = page.getByRole('button', { name: new RegExp(`^See ${count(log.largestJobWrites)} changes`) });
  await open.waitFor({ timeout: 60_000 });
  await measure(`Open the ${count(log.largestJobWrites)}-write bulk change`, () => open.click(), '[role="dialog"] [role="grid"][aria-label="Changes made"] [role="gridcell"]');
  return rows;
}

export async function benchActivityScale(lines = LINES): Promise<ActivityScaleResult> {
  if (!existsSync(rendererDir)) throw new Error('out/renderer is missing: run `npm run build` first.');
  const test = await createTestCore();
  const file = join(test.dataDir, 'activity.jsonl');
  const bridge = await startBridge({ dispatch: test.core.dispatch, onEvent: test.core.onEvent, staticDir: rendererDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    global.gc?.();
    const before = process.memoryUsage();
    const started = performance.now();
    const log = await writeActivityLog(file, lines, Math.min(LARGEST_JOB_WRITES, Math.floor(lines / 10)));
    const generateSeconds = Math.round((performance.now() - started) / 100) / 10;
    const core = await inCore(test.core, log);
    global.gc?.();
    const open = process.memoryUsage();
    core.push({ step: 'Core memory with the log open (RSS, MB)', ms: 0, count: mb(open.rss) });
    core.push(await exportAll(test.core));
    const afterExport = process.memoryUsage();

    const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
    await page.addInitScript({ content: watchTasks });
    const screen = await onScreen(browser, page, bridge.pageUrl, log);
    const { size } = await stat(file);
    return {
      lines: log.lines,
      fileMb: mb(size),
      generateSeconds,
      core,
      screen,
      coreRssBeforeMb: mb(before.rss),
      coreRssMb: mb(open.rss),
      coreHeapMb: mb(open.heapUsed),
      coreRssAfterExportMb: mb(afterExport.rss),
      targets: ACTIVITY_TARGETS,
    };
  } finally {
    await browser.close();
    await bridge.close();
    await test.cleanup();
  }
}
