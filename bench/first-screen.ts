/**
 * How fast the first screen comes up: the JavaScript the first screen needs before it can run (gzip), and,
 * in Chromium over the bridge with the demo organization connected, the time from navigation until the
 * navigation drawer can be clicked (median of cold loads) and the longest main-thread task in that time.
 * Needs `out/renderer` (`npm run bench` builds it first).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBridge } from '../app/bridge/server';
import { createTestCore } from '../app/core/test-support';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';

export interface FirstScreenRow {
  /** Script files the page loads before any of it runs: the entry and everything it imports statically. */
  initialScripts: number;
  initialJsKb: number;
  initialJsGzipKb: number;
  /** Median of the cold loads: navigation start to the drawer's links painted with the main thread free. */
  drawerClickableMs: number;
  /** The slowest and fastest of the loads, to show the spread. */
  drawerClickableMaxMs: number;
  drawerClickableMinMs: number;
  /** The longest main-thread task between navigation and the drawer being clickable, over every load. */
  longestTaskMs: number;
  /** Navigation start to the landing page's heading (Users & tokens with the demo), median. */
  firstPageMs: number;
  /** The longest task until the landing page's heading, over every load. */
  longestTaskToFirstPageMs: number;
  /** Script bytes the browser actually received until the landing page's heading, median (as sent: compressed when served so). */
  scriptTransferKb: number;
}

const rendererDir = resolve('out/renderer');
const LOADS = 5;

/** Static `import … from "./x.js"` and bare `import "./x.js"` in a built chunk; `import("./x.js")` is lazy and not counted. */
const staticImport = /(?:^|[^.\w$])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

/** The entry scripts of index.html and, transitively, every chunk they import statically. */
async function initialScripts(): Promise<Map<string, Buffer>> {
  const html = await readFile(join(rendererDir, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\.?\/?([^"]+\.js)"/g)].map(
    (match) => join(rendererDir, match[1] ?? ''),
  );
  const seen = new Map<string, Buffer>();
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    const body = await readFile(file);
    seen.set(file, body);
    for (const match of body.toString('utf8').matchAll(staticImport)) pending.push(resolve(dirname(file), match[1] ?? ''));
  }
  return seen;
}

type StartWindow = Window & {
  benchStart: { clickableMs: number | null; firstPageMs: number | null; tasks: { start: number; end: number }[] };
};

/**
 * Runs in the page before any of its scripts: records long tasks, and when the drawer and the first heading
 * can be used. Plain text, since tsx would wrap named functions in a helper the page does not have.
 */
const watchStart = `(() => {
  const record = { clickableMs: null, firstPageMs: null, tasks: [] };
  window.benchStart = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Painted, and then a task of ours gets to run: the main thread would have handled a click at that moment.
  const whenFree = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  new MutationObserver(() => {
    if (record.clickableMs === null && document.querySelector('nav[aria-label="Main"] a[href]')) {
      record.clickableMs = -1;
      whenFree((at) => (record.clickableMs = at));
    }
    if (record.firstPageMs === null && document.querySelector('main h1')) {
      record.firstPageMs = -1;
      whenFree((at) => (record.firstPageMs = at));
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export async function benchFirstScreen(): Promise<FirstScreenRow> {
  if (!existsSync(rendererDir)) throw new Error('out/renderer is missing: run `npm run build` first.');
  const scripts = await initialScripts();
  const rawBytes = [...scripts.values()].reduce((sum, body) => sum + body.length, 0);
  const gzipBytes = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);

  const test = await createTestCore();
  const started = await test.core.dispatch('app.demo.start', {});
  if (!started.ok) throw new Error(`The demo organization did not start: ${started.error.message}`);
  const bridge = await startBridge({ dispatch: test.core.dispatch, onEvent: test.core.onEvent, staticDir: rendererDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const clickable: number[] = [];
    const firstPage: number[] = [];
    const transfer: number[] = [];
    let longestTask = 0;
    let longestTaskToFirstPage = 0;
    // One warm-up load, so the first measured one does not also pay for Chromium starting its renderer process.
    for (let load = -1; load < LOADS; load += 1) {
      // A fresh context per load: its own empty cache, like the first start of the app.
      const context = await browser.newContext({ viewport: { width: 1360, height: 860 } });
      const page = await context.newPage();
      await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
      await page.addInitScript({ content: watchStart });
      await page.goto(bridge.pageUrl);
      await page.waitForFunction(
        () => {
          const state = (window as unknown as StartWindow).benchStart;
          return (state.clickableMs ?? -1) > 0 && (state.firstPageMs ?? -1) > 0;
        },
        undefined,
        { timeout: 60_000 },
      );
      const result = await page.evaluate(() => {
        const state = (window as unknown as StartWindow).benchStart;
        const scriptBytes = performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
          .filter((entry) => entry.startTime < (state.firstPageMs ?? 0))
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0);
        return { ...state, scriptBytes };
      });
      await context.close();
      if (load < 0) continue;
      const clickableAt = result.clickableMs ?? 0;
      const firstPageAt = result.firstPageMs ?? 0;
      clickable.push(clickableAt);
      firstPage.push(firstPageAt);
      transfer.push(result.scriptBytes);
      for (const task of result.tasks) {
        const length = task.end - task.start;
        if (task.start < clickableAt) longestTask = Math.max(longestTask, length);
        if (task.start < firstPageAt) longestTaskToFirstPage = Math.max(longestTaskToFirstPage, length);
      }
    }
    return {
      initialScripts: scripts.size,
      initialJsKb: kb(rawBytes),
      initialJsGzipKb: kb(gzipBytes),
      drawerClickableMs: Math.round(median(clickable)),
      drawerClickableMaxMs: Math.round(Math.max(...clickable)),
      drawerClickableMinMs: Math.round(Math.min(...clickable)),
      longestTaskMs: Math.round(longestTask),
      firstPageMs: Math.round(median(firstPage)),
      longestTaskToFirstPageMs: Math.round(longestTaskToFirstPage),
      scriptTransferKb: kb(median(transfer)),
    };
  } finally {
    await browser.close();
    await bridge.close();
    await test.cleanup();
  }
}
