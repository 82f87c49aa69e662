import type { Page } from '@playwright/test';
import type { ConfluenceState, ContentRecord } from '../../app/sandbox/areas/confluence/state';
import { ACCESS_CASES } from '../../app/sandbox/areas/confluence/data/seed-access-cases';
import type { RunningSandbox } from '../../app/sandbox/server';
import { bulkResults } from './bulk-helpers';
import { recipientLines, schemeNamed } from './projects-helpers';
import { demoHook, demoHooks, expect, openDemo, test } from './webhooks-helpers';

/*
 * Snapshots against the demo organization, as an admin trying Orgdesk would: each spec reads the demo's
 * world (`demoSandbox`) to check that what the screens say changed, and what a run put back, is what the
 * sandbox holds.
 */

const SCHEME = 'Platform Notifications';
const HOOK = 'Jira sync';

const confluence = (sandbox: RunningSandbox) => sandbox.world.areas.confluence as ConfluenceState;

/** A page straight under the ENG home page that nobody restricted: the restriction change makes it a restricted page. */
function openPage(sandbox: RunningSandbox): ContentRecord {
  const state = confluence(sandbox);
  const space = Object.values(state.spaces).find((candidate) => candidate.key === ACCESS_CASES.spaceKey);
  const page = Object.values(state.contents).find(
    (content) =>
      content.type === 'page' &&
      content.status === 'current' &&
      content.spaceId === space?.id &&
      content.parentId === space.homepageId &&
      content.restrictions.read.userIds.length + content.restrictions.read.groupIds.length + content.restrictions.update.userIds.length + content.restrictions.update.groupIds.length === 0,
  );
  if (page === undefined) throw new Error('the demo has no open page in ENG');
  return page;
}

/** What a page's own restriction lists hold, sorted. */
const listsOf = (page: ContentRecord) => ({
  read: [...page.restrictions.read.userIds, ...page.restrictions.read.groupIds].sort(),
  update: [...page.restrictions.update.userIds, ...page.restrictions.update.groupIds].sort(),
});

/** The fields of a webhook a snapshot keeps (its secret too, which a restore must leave as it is). */
function hookFields(sandbox: RunningSandbox, uuid: string) {
  const hook = demoHooks(sandbox).find((candidate) => candidate.uuid === uuid);
  if (!hook) throw new Error(`the demo has no hook ${uuid}`);
  return { url: hook.url, description: hook.description, events: [...hook.events].sort(), active: hook.active, secret: hook.secret };
}

