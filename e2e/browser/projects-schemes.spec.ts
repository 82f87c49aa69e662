import type { RunningSandbox } from '../../app/sandbox/server';
import { jiraOf, recipientLines, schemeNamed } from './projects-helpers';
import { expect, openConnected, test } from './users-helpers';

const SCHEME = 'Platform Notifications';

/** Who the scheme notifies of what (see `recipientLines`). */
const recipients = (org: RunningSandbox) => recipientLines(schemeNamed(org, SCHEME));

test('stages two changes in the matrix, reviews and applies them, then Undo puts the scheme back exactly', async ({ page, harness, org }) => {
  const before = recipients(org);
  await openConnected(page, harness, org, '/projects/schemes');
  await page.getByRole('link', { name: SCHEME }).click();
  await expect(page.getByRole('heading', { name: SCHEME, level: 1 })).toBeVisible();

  const matrix = page.getByRole('grid', { name: `Who “${SCHEME}” notifies, by event` });
  const notified = matrix.getByRole('gridcell', { name: /: notified$/ }).first();
  const notNotified = matrix.getByRole('gridcell', { name: /: not notified$/ }).first();
  const removing = (await notified.getAttribute('aria-label'))?.replace(/notified$/, 'to be removed') ?? '';
  const adding = (await notNotified.getAttribute('aria-label'))?.replace(/not notified$/, 'to be added') ?? '';
  await notified.click();
  await notNotified.click();
  await expect(matrix.getByRole('gridcell', { name: removing })).toBeVisible();
  await expect(matrix.getByRole('gridcell', { name: adding })).toBeVisible();
  expect(recipients(org)).toEqual(before);

  await page.getByRole('button', { name: 'Review 2 changes' }).click();
  const review = page.getByRole('dialog', { name: `Review changes to “${SCHEME}”` });
  await review.getByRole('button', { name: /^Apply / }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect.poll(() => recipients(org)).not.toEqual(before);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('The scheme is back exactly as it was.')).toBeVisible();
  expect(recipients(org)).toEqual(before);
});

test('lists the projects, and opens one at its versions', async ({ page, harness, org }) => {
  await openConnected(page, harness, org, '/projects');
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('row')).toHaveCount(jiraOf(org).projects.length + 1);
  await page.getByLabel('Find a project by key or name').fill('mobile');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: 'Mobile App' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Mobile App/ })).toBeVisible();
});
