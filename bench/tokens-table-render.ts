/**
 * The organization token review in Chromium: with a finished scan of the `large` world (about 30,000
 * tokens) loaded in a core, serves the built renderer over the bridge and times what an admin waits for:
 * the table's first rows, then each filter and a sort, then reading a 50,000-id CSV into the scan form;
 * with the longest main-thread task of each part. Needs `out/renderer` (`npm run bench` builds it first).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startBridge } from '../app/bridge/server';
import type { Core } from '../app/core';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';

export interface TokensTableRenderRow {
  /** From opening the review page to the first rows of the table on screen (the totals, then a page of rows). */
  firstRowsMs: number;
  /** From ticking a filter to the table and its count showing the result. */
  neverUsedFilterMs: number;
  unused90FilterMs: number;
  clearFiltersMs: number;
  /** From clicking the Expires header to the sorted rows on screen. */
  sortMs: number;
  /** The longest stretch the page could not answer input while opening the review (Long Tasks API). */
  openLongestTaskMs: number;
  /** The longest stretch the page could not answer input while filtering and sorting. */
  longestBlockedMs: number;
  /** From choosing a 50,000-id CSV file to the form saying the list is ready to scan. */
  import50kMs: number;
  /** The longest main-thread task in that time (the list is read in a worker). */
  import50kLongestTaskMs: number;
}

const rendererDir = resolve('out/renderer');

type BenchWindow = Window & { benchMark: number; benchLongest: { ms: number } };

/** Clicks a control and waits, inside the page, until the table's count line says something else. */
async function timeFilter(page: Page, click: () => Promise<void>): Promise<number> {
  const status = page.getByRole('heading', { name: 'Every token' }).locator('xpath=..').getByRole('status');
  const before = await status.innerText();
  await page.evaluate(() => {
    (window as unknown as BenchWindow).benchMark = performance.now();
  });
  await click();
  // The core filters: the line says so while it works, and the grid shows a loading bar until the new page arrives.
  await page.waitForFunction((previous) => {
    const line = [...document.querySelectorAll('[role="status"]')].find((node) => node.textContent?.includes('token'));
    const text = line?.textContent ?? previous;
    const loading = document.querySelector('[role="grid"] [role="progressbar"]') !== null;
    return text !== previous && !text.includes('Applying') && !loading && document.querySelector('[role="grid"] [role="row"][data-id], .MuiDataGrid-overlay') !== null;
  }, before);
  // One more frame, so the measured time includes painting the new rows.
  return page.evaluate(
    () => new Promise<number>((done) => requestAnimationFrame(() => done(performance.now() - (window as unknown as BenchWindow).benchMark))),
  );
}

/** Starts keeping the page's longest task, which `longestTask()` reads and starts afresh. */
function watchLongTasks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const slowest = { ms: 0 };
    (window as unknown as BenchWindow).benchLongest = slowest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) slowest.ms = Math.max(slowest.ms, entry.duration);
    }).observe({ type: 'longtask' });
  });
}

export async function benchTokensTableRender(core: Core, jobId: string): Promise<TokensTableRenderRow> {
  if (!existsSync(rendererDir)) throw new Error('out/renderer is missing: run `npm run build` first.');
  const bridge = await startBridge({ dispatch: core.dispatch, onEvent: core.onEvent, staticDir: rendererDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
    await page.goto(bridge.pageUrl);
    await page.locator('body[data-ready="true"]').waitFor();
    await watchLongTasks(page);
    const longestTask = () =>
      page.evaluate(() => {
        const slowest = (window as unknown as BenchWindow).benchLongest;
        const ms = slowest.ms;
        slowest.ms = 0;
        return Math.round(ms);
      });
    const opening = performance.now();
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `/users/review?scan=${jobId}`);
    await page.locator('[role="grid"][aria-label="API tokens found by the scan"] [role="row"][data-id]').first().waitFor({ timeout: 120_000 });
    const firstRowsMs = performance.now() - opening;
    // Tasks still finishing the first screen count towards opening.
    await page.waitForTimeout(500);
    const openLongestTaskMs = await longestTask();
    const neverUsed = page.getByRole('checkbox', { name: 'Never used' });
    const neverUsedFilterMs = await timeFilter(page, () => neverUsed.click());
    await neverUsed.click();
    const unused90FilterMs = await timeFilter(page, () => page.getByRole('checkbox', { name: 'Unused for more than' }).click());
    const clearFiltersMs = await timeFilter(page, () => page.getByRole('button', { name: 'Clear filters' }).click());
    const grid = page.getByRole('grid', { name: 'API tokens found by the scan' });
    const firstRow = grid.locator('[role="row"][data-id]').first();
    const before = await firstRow.getAttribute('data-id');
    const sorting = performance.now();
    await grid.getByRole('columnheader', { name: 'Expires' }).click();
    await page.waitForFunction((id) => document.querySelector('[role="grid"] [role="row"][data-id]')?.getAttribute('data-id') !== id, before);
    const sortMs = performance.now() - sorting;
    const longestBlockedMs = await longestTask();

    // A 50,000-line export of account ids (with names beside them) read into the scan form, on a fresh
    // page: what the table leaves to the garbage collector is not the import's doing.
    await page.goto(`${bridge.pageUrl}#/users/review`);
    await page.locator('body[data-ready="true"]').waitFor();
    await watchLongTasks(page);
    await page.getByRole('radio', { name: 'A list of account IDs' }).check();
    const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
    const csv = ['Name,Account ID', ...Array.from({ length: 50_000 }, (_, n) => `Person ${n},557058:${hex(n, 8)}-0000-4000-8000-${hex(n, 12)}`)].join('\n');
    // From a file on disk: a file given as bytes is decoded by Playwright inside the page, a long task of its own.
    const folder = await mkdtemp(join(tmpdir(), 'orgdesk-bench-'));
    const csvPath = join(folder, 'everyone.csv');
    await writeFile(csvPath, csv);
    await longestTask();
    const importing = performance.now();
    await page.getByLabel('CSV file of account IDs').setInputFiles(csvPath);
    await page.getByText('50,000 account IDs ready to scan.').waitFor({ timeout: 120_000 });
    const import50kMs = performance.now() - importing;
    const import50kLongestTaskMs = await longestTask();
    await rm(folder, { recursive: true, force: true });
    return {
      firstRowsMs: Math.round(firstRowsMs),
      neverUsedFilterMs: Math.round(neverUsedFilterMs),
      unused90FilterMs: Math.round(unused90FilterMs),
      clearFiltersMs: Math.round(clearFiltersMs),
      sortMs: Math.round(sortMs),
      openLongestTaskMs,
      longestBlockedMs,
      import50kMs: Math.round(import50kMs),
      import50kLongestTaskMs,
    };
  } finally {
    await browser.close();
    await bridge.close();
  }
}
