import type { JiraState } from '../../app/sandbox/areas/jira/state';
import { startSandbox, type RunningSandbox } from '../../app/sandbox/server';
import { expect, test } from '../fixtures/harness';

const AREAS = ['Users & tokens', 'Content', 'Projects', 'Webhooks'];

test('with the demo organization active, every area says what to try there until the admin puts it away', async ({ page, harness }) => {
  // As `npm run web -- --demo` does: the demo starts without the Explore button.
  const started = await harness.dispatch('app.demo.start', {});
  expect(started.ok).toBe(true);
  await harness.open(page, '/users');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const tips = page.getByRole('alert').filter({ hasText: 'Things to try in the demo organization' });
  const seen = new Set<string>();
  for (const area of AREAS) {
    await nav.getByRole('link', { name: area }).click();
    await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
    await expect(tips).toBeVisible();
    const steps = await tips.getByRole('listitem').allInnerTexts();
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.length).toBeLessThanOrEqual(3);
    for (const step of steps) seen.add(step);
  }
  // Each area has its own things to try.
  expect(seen.size).toBeGreaterThanOrEqual(AREAS.length * 2);

  // Put away on one area, it stays away after the window reloads; the other areas still offer theirs.
  await tips.getByRole('button', { name: 'Got it' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(tips).toHaveCount(0);
  await nav.getByRole('link', { name: AREAS[0] ?? '' }).click();
  await expect(tips).toBeVisible();
});

/** Both demo sites run on sandboxes of the test's own, so it can read each site's world. */
const twoSites = test.extend<{ demoSandbox: RunningSandbox; stagingSandbox: RunningSandbox }>({
  // Playwright reads a fixture's dependencies from this pattern; the sandboxes depend on none.
  // eslint-disable-next-line no-empty-pattern
  demoSandbox: async ({}, use) => {
    const sandbox = await startSandbox({ seed: 'demo-sites-e2e' });
    await use(sandbox);
    await sandbox.close();
  },
  // eslint-disable-next-line no-empty-pattern
  stagingSandbox: async ({}, use) => {
    const sandbox = await startSandbox({ seed: 'staging-sites-e2e', stagingOf: 'demo-sites-e2e' });
    await use(sandbox);
    await sandbox.close();
  },
});

const schemeNames = (sandbox: RunningSandbox) => (sandbox.world.areas.jira as JiraState).notificationSchemes.map((scheme) => scheme.name);

twoSites('adds the staging demo site beside the demo organization from Connections, and its own schemes show there', async ({ page, harness, demoSandbox, stagingSandbox }) => {
  const stagingOnly = 'Incident alerts v2';
  expect(schemeNames(stagingSandbox)).toContain(stagingOnly);
  expect(schemeNames(demoSandbox)).not.toContain(stagingOnly);

  const started = await harness.dispatch('app.demo.start', {});
  expect(started.ok).toBe(true);
  await harness.open(page, '/connections');
  const offer = page.getByRole('region', { name: 'A second demo site' });
  await expect(offer).toContainText('compare and copy between two sites');
  await offer.getByRole('button', { name: 'Add the staging demo site' }).click();

  // Added beside the demo organization, which stays the one every screen works on.
  const staging = page.getByRole('article', { name: 'Demo staging (local)' });
  await expect(staging.getByText(stagingSandbox.credentials.bitbucket.workspace)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Demo (local)' }).getByText('Active', { exact: true })).toBeVisible();
  await expect(offer).toHaveCount(0);

  // Each site resets on its own, and the dialog says which.
  await staging.getByRole('button', { name: 'Reset demo' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset the staging demo site?' });
  await expect(reset).toContainText('“Demo (local)” keeps its changes');
  await reset.getByRole('button', { name: 'Cancel' }).click();
  await expect(reset).toBeHidden();

  await staging.getByRole('button', { name: 'Use this connection' }).click();
  await expect(staging.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('tab', { name: 'Notification schemes' }).click();
  await expect(page.getByRole('link', { name: stagingOnly })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Security Audit Notifications' })).toHaveCount(0);
});
