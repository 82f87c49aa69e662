import type { Locator, Page } from '@playwright/test';
import type { RunningSandbox } from '../../app/sandbox/server';
import { jiraOf, recipientLines, schemeNamed } from './projects-helpers';
import { expect, openConnected, test } from '../fixtures/organization';

const SCHEME = 'Platform Notifications';

/** Who the scheme notifies of what (see `recipientLines`). */
const recipients = (org: RunningSandbox) => recipientLines(schemeNamed(org, SCHEME));

/** Stages two cells of the scheme's matrix: one recipient taken off an event, one added; says what each cell now reads. */
async function stageTwoCells(page: Page): Promise<{ matrix: Locator; removing: string; adding: string }> {
  const matrix = page.getByRole('grid', { name: `Who “${SCHEME}” notifies, by event` });
  const notified = matrix.getByRole('gridcell', { name: /: notified$/ }).first();
  const notNotified = matrix.getByRole('gridcell', { name: /: not notified$/ }).first();
  const removing = (await notified.getAttribute('aria-label'))?.replace(/notified$/, 'to be removed') ?? '';
  const adding = (await notNotified.getAttribute('aria-label'))?.replace(/not notified$/, 'to be added') ?? '';
  await notified.click();
  await notNotified.click();
  return { matrix, removing, adding };
}

test('stages two changes in the matrix, reviews and applies them, then Undo puts the scheme back exactly', async ({ page, harness, org }) => {
  const before = recipients(org);
  await openConnected(page, harness, org, '/projects/schemes');
  await page.getByRole('link', { name: SCHEME }).click();
  await expect(page.getByRole('heading', { name: SCHEME, level: 1 })).toBeVisible();

  const { matrix, removing, adding } = await stageTwoCells(page);
  await expect(matrix.getByRole('gridcell', { name: removing })).toBeVisible();
  await expect(matrix.getByRole('gridcell', { name: adding })).toBeVisible();
  expect(recipients(org)).toEqual(before);

  await page.getByRole('button', { name: 'Review 2 changes' }).click();
  const review = page.getByRole('dialog', { name: `Review changes to “${SCHEME}”` });
  await review.getByRole('button', { name: /^Apply / }).click();
  await expect(review).toBeHidden();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect.poll(() => recipients(org)).not.toEqual(before);

  // Undo asks first and shows what it puts back: the recipient taken off comes back, the one added goes.
  const changed = recipients(org);
  await page.getByRole('button', { name: 'Undo' }).click();
  const ask = page.getByRole('dialog', { name: `Undo your change to “${SCHEME}”?` });
  const putBack = ask.getByRole('region', { name: 'What Undo puts back' });
  await expect(putBack.getByRole('listitem').filter({ hasText: /^\+ Added: / })).toHaveCount(1);
  await expect(putBack.getByRole('listitem').filter({ hasText: /^− Removed: / })).toHaveCount(1);
  expect(recipients(org)).toEqual(changed);
  await ask.getByRole('button', { name: 'Undo the change' }).click();
  await expect(ask).toBeHidden();
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

test('staged matrix cells are not lost to a click on another tab: leaving asks first, Discard offers Undo, and nothing reaches Jira', async ({ page, harness, org }) => {
  const before = recipients(org);
  await openConnected(page, harness, org, '/projects/schemes');
  await page.getByRole('link', { name: SCHEME }).click();
  const { matrix, removing, adding } = await stageTwoCells(page);

  await page.getByRole('tab', { name: 'Projects', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without applying?' });
  await expect(ask).toContainText(`2 staged changes to “${SCHEME}” are not applied yet and will be lost.`);
  await ask.getByRole('button', { name: 'Stay here' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SCHEME })).toBeVisible();
  await expect(matrix.getByRole('gridcell', { name: removing })).toBeVisible();
  await expect(matrix.getByRole('gridcell', { name: adding })).toBeVisible();

  // Discard is one click, and Undo brings the staged changes back.
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Review changes' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Review 2 changes' })).toBeEnabled();
  await expect(matrix.getByRole('gridcell', { name: adding })).toBeVisible();

  await page.getByRole('tab', { name: 'People' }).click();
  await ask.getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People in Jira' })).toBeVisible();
  expect(recipients(org)).toEqual(before);
});

test('a half-filled form is not thrown away by Escape: the new version and the recipient picker ask first', async ({ page, harness, org }) => {
  const project = jiraOf(org).projects.find((candidate) => candidate.key === 'SEC');
  const versionsBefore = jiraOf(org).versions.filter((version) => version.projectId === project?.id).length;
  await openConnected(page, harness, org, '/projects/project/SEC/versions');
  await page.getByRole('button', { name: 'New version' }).click();
  const form = page.getByRole('dialog', { name: 'New version' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Name' }).fill('9.9');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard what you entered?' });
  await expect(ask).toContainText('The new version is not created.');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('9.9');
  await form.getByRole('button', { name: 'Create version' }).click();
  await expect(form).toBeHidden();
  expect(jiraOf(org).versions.filter((version) => version.projectId === project?.id)).toHaveLength(versionsBefore + 1);
  expect(jiraOf(org).versions.some((version) => version.projectId === project?.id && version.name === '9.9')).toBe(true);

  await page.getByRole('tab', { name: 'Notification schemes' }).click();
  await page.getByRole('link', { name: SCHEME }).click();
  await page.getByRole('button', { name: 'Add a recipient' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a recipient' });
  await picker.getByRole('checkbox', { name: 'Issue Created' }).check();
  await page.keyboard.press('Escape');
  await expect(ask).toContainText('Nothing is staged.');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(picker.getByRole('checkbox', { name: 'Issue Created' })).toBeChecked();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Review changes' })).toHaveAttribute('aria-disabled', 'true');
});

test('who will be notified names the project lead the page header names', async ({ page, harness, org }) => {
  const project = jiraOf(org).projects.find((candidate) => candidate.key === 'PLAT');
  const lead = org.world.people.find((person) => person.accountId === project?.leadAccountId);
  const scheme = jiraOf(org).notificationSchemes.find((candidate) => candidate.id === project?.notificationSchemeId);
  const event = scheme?.events.find((candidate) => candidate.notifications.some((notification) => notification.notificationType === 'ProjectLead'));
  const eventName = jiraOf(org).issueEvents.find((candidate) => candidate.id === event?.eventId)?.name;
  if (!lead || !eventName) throw new Error('PLAT needs a lead and an event that notifies the lead');

  await openConnected(page, harness, org, '/projects/project/PLAT/notifications');
  await expect(page.getByText(`PLAT, led by ${lead.displayName}`, { exact: false })).toBeVisible();
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: eventName, exact: true }).click();
  await page.getByRole('button', { name: 'Show who is notified' }).click();
  await expect(page.getByText('Project lead: 1 person.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'People who will be e-mailed' }).getByRole('listitem').filter({ hasText: lead.displayName })).toContainText('through Project lead');
});
