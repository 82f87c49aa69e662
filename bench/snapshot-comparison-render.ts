/**
 * What changed since a snapshot, drawn in Chromium over the bridge, for a comparison of tens of thousands of
 * changes: a snapshot of the demo site is taken, project versions and restricted pages the site does not have
 * are written into a copy of its file, which is imported; comparing that copy with the site now lists every
 * one of them. Times what an admin waits for (the comparison on screen; ticking every version),
 * with the longest main-thread task of each (Long Tasks API). Needs `out/renderer` (`npm run bench` builds it).
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startBridge } from '../app/bridge/server';
import type { Channel, Input, Output } from '../app/contract';
import { readSnapshotFile, snapshotText, type SnapshotFile } from '../app/contract/snapshots/format';
import { createTestCore, waitForJob } from '../app/core/test-support';
import { connectionPartsFor } from '../app/sandbox/kit';
import { startSandbox } from '../app/sandbox/server';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';
import { mark, settled, watchTasks } from './page-timing';

export interface ComparisonRenderRow {
  changes: number;
  fileMB: number;
  /** From "Compare with now" to the comparison's summary on screen (includes reading the site and comparing in the core). */
  openMs: number;
  longestTaskOpeningMs: number;
  /** From "Choose all" on the versions to the count of chosen changes on screen. */
  chooseAllMs: number;
  longestTaskChoosingMs: number;
}

const rendererDir = resolve('out/renderer');

/** `versions` project versions and `pages` restricted pages only the snapshot has: one change each. */
export async function benchSnapshotComparisonRender({ versions, pages }: { versions: number; pages: number }): Promise<ComparisonRenderRow> {
  if (!existsSync(rendererDir)) throw new Error('out/renderer is missing: run `npm run build` first.');
  const sandbox = await startSandbox({ port: 0, seed: 'bench', scale: 'demo' });
  const test = await createTestCore();
  const bridge = await startBridge({ dispatch: test.core.dispatch, onEvent: test.core.onEvent, staticDir: rendererDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const call = async <C extends Channel>(channel: C, input: Input<C>): Promise<Output<C>> => {
    const result = await test.core.dispatch(channel, input);
    if (!result.ok) throw new Error(`${channel} was refused: ${result.error.message}`);
    return result.data as Output<C>;
  };
  try {
    const { id: connectionId } = await call('app.connections.add', { name: 'Bench', ...connectionPartsFor(sandbox.baseUrl, sandbox.credentials), bitbucket: null });
    const { jobId } = await call('snapshots.snapshot.create', { connectionId, label: 'Base', spaceKeys: ['ENG'] });
    await waitForJob(test.core, jobId);
    let base: { id: string } | undefined;
    for (let attempt = 0; attempt < 200 && !base; attempt += 1) {
      base = (await call('snapshots.snapshots.list', { connectionId })).snapshots.find((summary) => summary.label === 'Base');
      if (!base) await new Promise((done) => setTimeout(done, 50));
    }
    if (!base) throw new Error('the base snapshot was not saved');
    const read = readSnapshotFile((await call('snapshots.snapshot.export', { connectionId, snapshotId: base.id })).text);
    if (!read.ok) throw new Error(read.problem);
    const project = read.snapshot.versions[0] ?? { projectKey: 'PLAT', projectName: 'Platform' };
    const restricted = read.snapshot.restrictions[0];
    const large: SnapshotFile = {
      ...read.snapshot,
      id: randomUUID(),
      label: 'Large',
      versions: [
        ...read.snapshot.versions,
        ...Array.from({ length: versions }, (_unused, index) => ({
          id: `bench-${index}`,
          projectKey: project.projectKey,
          projectName: project.projectName,
          name: `Bench ${index}`,
          description: `A version only the snapshot has (${index}).`,
          released: index % 2 === 0,
          archived: false,
          startDate: null,
          releaseDate: '2026-12-01',
        })),
      ],
      restrictions: [
        ...read.snapshot.restrictions,
        ...Array.from({ length: pages }, (_unused, index) => ({
          pageId: `9${index}`,
          title: `Bench page ${index}`,
          spaceKey: 'ENG',
          path: ['Engineering Home', `Section ${index % 40}`],
          read: restricted?.read ?? { users: [], groups: [] },
          update: restricted?.update ?? { users: [], groups: [] },
        })),
      ],
    };
    const text = snapshotText(large);
    await call('snapshots.snapshotFile.create', { connectionId, fileName: 'large.json', text });

    const page = await browser.newPage({ viewport: { width: 1360, height: 860 } });
    await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort('blockedbyclient'));
    await page.addInitScript({ content: watchTasks });
    await page.goto(`${bridge.pageUrl}#/snapshots`);
    await page.locator('body[data-ready="true"]').waitFor();
    const compare = page.getByRole('button', { name: 'Compare with now “Large”' });
    await compare.waitFor({ timeout: 120_000 });

    await mark(page);
    await compare.click();
    const opened = await settled(page, '[data-testid="comparison-summary"]');

    await page.getByRole('tab', { name: /^Project versions/ }).click();
    const chooseAll = page.getByRole('button', { name: /^Choose all / });
    await chooseAll.waitFor();
    await mark(page);
    await chooseAll.click();
    const chosen = await settled(page, `[data-testid="chosen-count"]:has-text("${versions.toLocaleString('en')} changes chosen")`);
    return {
      changes: versions + pages,
      fileMB: Math.round((text.length / 1024 / 1024) * 10) / 10,
      openMs: Math.round(opened.ms),
      longestTaskOpeningMs: Math.round(opened.longest),
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
