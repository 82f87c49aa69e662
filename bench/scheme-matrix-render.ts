/**
 * The largest notification scheme of the `large` world (2,500 recipients) as the matrix in Chromium, over
 * the bridge: the time from opening the scheme to the matrix on screen, the longest main-thread task in
 * that time, and the same for staging one change in it. Needs `out/renderer` (`npm run bench` builds it).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startBridge } from '../app/bridge/server';
import { createTestCore } from '../app/core/test-support';
import type { JiraState } from '../app/sandbox/areas/jira';
import { connectionPartsFor } from '../app/sandbox/kit';
import { startSandbox } from '../app/sandbox/server';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';
import { mark, settled, watchTasks } from './page-timing';
import { largestScheme, recipientsOf } from './world-picks';

export interface MatrixRenderRow {
  scheme: string;
  recipients: number;
  events: number;
  /** Opening the scheme's page to the matrix painted with the main thread free (includes reading the scheme). */
  openMs: number;
  longestTaskOpeningMs: number;
  /** Clicking one cell to the staged mark painted. */
  stageMs: number;
  longestTaskStagingMs: number;
}

const rendererDir = resolve('out/renderer');

export async function benchSchemeMatrixRender(): Promise<MatrixRenderRow> {
  if (!existsSync(rendererDir)) throw new Error('out/renderer is missing: run `npm run build` first.');
  const sandbox = await startSandbox({ port: 0, seed: 'bench', scale: 'large' });
  const test = await createTestCore();
  const bridge = await startBridge({ dispatch: test.core.dispatch, onEvent: test.core.onEvent, staticDir: rendererDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const added = await test.core.dispatch('app.connections.add', { name: 'Bench', ...connectionPartsFor(sandbox.baseUrl, sandbox.credentials), bitbucket: null });
    if (!added.ok) throw new Error(`The bench connection was refused: ${added.error.message}`);
    const largest = largestScheme(sandbox.world.areas.jira as JiraState);

    const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
    await page.addInitScript({ content: watchTasks });
    await page.goto(bridge.pageUrl);
    await page.locator('body[data-ready="true"]').waitFor();
    // The Projects area's code is loaded once first, so the figure is of the matrix, not of fetching a chunk.
    await page.evaluate(() => {
      window.location.hash = '/projects/schemes';
    });
    await page.getByRole('grid', { name: 'Notification schemes' }).waitFor({ timeout: 120_000 });

    await mark(page);
    await page.evaluate((id) => {
      window.location.hash = `/projects/schemes/${id}`;
    }, String(largest.id));
    const grid = `[role="grid"][aria-label="Who “${largest.name}” notifies, by event"]`;
    const opened = await settled(page, `${grid} [role="gridcell"][aria-label$=": notified"]`);

    await mark(page);
    await page.locator(`${grid} [role="gridcell"][aria-label$=": notified"]`).first().click();
    const staged = await settled(page, `${grid} [role="gridcell"][aria-label$=": to be removed"]`);
    return {
      scheme: largest.name,
      recipients: recipientsOf(largest),
      events: largest.events.length,
      openMs: Math.round(opened.ms),
      longestTaskOpeningMs: Math.round(opened.longest),
      stageMs: Math.round(staged.ms),
      longestTaskStagingMs: Math.round(staged.longest),
    };
  } finally {
    await browser.close();
    await bridge.close();
    await test.cleanup();
    await sandbox.close();
  }
}
