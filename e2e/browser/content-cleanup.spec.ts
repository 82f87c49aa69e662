import type { Locator } from '@playwright/test';
import type { ConfluenceState, ContentRecord } from '../../app/sandbox/areas/confluence/state';
import type { RunningSandbox } from '../../app/sandbox/server';
import { bulkResults } from './bulk-helpers';
import { expect, openConnected, startOrg, test } from '../fixtures/organization';

const TITLE = 'Team status log';

function pageIn(org: RunningSandbox): ContentRecord {
  const found = Object.values((org.world.areas.confluence as ConfluenceState).contents).find((content) => content.type === 'page' && content.versions.at(-1)?.title === TITLE);
  if (!found) throw new Error(`the organization has no page “${TITLE}”`);
  return found;
}

/** How much of a progress bar is drawn filled, as the eye sees it (0 to 1). */
function filledShare(bar: Locator): Promise<number> {
  return bar.evaluate((track) => {
    const fill = track.querySelector('.MuiLinearProgress-bar1');
    if (!fill) return 0;
    const box = track.getBoundingClientRect();
    return Math.max(0, Math.min(box.width, fill.getBoundingClientRect().right - box.left)) / box.width;
  });
}

test('a history clean-up deletes exactly what its preview listed, oldest gone and the latest kept, however the numbers shift', async ({ page, harness, org }) => {
  const record = pageIn(org);
  const total = record.versions.length;
  const keep = total - 20;
  const keptTimes = record.versions.slice(-keep).map((version) => version.createdAt);

  await page.setViewportSize({ width: 1024, height: 700 });
  await openConnected(page, harness, org, `/content/pages/${record.id}`);
  await expect(page.getByText(`${total} versions. Tick two to compare them.`)).toBeVisible();
  await page.getByRole('button', { name: 'Clean up history…' }).click();
  const dialog = page.getByRole('dialog', { name: `Clean up the history of “${TITLE}”` });
  await dialog.getByRole('radio', { name: 'Keep only the latest' }).check();
  await dialog.getByLabel('Versions to keep').fill(String(keep));
  await dialog.getByRole('button', { name: 'Preview the changes' }).click();
  await expect(dialog.getByText(`20 of ${total} versions go`)).toBeVisible();
  expect(pageIn(org).versions).toHaveLength(total);
  // The next step is typing the phrase: the field has the focus, wholly in view above the dialog's buttons.
  await expect(dialog.getByLabel('Confirmation')).toBeFocused();
  await expect(dialog.getByLabel('Confirmation')).toBeInViewport({ ratio: 1 });

  const remove = dialog.getByRole('button', { name: 'Delete 20 versions' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel('Confirmation').fill('DELETE 20 VERSIONS');
  await remove.click();
  await expect(dialog.getByTestId('bulk-results')).toHaveText('1 page done (20 versions deleted), 0 failed, 0 skipped.', { timeout: 0 });
  // Retry failed is offered (nothing failed, and it says so); the CSV has the page, done, with its twenty deletions.
  const [row, ...more] = await bulkResults(page, harness, dialog);
  expect(more).toEqual([]);
  expect(row?.item).toContain(TITLE);
  expect(row?.outcome).toBe('Done');
  expect(row?.changes.split('; ')).toHaveLength(20);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The latest versions stayed, renumbered from 1; the current one is untouched.
  expect(pageIn(org).versions.map((version) => version.createdAt)).toEqual(keptTimes);
  expect(pageIn(org).versions.map((version) => version.number)).toEqual(Array.from({ length: keep }, (_, index) => index + 1));
  await expect(page.getByText(`${keep} versions. Tick two to compare them.`)).toBeVisible();
});

test('a clean-up counts versions as it deletes them, its bar says what its words say, and Pause stops it between two versions', async ({ page, harness }) => {
  // Slow enough to watch: every request to this organization takes a tenth of a second.
  const slow = await startOrg({ seed: 'users-e2e', scale: 'demo', latencyMs: 100 });
  try {
    const record = pageIn(slow);
    const total = record.versions.length;
    await openConnected(page, harness, slow, `/content/pages/${record.id}`);
    await page.getByRole('button', { name: 'Clean up history…' }).click();
    const dialog = page.getByRole('dialog', { name: `Clean up the history of “${TITLE}”` });
    await dialog.getByLabel('Versions to keep').fill(String(total - 20));
    await dialog.getByRole('button', { name: 'Preview the changes' }).click();
    await dialog.getByLabel('Confirmation').fill('DELETE 20 VERSIONS');
    await dialog.getByRole('button', { name: 'Delete 20 versions' }).click();

    const panel = dialog.getByRole('region', { name: 'Deleting old versions' });
    const counts = panel.getByTestId('job-counts');
    await expect(counts).toHaveText(/^[1-9]\d* of 20 versions$/);
    await panel.getByRole('button', { name: 'Pause' }).click();
    await expect(panel.getByText('Paused', { exact: true })).toBeVisible();
    // The version in flight when Pause was pressed still goes; then the words count what Confluence lost.
    const deleted = () => total - pageIn(slow).versions.length;
    await expect.poll(async () => (await counts.innerText()) === `${deleted()} of 20 versions`).toBe(true);
    const pausedAt = deleted();
    expect(pausedAt).toBeLessThan(20);
    const bar = panel.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', String((pausedAt / 20) * 100));
    expect(await filledShare(bar)).toBeCloseTo(pausedAt / 20, 2);

    await panel.getByRole('button', { name: 'Resume' }).click();
    await expect(counts).toHaveText('20 of 20 versions');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(await filledShare(bar)).toBeCloseTo(1, 2);
    expect(pageIn(slow).versions).toHaveLength(total - 20);
  } finally {
    await slow.close();
  }
});
