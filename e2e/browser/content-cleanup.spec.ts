import type { ConfluenceState, ContentRecord } from '../../app/sandbox/areas/confluence/state';
import type { RunningSandbox } from '../../app/sandbox/server';
import { expect, openConnected, test } from './users-helpers';

const TITLE = 'Team status log';

function pageIn(org: RunningSandbox): ContentRecord {
  const found = Object.values((org.world.areas.confluence as ConfluenceState).contents).find((content) => content.type === 'page' && content.versions.at(-1)?.title === TITLE);
  if (!found) throw new Error(`the organization has no page “${TITLE}”`);
  return found;
}

test('a history clean-up deletes exactly what its dry run listed, oldest gone and the latest kept, however the numbers shift', async ({ page, harness, org }) => {
  const record = pageIn(org);
  const total = record.versions.length;
  const keep = total - 20;
  const keptTimes = record.versions.slice(-keep).map((version) => version.createdAt);

  await openConnected(page, harness, org, `/content/pages/${record.id}`);
  await expect(page.getByText(`${total} versions. Tick two to compare them.`)).toBeVisible();
  await page.getByRole('button', { name: 'Clean up history…' }).click();
  const dialog = page.getByRole('dialog', { name: `Clean up the history of “${TITLE}”` });
  await dialog.getByRole('radio', { name: 'Keep only the latest' }).check();
  await dialog.getByLabel('Versions to keep').fill(String(keep));
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  await expect(dialog.getByText(`20 of ${total} versions go`)).toBeVisible();
  expect(pageIn(org).versions).toHaveLength(total);

  const remove = dialog.getByRole('button', { name: 'Delete 20 versions' });
  await expect(remove).toBeDisabled();
  await dialog.getByLabel('Confirmation').fill('DELETE 20 VERSIONS');
  await remove.click();
  await expect(dialog.getByText(/20 versions deleted/)).toBeVisible({ timeout: 0 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The latest versions stayed, renumbered from 1; the current one is untouched.
  expect(pageIn(org).versions.map((version) => version.createdAt)).toEqual(keptTimes);
  expect(pageIn(org).versions.map((version) => version.number)).toEqual(Array.from({ length: keep }, (_, index) => index + 1));
  await expect(page.getByText(`${keep} versions. Tick two to compare them.`)).toBeVisible();
});