/** Takes a snapshot of the demo, with the page restrictions of ENG, and waits for it on the list. */
async function takeSnapshot(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Take a snapshot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a snapshot' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(label);
  await dialog.getByRole('combobox', { name: 'Page restrictions of these spaces' }).fill('Engineering');
  await page.getByRole('option', { name: /\(ENG\)$/ }).click();
  await dialog.getByRole('button', { name: 'Take the snapshot' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('grid', { name: 'Snapshots of this site' }).getByRole('row', { name: new RegExp(label) })).toContainText('Page restrictions of 1 space: ENG');
}

/** Takes one recipient off an event of the scheme and adds another, through the scheme's matrix. */
async function changeScheme(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('tab', { name: 'Notification schemes' }).click();
  await page.getByRole('link', { name: SCHEME }).click();
  const matrix = page.getByRole('grid', { name: `Who “${SCHEME}” notifies, by event` });
  await matrix.getByRole('gridcell', { name: /: notified$/ }).first().click();
  await matrix.getByRole('gridcell', { name: /: not notified$/ }).first().click();
  await page.getByRole('button', { name: 'Review 2 changes' }).click();
  const review = page.getByRole('dialog', { name: `Review changes to “${SCHEME}”` });
  await review.getByRole('button', { name: /^Apply / }).click();
  await expect(review).toBeHidden();
}

/** Restricts an open page to the admin and one other person, through its Access tab. */
async function restrictPage(page: Page, harness: Parameters<typeof openDemo>[1], target: ContentRecord, people: string[]): Promise<void> {
  await harness.open(page, `/content/pages/${target.id}/access`);
  for (const name of people) {
    await page.getByLabel('Add to who can view').fill(name.split(' ')[0] ?? name);
    await page.getByRole('option', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }).first().click();
    await page.getByRole('region', { name: 'Change who can view', exact: true }).getByRole('button', { name: 'Add', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Review and apply' }).click();
  const review = page.getByRole('dialog', { name: /^Review the change/ });
  await review.getByRole('button', { name: 'Apply change' }).click();
  await expect(review).toBeHidden();
}

/** Renames a webhook's description and drops one of its events, through the webhook editor. */
async function editHook(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('table', { name: /^Webhooks of workspace/ }).getByRole('row', { name: HOOK, exact: true }).getByRole('button', { name: `Actions for “${HOOK}”` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit “${HOOK}”` });
  await dialog.getByLabel('Description', { exact: true }).fill(`${HOOK} (issues)`);
  await dialog.getByRole('group', { name: /^Issue/ }).getByRole('checkbox', { name: /^Comment created/ }).uncheck();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Snapshots', () => {
  test('a snapshot, three changes made in their areas, exactly those three in what changed, and all three put back', async ({ page, harness, demoSandbox }) => {
    const target = openPage(demoSandbox);
    const admin = demoSandbox.world.people.find((person) => person.accountId === demoSandbox.world.adminAccountId);
    const other = demoSandbox.world.people.find((person) => person.status === 'active' && person.accountType === 'atlassian' && person.accountId !== admin?.accountId && !person.displayName.startsWith(admin?.displayName.split(' ')[0] ?? '-'));
    if (!admin || !other) throw new Error('the demo has no admin or other person');
    const hookUuid = demoHook(demoSandbox, HOOK).uuid;
    const before = { scheme: recipientLines(schemeNamed(demoSandbox, SCHEME)), page: listsOf(target), hook: hookFields(demoSandbox, hookUuid) };

    await openDemo(page, harness, '/snapshots');
    await takeSnapshot(page, 'Before the changes');

    await changeScheme(page);
    await restrictPage(page, harness, target, [other.displayName, admin.displayName]);
    await editHook(page);
    expect(recipientLines(schemeNamed(demoSandbox, SCHEME))).not.toEqual(before.scheme);
    expect(listsOf(target)).not.toEqual(before.page);
    expect(hookFields(demoSandbox, hookUuid)).not.toEqual(before.hook);
    const changed = { scheme: recipientLines(schemeNamed(demoSandbox, SCHEME)), page: listsOf(target), hook: hookFields(demoSandbox, hookUuid) };

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Snapshots' }).click();
    await page.getByRole('button', { name: 'Compare with the site now: Before the changes' }).click();
    await expect(page.getByTestId('comparison-summary')).toHaveText('3 differences: 1 notification scheme, 1 page restriction, 1 webhook.');
    const kinds = page.getByRole('tablist', { name: 'Kinds of change' });
    await expect(kinds.getByRole('tab')).toHaveText(['Notification schemes (1)', 'Page restrictions (1)', 'Templates (0)', 'Webhooks (1)', 'Project versions (0)']);

    // Each change opens on its before and after, in the view its own area uses.
    await page.getByRole('button', { name: `Before and after: Notification scheme “${SCHEME}”` }).click();
    const schemeDetail = page.getByRole('dialog', { name: `Notification scheme “${SCHEME}”` });
    const byEvent = schemeDetail.getByRole('region', { name: 'Recipients by event' });
    await expect(byEvent.getByRole('listitem').filter({ hasText: /^\+ Added: / })).toHaveCount(1);
    await expect(byEvent.getByRole('listitem').filter({ hasText: /^− Removed: / })).toHaveCount(1);
    await schemeDetail.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Choose all 1' }).click();

    await kinds.getByRole('tab', { name: /^Page restrictions/ }).click();
    const pageTitle = target.versions.at(-1)?.title ?? '';
    await page.getByRole('button', { name: new RegExp(`^Before and after: .*${pageTitle}`) }).click();
    const pageDetail = page.getByRole('dialog', { name: new RegExp(pageTitle) });
    await expect(pageDetail.getByRole('region', { name: 'Who can view: before and after' })).toContainText(`In the snapshotNot restrictedOn the site now`);
    await expect(pageDetail.getByRole('region', { name: 'Who can view: before and after' })).toContainText(other.displayName);
    await pageDetail.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Choose all 1' }).click();

    await kinds.getByRole('tab', { name: /^Webhooks/ }).click();
    await page.getByRole('button', { name: 'Choose all 1' }).click();
    await expect(page.getByTestId('chosen-count')).toHaveText('3 changes chosen.');

    // The dry run: three updates, then the typed phrase, the run and its results.
    await page.getByRole('button', { name: 'Put back 3 changes…' }).click();
    await expect(page.getByTestId('plan-summary')).toContainText('3 items would be put back on this site: 3 updated.');
    await expect(page.getByRole('progressbar', { name: 'Checking your choices' })).toHaveCount(0);
    expect(recipientLines(schemeNamed(demoSandbox, SCHEME))).not.toEqual(before.scheme);
    await page.getByRole('textbox', { name: 'Confirmation' }).fill('restore 3 items');
    await page.getByRole('button', { name: 'Put back 3 items' }).click();
    await expect(page.getByRole('heading', { name: 'Putting back', level: 1 })).toBeVisible();
    const rows = await bulkResults(page, harness, page.locator('main'));
    expect(rows.map((row) => row.outcome)).toEqual(['Done', 'Done', 'Done']);

    // The world is the snapshot again: the scheme's recipients, the page's lists, the webhook's fields (its secret kept).
    expect(recipientLines(schemeNamed(demoSandbox, SCHEME))).toEqual(before.scheme);
    expect(listsOf(target)).toEqual(before.page);
    expect(hookFields(demoSandbox, hookUuid)).toEqual(before.hook);

    // Undo is a restore from the snapshot taken just before the run, with the same dry run and phrase.
    await page.getByRole('button', { name: 'Undo this run…' }).click();
    await expect(page.getByRole('heading', { name: 'Undo a run', level: 1 })).toBeVisible();
    await expect(page.getByTestId('plan-summary')).toContainText('3 items would be put back on this site: 3 updated.');
    await expect(page.getByRole('progressbar', { name: 'Checking your choices' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Confirmation' }).fill('restore 3 items');
    await page.getByRole('button', { name: 'Undo 3 items' }).click();
    const undoRows = await bulkResults(page, harness, page.locator('main'));
    expect(undoRows.map((row) => row.outcome)).toEqual(['Done', 'Done', 'Done']);
    expect(recipientLines(schemeNamed(demoSandbox, SCHEME))).toEqual(changed.scheme);
    expect(listsOf(target)).toEqual(changed.page);
    expect(hookFields(demoSandbox, hookUuid)).toEqual(changed.hook);
  });
});
