/**
 * The organization token review in Chromium: with a finished scan of the `large` world (about 30,000
 * tokens) loaded in a core, serves the built renderer over the bridge and times what an admin waits for:
 * the table's first rows, then each filter. Needs `out/renderer` (`npm run bench` builds it first).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startBridge } from '../app/bridge/server';
import type { Core } from '../app/core';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';

export interface TokensTableRenderRow {
  /** From opening the review page to the first rows of the table on screen (includes loading every token). */
  firstRowsMs: number;
  /** From ticking a filter to the table and its count showing the result. */
  neverUsedFilterMs: number;
  unused90FilterMs: number;
  clearFiltersMs: number;
  /** The longest stretch the page could not answer input while filtering (Long Tasks API). */
  longestBlockedMs: number;
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
  await page.waitForFunction((previous) => {
    const line = [...document.querySelectorAll('[role="status"]')].find((node) => node.textContent?.includes('token'));
    return line !== undefined && line.textContent !== previous && document.querySelector('[role="grid"] [role="row"][data-id], .MuiDataGrid-overlay') !== null;
  }, before);
  // One more frame, so the measured time includes painting the new rows.
  return page.evaluate(
    () => new Promise<number>((done) => requestAnimationFrame(() => done(performance.now() - (window as unknown as BenchWindow).benchMark))),
  );
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
    const opening = performance.now();
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `/users/review?scan=${jobId}`);
    await page.locator('[role="grid"][aria-label="API tokens found by the scan"] [role="row"][data-id]').first().waitFor({ timeout: 120_000 });
    const firstRowsMs = performance.now() - opening;

    await page.evaluate(() => {
      const slowest = { ms: 0 };
      (window as unknown as BenchWindow).benchLongest = slowest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) slowest.ms = Math.max(slowest.ms, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const neverUsed = page.getByRole('checkbox', { name: 'Never used' });
    const neverUsedFilterMs = await timeFilter(page, () => neverUsed.click());
    await neverUsed.click();
    const unused90FilterMs = await timeFilter(page, () => page.getByRole('checkbox', { name: 'Unused for more than' }).click());
    const clearFiltersMs = await timeFilter(page, () => page.getByRole('button', { name: 'Clear filters' }).click());
    const longestBlockedMs = await page.evaluate(() => (window as unknown as BenchWindow).benchLongest.ms);
    return {
      firstRowsMs: Math.round(firstRowsMs),
      neverUsedFilterMs: Math.round(neverUsedFilterMs),
      unused90FilterMs: Math.round(unused90FilterMs),
      clearFiltersMs: Math.round(clearFiltersMs),
      longestBlockedMs: Math.round(longestBlockedMs),
    };
  } finally {
    await browser.close();
    await bridge.close();
  }
}
