/**
 * Page access in Chromium over the bridge, with the demo organization as the app starts it: the first visit
 * to Content (cold caches: the area's code is fetched then), and the restricted-pages report of the demo's
 * largest space, each as the time until it is on screen with the main thread free and the longest
 * main-thread task on the way. Needs `out/renderer` (`npm run bench` builds it first).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startBridge } from '../app/bridge/server';
import { createTestCore } from '../app/core/test-support';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';
import { caller } from './bench-sandbox';
import { longestTaskCpuMs, mark, settled, watchTasks } from './page-timing';

export interface AccessRenderRow {
  /** Clicking Content in the navigation (first time, nothing cached) to the page finder painted. */
  contentFirstVisitMs: number;
  /** The longest main-thread task on the way, median over the runs, and the worst run's. */
  contentLongestTaskMs: number;
  contentWorstTaskMs: number;
  space: string;
  reportRows: number;
  /** Clicking "Make the report" to its chart and table painted with the main thread free (includes reading the space). */
  reportMs: number;
  reportLongestTaskMs: number;
  reportWorstTaskMs: number;
  /** The processor time of the longest task making the report (median over the runs): what the code costs, whatever the machine's load. */
  reportLongestTaskCpuMs: number;
}

const rendererDir = resolve('out/renderer');
/** Measured runs; each starts from a fresh browser context, so nothing is cached. */
const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchAccessRender(): Promise<AccessRenderRow> {
  if (!existsSync(rendererDir)) throw new Error('out/renderer is missing: run `npm run build` first.');
  const test = await createTestCore();
  const call = caller(test.core.dispatch);
  const connectionId = (await call('app.demo.start', {})).id;
  const spaces = await call('confluence.spaces.list', { connectionId });
  const bridge = await startBridge({ dispatch: test.core.dispatch, onEvent: test.core.onEvent, staticDir: rendererDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const largest = await largestSpace(call, connectionId, spaces.items.map((space) => ({ id: space.id, key: space.key, name: space.name })));
    const visits: Array<{ ms: number; longest: number }> = [];
    const reports: Array<{ ms: number; longest: number }> = [];
    const reportCpu: number[] = [];
    // One warm-up run, so the first measured one does not also pay for Chromium starting its renderer process.
    for (let run = -1; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1360, height: 860 } });
      const page = await context.newPage();
      await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
      await page.addInitScript({ content: watchTasks });
      await page.goto(bridge.pageUrl);
      await page.locator('body[data-ready="true"]').waitFor();
      await page.locator('main h1').first().waitFor();

      await mark(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Content' }).click();
      const visit = await settled(page, '#browse-heading');

      await page.getByRole('tab', { name: 'Restricted pages' }).click();
      await page.getByRole('combobox', { name: 'Space' }).click();
      await page.getByRole('option', { name: `${largest.name} (${largest.key})` }).click();
      let report = { ms: 0, longest: 0 };
      const cpu = await longestTaskCpuMs(browser, page, async () => {
        await mark(page);
        await page.getByRole('button', { name: 'Make the report' }).click();
        await page.locator('figure[aria-label="Restricted pages by place in the tree"] svg').first().waitFor({ timeout: 120_000 });
        report = await settled(page, '[role="grid"][aria-label="Restricted pages"] [role="row"][data-id]');
      });
      await context.close();
      if (run < 0) continue;
      visits.push(visit);
      reports.push(report);
      reportCpu.push(cpu);
    }
    return {
      contentFirstVisitMs: Math.round(median(visits.map((visit) => visit.ms))),
      contentLongestTaskMs: Math.round(median(visits.map((visit) => visit.longest))),
      contentWorstTaskMs: Math.round(Math.max(...visits.map((visit) => visit.longest))),
      space: `${largest.name}, ${largest.pages} pages`,
      reportRows: largest.findings,
      reportMs: Math.round(median(reports.map((report) => report.ms))),
      reportLongestTaskMs: Math.round(median(reports.map((report) => report.longest))),
      reportWorstTaskMs: Math.round(Math.max(...reports.map((report) => report.longest))),
      reportLongestTaskCpuMs: Math.round(median(reportCpu)),
    };
  } finally {
    await browser.close();
    await bridge.close();
    await test.cleanup();
  }
}

/** The space with the most pages, and how many of its pages the report lists. */
async function largestSpace(call: ReturnType<typeof caller>, connectionId: string, spaces: Array<{ id: string; key: string; name: string }>) {
  let best: { id: string; key: string; name: string; pages: number; findings: number } | null = null;
  for (const space of spaces) {
    const started = await call('confluence.restrictedPages.start', { connectionId, spaceId: space.id });
    for (;;) {
      const report = await call('confluence.restrictedPages.get', { connectionId, jobId: started.jobId });
      if (report.state !== 'running') {
        if (best === null || report.pagesRead > best.pages) best = { ...space, pages: report.pagesRead, findings: report.rows.length };
        break;
      }
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  if (best === null) throw new Error('The demo has no space.');
  return best;
}
