import type { Page } from '@playwright/test';
import { STAGING_ONLY_TEMPLATE } from '../../app/sandbox/areas/confluence/data/generate-templates';
import type { ConfluenceState } from '../../app/sandbox/areas/confluence/state';
import type { BitbucketState } from '../../app/sandbox/areas/bitbucket/state';
import type { JiraState } from '../../app/sandbox/areas/jira/state';
import { startSandbox, type RunningSandbox } from '../../app/sandbox/server';
import { noSeriousAxeFindings } from '../fixtures/axe';
import { expect, test as base, type Harness } from '../fixtures/harness';
import { stayOnLoopback } from '../fixtures/organization';
import { shoot, type Theme } from './shots';

/**
 * The Snapshots screens for the README, in light and dark, in a small window (1024×700) and a large one
 * (1600×1000): the list (this site's snapshots with the chart of changes between them, and one taken on
 * the staging site), what changed since a snapshot with one change's before and after, and the dry run of
 * a copy from staging (people matched by e-mail, the contractor without a match, a scheme name taken).
 * Each is checked with axe on the way. The demo sites are the app's own seeds.
 */

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1600, height: 1000 },
] as const;

const test = base.extend<{ demoSandbox: RunningSandbox; stagingSandbox: RunningSandbox }>({
  // Playwright reads a fixture's dependencies from this pattern; the demo sites depend on none.
  // eslint-disable-next-line no-empty-pattern
  demoSandbox: async ({}, use) => {
    const sandbox = await startSandbox({ seed: 'orgdesk-demo' });
    await use(sandbox);
    await sandbox.close();
  },
  // eslint-disable-next-line no-empty-pattern
  stagingSandbox: async ({}, use) => {
    const sandbox = await startSandbox({ seed: 'orgdesk-staging', stagingOf: 'orgdesk-demo' });
    await use(sandbox);
    await sandbox.close();
  },
});

async function shootBoth(page: Page, theme: Theme, name: string, target: 'page' | 'window' = 'page'): Promise<void> {
  for (const size of [...SIZES].reverse()) {
    await page.setViewportSize(size);
    await shoot(page, theme, `${name}-${size.width}`, target);
  }
}

async function call(harness: Harness, channel: string, input: object): Promise<Record<string, unknown>> {
  const result = await harness.dispatch(channel as never, input as never);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.message}`);
  return result.data as Record<string, unknown>;
}

/** Takes a snapshot through the core and waits until its file is listed. */
async function snapshot(harness: Harness, connectionId: string, label: string, spaceKeys: string[]): Promise<void> {
  await call(harness, 'snapshots.snapshot.create', { connectionId, label, spaceKeys });
  await expect
    .poll(async () => ((await call(harness, 'snapshots.snapshots.list', { connectionId })).snapshots as { label: string }[]).some((one) => one.label === label), { timeout: 60_000 })
    .toBe(true);
}

/** A week of an admin's hand edits on the demo site: a scheme, a page's restrictions, a webhook and a version. */
function editByHand(sandbox: RunningSandbox, round: 1 | 2): void {
  const jira = sandbox.world.areas.jira as JiraState;
  const bitbucket = sandbox.world.areas.bitbucket as BitbucketState;
  const confluence = sandbox.world.areas.confluence as ConfluenceState;
  const scheme = jira.notificationSchemes.find((one) => one.name === 'Platform Notifications');
  const event = scheme?.events.find((one) => one.notifications.length > 1);
  if (round === 1) {
    event?.notifications.pop();
    const version = jira.versions.find((one) => !one.released);
    if (version) version.released = true;
    return;
  }
  if (scheme) scheme.description = 'Who hears about platform issues (edited by hand).';
  const hook = bitbucket.workspaces.find((one) => one.slug === sandbox.credentials.bitbucket.workspace)?.hooks.find((one) => one.description === 'Jira sync');
  if (hook) hook.active = false;
  const page = Object.values(confluence.contents).find((content) => content.type === 'page' && content.restrictions.read.userIds.length > 0);
  if (page) page.restrictions.read.userIds.push(sandbox.world.adminAccountId);
}

for (const theme of ['light', 'dark'] as const) {
  test(`snapshots tour in ${theme} mode`, async ({ page, harness, demoSandbox }) => {
    test.setTimeout(300_000);
    const production = String((await call(harness, 'app.demo.start', {})).id);
    const staging = String((await call(harness, 'app.demo.start', { site: 'staging' })).id);
    await snapshot(harness, staging, 'Staging as tested', []);
    await call(harness, 'snapshots.autoSnapshot.update', { connectionId: production, auto: { enabled: true, keep: 7, spaceKeys: ['ENG'] } });
    await snapshot(harness, production, 'Before the Q4 clean-up', ['ENG']);
    editByHand(demoSandbox, 1);
    await snapshot(harness, production, 'Mid-week check', ['ENG']);
    editByHand(demoSandbox, 2);

    await page.setViewportSize(SIZES[0]);
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await stayOnLoopback(page);
    await harness.open(page, '/snapshots');
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('figure', { name: 'Changes between snapshots, by day and kind' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Snapshots taken on another site' })).toContainText('Staging as tested');
    await noSeriousAxeFindings(page);
    await shootBoth(page, theme, 'snapshots-list');

    await page.getByRole('button', { name: 'Copy a space’s templates…' }).click();
    const spaceCopy = page.getByRole('dialog', { name: 'Copy a space’s templates into another space' });
    await expect(spaceCopy.getByRole('combobox', { name: 'Templates of this space in the snapshot' })).toHaveText(/\(ENG\)$/);
    await noSeriousAxeFindings(page);
    await shootBoth(page, theme, 'snapshots-space-copy', 'window');
    await spaceCopy.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Compare with now “Before the Q4 clean-up”' }).click();
    await expect(page.getByTestId('comparison-summary')).toContainText('differences');
    await page.getByRole('button', { name: /^Before and after: Notification scheme/ }).click();
    const detail = page.getByRole('dialog', { name: /^Notification scheme/ });
    await expect(detail.getByRole('region', { name: 'Recipients by event' })).toBeVisible();
    await noSeriousAxeFindings(page);
    await shootBoth(page, theme, 'snapshots-change', 'window');
    await detail.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Choose all 1' }).click();
    await noSeriousAxeFindings(page);
    await shootBoth(page, theme, 'snapshots-comparison');

    await page.getByRole('link', { name: 'All snapshots' }).click();
    await page.getByRole('button', { name: 'Leave and discard' }).click();
    await page.getByRole('button', { name: 'Copy to this site… “Staging as tested”' }).click();
    await expect(page.getByRole('heading', { name: 'Copy to this site', level: 1 })).toBeVisible();
    const schemes = page.getByRole('grid', { name: 'Notification schemes: what changed' });
    for (const name of ['Incident alerts v2', 'Release notifications (tested)', 'Platform Notifications']) {
      await schemes.getByRole('row', { name: new RegExp(`Notification scheme “${name.replace(/[()]/g, '\\$&')}”`) }).getByRole('checkbox').check();
    }
    await page.getByRole('tab', { name: /^Templates/ }).click();
    await page.getByRole('grid', { name: 'Templates: what changed' }).getByRole('row', { name: new RegExp(STAGING_ONLY_TEMPLATE.name) }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Copy 4 changes…' }).click();
    await expect(page.getByTestId('plan-summary')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Checking your choices' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'People: who stands for whom here' })).toContainText('No match here');
    await noSeriousAxeFindings(page);
    await shootBoth(page, theme, 'snapshots-copy-dry-run');
  });
}
