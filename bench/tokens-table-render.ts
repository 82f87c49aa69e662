/**
 * Renders the organization token review of a `large` sandbox (about 30,000 tokens) in Chromium and
 * times what an admin waits for: the table's first rows, then each filter. Needs `npx electron-vite
 * build` first (it serves `out/renderer`). Run alone: `tsx bench/tokens-table-render.ts`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startBridge } from '../app/bridge/server';
import { createCore, type Core } from '../app/core';
import { MemorySecretStore } from '../app/core/secrets/memory-secret-store';
import { JsonFileSettingsStore } from '../app/core/settings/json-file-settings-store';
import { startSandbox } from '../app/sandbox/server';

export interface TokensTableRow {
  tokens: number;
  accounts: number;
  /** The scan itself (core and sandbox only), for context. */
  scanSeconds: number;
  /** From opening the review page to the first rows of the table on screen (includes loading every token). */
  firstRenderMs: number;
  /** From ticking a filter to the table and its count showing the result. */
  filterNeverUsedMs: number;
  filterUnused90Ms: number;
  clearFiltersMs: number;
  /** The longest stretch the page could not answer input while filtering (Long Tasks API). */
  longestTaskMs: number;
}

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function dispatch<T>(core: Core, channel: string, input: unknown): Promise<T> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
  return result.data as T;
}

async function scanEveryone(core: Core): Promise<{ jobId: string; accounts: number; seconds: number }> {
  const started = performance.now();
  const { jobId, accounts } = await dispatch<{ jobId: string; accounts: number }>(core, 'tokens.scanStart', { scope: { kind: 'directory' } });
  for (;;) {
    const { state } = await dispatch<{ state: string }>(core, 'jobs.get', { jobId });
    if (state === 'completed') break;
    if (state === 'cancelled') throw new Error('the scan was cancelled');
    await new Promise((done) => setTimeout(done, 250));
  }
  return { jobId, accounts, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** Clicks a control and waits, inside the page, until the table's count line says something else. */
async function timeFilter(page: Page, click: () => Promise<void>): Promise<number> {
  const status = page.getByRole('heading', { name: 'Every token' }).locator('xpath=..').getByRole('status');
  const before = await status.innerText();
  await page.evaluate(() => {
    (window as unknown as { benchMark: number }).benchMark = performance.now();
  });
  await click();
  await page.waitForFunction((previous) => {
    const line = [...document.querySelectorAll('[role="status"]')].find((node) => node.textContent?.includes('token'));
    return line !== undefined && line.textContent !== previous && document.querySelector('[role="grid"] [role="row"][data-id], .MuiDataGrid-overlay') !== null;
  }, before);
  // One more frame, so the measured time includes painting the new rows.
  return page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => done(performance.now() - (window as unknown as { benchMark: number }).benchMark)),
      ),
  );
}

export async function benchTokensTable(): Promise<TokensTableRow> {
  const sandbox = await startSandbox({ port: 0, seed: 'bench', scale: 'large' });
  const dataDir = await mkdtemp(join(tmpdir(), 'orgdesk-bench-'));
  const core = await createCore({
    transport: 'bridge',
    version: 'bench',
    secretStore: new MemorySecretStore(),
    settingsStore: new JsonFileSettingsStore(join(dataDir, 'settings.json')),
    dataDir,
    fetch: globalThis.fetch,
  });
  const bridge = await startBridge({ dispatch: core.dispatch, onEvent: core.onEvent, staticDir: resolve('out/renderer') });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const { site, admin } = sandbox.credentials;
    await dispatch(core, 'connections.add', {
      name: 'Bench',
      site: { url: sandbox.baseUrl, email: site.email, apiToken: site.apiToken },
      admin: { baseUrl: sandbox.baseUrl, apiKey: admin.apiKey },
      bitbucket: null,
    });
    const scan = await scanEveryone(core);
    const { tokens } = await dispatch<{ tokens: unknown[] }>(core, 'tokens.scanResult', { jobId: scan.jobId });

    const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
    await page.goto(bridge.pageUrl);
    await page.locator('body[data-ready="true"]').waitFor();
    const opening = performance.now();
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `/users/review?scan=${scan.jobId}`);
    await page.locator('[role="grid"][aria-label="API tokens found by the scan"] [role="row"][data-id]').first().waitFor({ timeout: 120_000 });
    const firstRenderMs = Math.round(performance.now() - opening);

    await page.evaluate(() => {
      const slowest = { ms: 0 };
      (window as unknown as { benchLongest: typeof slowest }).benchLongest = slowest;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) slowest.ms = Math.max(slowest.ms, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const filterNeverUsedMs = await timeFilter(page, () => page.getByRole('checkbox', { name: 'Never used' }).click());
    await page.getByRole('checkbox', { name: 'Never used' }).click();
    const filterUnused90Ms = await timeFilter(page, () => page.getByRole('checkbox', { name: 'Unused for more than' }).click());
    const clearFiltersMs = await timeFilter(page, () => page.getByRole('button', { name: 'Clear filters' }).click());
    const longestTaskMs = await page.evaluate(() => (window as unknown as { benchLongest: { ms: number } }).benchLongest.ms);

    return {
      tokens: tokens.length,
      accounts: scan.accounts,
      scanSeconds: scan.seconds,
      firstRenderMs,
      filterNeverUsedMs: Math.round(filterNeverUsedMs),
      filterUnused90Ms: Math.round(filterUnused90Ms),
      clearFiltersMs: Math.round(clearFiltersMs),
      longestTaskMs: Math.round(longestTaskMs),
    };
  } finally {
    await browser.close();
    await bridge.close();
    await core.dispose();
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table([await benchTokensTable()]);
}
