/**
 * A snapshot of the large world compared with the site after thousands of changes (a recipient off every
 * scheme, every version's description, every hook paused or resumed, the restrictions of the largest space's
 * pages cleared), in the core and shown in Chromium over the bridge, where each change can be chosen to put
 * back (a comparison of two snapshots only shows): how long the core took to read the site and compare, the time to the first rows and the longest main-thread task when the comparison opens, when
 * the largest kind's tab opens, when a search narrows it, and when every change of it is chosen.
 * Needs `out/renderer` (`npm run bench` builds it).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startBridge } from '../app/bridge/server';
import type { Channel, Input, Output } from '../app/contract/channels';
import { snapshotKinds } from '../app/contract/snapshots/format';
import { createTestCore, waitForJob } from '../app/core/test-support';
import type { BitbucketState } from '../app/sandbox/areas/bitbucket/state';
import type { ConfluenceState } from '../app/sandbox/areas/confluence/state';
import type { JiraState } from '../app/sandbox/areas/jira/state';
import { connectionPartsFor } from '../app/sandbox/kit';
import { startSandbox } from '../app/sandbox/server';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';
import { mark, settled, watchTasks } from './page-timing';

export interface CompareRenderRow {
  changes: number;
  largestKind: string;
  largestKindChanges: number;
  compareMs: number;
  /** The comparison's answer to the window, which lists changes without their two sides. */
  answerKB: number;
  openMs: number;
  longestTaskOpeningMs: number;
  tabMs: number;
  longestTaskTabMs: number;
  searchMs: number;
  longestTaskSearchMs: number;
  chooseAllMs: number;
  longestTaskChoosingMs: number;
}

const rendererDir = resolve('out/renderer');

export async function benchSnapshotCompareRender(): Promise<CompareRenderRow> {
  if (!existsSync(rendererDir)) throw new Error('out/renderer is missing: run `npm run build` first.');
  const sandbox = await startSandbox({ port: 0, seed: 'bench', scale: 'large' });
  const test = await createTestCore();
  const bridge = await startBridge({ dispatch: test.core.dispatch, onEvent: test.core.onEvent, staticDir: rendererDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const call = async <C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> => {
    const result = await test.core.dispatch(channel, input);
    if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`);
    return result.data as Output<C>;
  };
  try {
    const { id: connectionId } = await call('app.connections.add', { name: 'Bench', ...connectionPartsFor(sandbox.baseUrl, sandbox.credentials) });
    const confluence = sandbox.world.areas.confluence as ConfluenceState;
    const jira = sandbox.world.areas.jira as JiraState;
    const bitbucket = sandbox.world.areas.bitbucket as BitbucketState;
    const contents = Object.values(confluence.contents);
    const pagesIn = (spaceId: string) => contents.filter((content) => content.type === 'page' && content.spaceId === spaceId).length;
    const space = Object.values(confluence.spaces).sort((a, b) => pagesIn(b.id) - pagesIn(a.id))[0];
    if (!space) throw new Error('no space');

    const take = async (label: string) => {
      const { jobId } = await call('snapshots.snapshot.create', { connectionId, label, spaceKeys: [space.key] });
      await waitForJob(test.core, jobId);
      for (;;) {
        const found = (await call('snapshots.snapshots.list', { connectionId })).snapshots.find((summary) => summary.label === label);
        if (found) return found.id;
        await new Promise((done) => setTimeout(done, 50));
      }
    };
    const before = await take('Before');
    for (const scheme of jira.notificationSchemes) scheme.events.find((event) => event.notifications.length > 0)?.notifications.pop();
    for (const version of jira.versions) version.description = `${version.description ?? ''} (edited)`;
    for (const workspace of bitbucket.workspaces) for (const hook of workspace.hooks) hook.active = !hook.active;
    for (const content of contents) if (content.spaceId === space.id) content.restrictions = { read: { userIds: [], groupIds: [] }, update: { userIds: [], groupIds: [] } };

    const compareStarted = performance.now();
    const { jobId } = await call('snapshots.comparison.start', { connectionId, baseId: before, otherId: null, spaceCopy: null });
    await waitForJob(test.core, jobId);
    const comparison = await call('snapshots.comparison.get', { connectionId, jobId });
    const compareMs = performance.now() - compareStarted;
    const counts = snapshotKinds.map(({ kind, title }) => ({ title, count: comparison.changes.filter((change) => change.kind === kind).length }));
    const largest = counts.reduce((best, entry) => (entry.count > best.count ? entry : best));

    const page: Page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
    await page.addInitScript({ content: watchTasks });
    await page.goto(bridge.pageUrl);
    await page.locator('body[data-ready="true"]').waitFor();
    // The area's code is loaded first, so the figures are of the comparison, not of fetching a chunk.
    await page.evaluate(() => {
      window.location.hash = '/snapshots';
    });
    await page.getByRole('heading', { name: 'Snapshots' }).first().waitFor({ timeout: 120_000 });

    await mark(page);
    await page.evaluate((id) => {
      window.location.hash = `/snapshots/compare/${id}`;
    }, jobId);
    const opened = await settled(page, '[role="grid"] [role="row"][data-rowindex="0"]');

    await mark(page);
    await page.getByRole('tab', { name: new RegExp(`^${largest.title} \\(`) }).click();
    const grid = page.getByRole('grid', { name: `${largest.title}: what changed` });
    const tab = await settled(page, `[role="grid"][aria-label="${largest.title}: what changed"] [role="row"][data-rowindex="0"]`);

    await mark(page);
    await page.getByRole('textbox', { name: `Find among the ${largest.title.toLowerCase()}` }).fill('1');
    const searched = await settled(page, `[role="grid"][aria-label="${largest.title}: what changed"] [role="row"][data-rowindex="0"]`);
    await page.getByRole('textbox', { name: `Find among the ${largest.title.toLowerCase()}` }).fill('');

    await mark(page);
    await grid.getByRole('checkbox', { name: /select all/i }).first().click();
    const chosen = await settled(page, `[role="grid"][aria-label="${largest.title}: what changed"] [role="row"][aria-selected="true"]`);
    return {
      changes: comparison.changes.length,
      largestKind: largest.title,
      largestKindChanges: largest.count,
      compareMs: Math.round(compareMs),
      answerKB: Math.round(Buffer.byteLength(JSON.stringify(comparison)) / 1024),
      openMs: Math.round(opened.ms),
      longestTaskOpeningMs: Math.round(opened.longest),
      tabMs: Math.round(tab.ms),
      longestTaskTabMs: Math.round(tab.longest),
      searchMs: Math.round(searched.ms),
      longestTaskSearchMs: Math.round(searched.longest),
      chooseAllMs: Math.round(chosen.ms),
      longestTaskChoosingMs: Math.round(chosen.longest),
    };
  } finally {
    await browser.close();
    await bridge.close();
    await test.cleanup();
    await sandbox.close();
  }
}
