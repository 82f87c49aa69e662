import type { Page } from '@playwright/test';
import { STAGING_ONLY_TEMPLATE } from '../../app/sandbox/areas/confluence/data/generate-templates';
import type { ConfluenceState, ContentRecord } from '../../app/sandbox/areas/confluence/state';
import type { JiraState } from '../../app/sandbox/areas/jira/state';
import { STAGING_ONLY_PERSON } from '../../app/sandbox/data/staging';
import type { World } from '../../app/sandbox/kit';
import { startSandbox, type RunningSandbox } from '../../app/sandbox/server';
import { expect, test as base } from '../fixtures/harness';
import { bulkResults } from './bulk-helpers';
import { confluenceOf as confluence, openPage } from './content-helpers';
import { recipientLines, schemeNamed } from './projects-helpers';
import { demoHook, demoHooks, openDemo } from './webhooks-helpers';

/*
 * Snapshots against the demo organization, as an admin trying Orgdesk would: each spec reads the demo's
 * world (`demoSandbox`) to check that what the screens say changed, and what a run put back, is what the
 * sandbox holds.
 */

/** The demo organization, its world the test's to read. */
const test = base.extend<{ demoSandbox: RunningSandbox }>({
  // Playwright reads a fixture's dependencies from this pattern; the demo depends on none.
  // eslint-disable-next-line no-empty-pattern
  demoSandbox: async ({}, use) => {
    const sandbox = await startSandbox({ seed: 'snapshots-e2e' });
    await use(sandbox);
    await sandbox.close();
  },
});

/** The demo organization and its staging demo site, both worlds the test's to read. */
const twoSites = test.extend<{ stagingSandbox: RunningSandbox }>({
  // eslint-disable-next-line no-empty-pattern
  stagingSandbox: async ({}, use) => {
    const sandbox = await startSandbox({ seed: 'snapshots-staging-e2e', stagingOf: 'snapshots-e2e' });
    await use(sandbox);
    await sandbox.close();
  },
});

const SCHEME = 'Platform Notifications';
const HOOK = 'Jira sync';



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

test.describe('Snapshots: what changed since, and putting it back', () => {
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
    await page.getByRole('button', { name: 'Compare with now “Before the changes”' }).click();
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

test.describe('Snapshots: the files', () => {
  test('exports a snapshot as its file and imports it back; a damaged file is refused in the dialog and nothing is added; delete asks first', async ({ page, harness }) => {
    await openDemo(page, harness, '/snapshots');
    await page.getByRole('button', { name: 'Take a snapshot' }).click();
    const take = page.getByRole('dialog', { name: 'Take a snapshot' });
    await take.getByRole('textbox', { name: 'Name' }).fill('Kept as a file');
    await take.getByRole('button', { name: 'Take the snapshot' }).click();
    const here = page.getByRole('grid', { name: 'Snapshots of this site' });
    await expect(here.getByRole('row', { name: /Kept as a file/ })).toBeVisible();

    const file = await harness.download(page, () => here.getByRole('button', { name: 'Export Kept as a file' }).click());
    expect(file.name).toMatch(/^orgdesk-snapshot-\d{4}-\d{2}-\d{2}-Kept-as-a-file\.json$/);
    expect(JSON.parse(file.text)).toMatchObject({ format: 'orgdesk.snapshot', version: 1, label: 'Kept as a file' });

    // A file cut short is refused in the dialog, in a sentence, and nothing is added (the list below counts both).
    await page.getByRole('button', { name: 'Import…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a snapshot' });
    await dialog.getByLabel('Snapshot file').setInputFiles({ name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(file.text.slice(0, 200)) });
    await expect(dialog.getByTestId('chosen-file')).toHaveText('Chosen: damaged.json');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This file is not a snapshot: it is not valid JSON (it may be damaged or cut short).');

    // The exported file comes back as a second snapshot of this site.
    await dialog.getByLabel('Snapshot file').setInputFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog).toBeHidden();
    await expect(here.getByRole('row', { name: /Kept as a file/ })).toHaveCount(2);

    await here.getByRole('button', { name: 'Delete Kept as a file' }).first().click();
    const ask = page.getByRole('dialog', { name: 'Delete the snapshot “Kept as a file”?' });
    await expect(ask).toContainText('Nothing on the site changes.');
    await ask.getByRole('button', { name: 'Delete' }).click();
    await expect(ask).toBeHidden();
    await expect(here.getByRole('row', { name: /Kept as a file/ })).toHaveCount(1);
  });
});

const schemesOf = (world: World) => (world.areas.jira as JiraState).notificationSchemes;
const emailOf = (world: World, accountId: string | null | undefined) => world.people.find((person) => person.accountId === accountId)?.email;

/** Whom a scheme names one by one, by e-mail, per event: comparable across two sites, whose account ids differ. */
function peopleByEvent(world: World, name: string): string[] {
  const scheme = schemesOf(world).find((candidate) => candidate.name === name);
  if (!scheme) return [];
  return scheme.events.flatMap((event) => event.notifications.filter((n) => n.notificationType === 'User').map((n) => `${event.eventId}|${emailOf(world, n.parameter) ?? '?'}`)).sort();
}

const templateNames = (world: World) => Object.values((world.areas.confluence as ConfluenceState).templates).map((template) => template.name);

/** Makes a connection the active one from Connections, as the admin would. */
async function useConnection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connections' }).click();
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Use this connection' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
}

/** Ticks the row of one change in the table of the kind on screen. */
async function tick(page: Page, kindTitle: string, target: string): Promise<void> {
  await page.getByRole('grid', { name: `${kindTitle}: what changed` }).getByRole('row', { name: new RegExp(target.replace(/[()]/g, '\\$&')) }).getByRole('checkbox').check();
}

twoSites.describe('Snapshots: copying from the staging site to production', () => {
  twoSites('two schemes and a template copied from staging, people matched by e-mail and the contractor production lacks left out', async ({ page, harness, demoSandbox, stagingSandbox }) => {
    const copied = ['Incident alerts v2', 'Release notifications (tested)'];
    for (const name of copied) expect(schemesOf(demoSandbox.world).map((scheme) => scheme.name)).not.toContain(name);
    expect(templateNames(demoSandbox.world)).not.toContain(STAGING_ONLY_TEMPLATE.name);
    expect(peopleByEvent(stagingSandbox.world, copied[0] ?? '')).toContainEqual(expect.stringContaining(STAGING_ONLY_PERSON.email));
    const stagingBefore = JSON.stringify(stagingSandbox.world.areas.jira);

    for (const site of ['production', 'staging'] as const) {
      const started = await harness.dispatch('app.demo.start', { site });
      if (!started.ok) throw new Error(`the ${site} demo did not start: ${started.error.message}`);
    }
    await harness.open(page, '/snapshots');

    // The snapshot is taken while the staging connection is the active one.
    await useConnection(page, 'Demo staging (local)');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Snapshots' }).click();
    await page.getByRole('button', { name: 'Take a snapshot' }).click();
    const take = page.getByRole('dialog', { name: 'Take a snapshot' });
    await take.getByRole('textbox', { name: 'Name' }).fill('Staging as tested');
    await take.getByRole('button', { name: 'Take the snapshot' }).click();
    await expect(page.getByRole('grid', { name: 'Snapshots of this site' }).getByRole('row', { name: /Staging as tested/ })).toBeVisible();

    // Seen from production, it was taken on another site, and its action is a copy.
    await useConnection(page, 'Demo (local)');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Snapshots' }).click();
    const elsewhere = page.getByRole('grid', { name: 'Snapshots taken on another site' });
    await expect(elsewhere.getByRole('row', { name: /Staging as tested/ })).toContainText('Demo staging (local)');
    await elsewhere.getByRole('button', { name: 'Copy to this site… “Staging as tested”' }).click();
    await expect(page.getByRole('heading', { name: 'Copy to this site', level: 1 })).toBeVisible();
    await expect(page.getByTestId('comparison-summary')).toBeVisible();

    const kinds = page.getByRole('tablist', { name: 'Kinds of change' });
    for (const name of copied) await tick(page, 'Notification schemes', `Notification scheme “${name}”`);
    await kinds.getByRole('tab', { name: /^Templates/ }).click();
    await tick(page, 'Templates', `Site template “${STAGING_ONLY_TEMPLATE.name}”`);
    await expect(page.getByTestId('chosen-count')).toHaveText('3 changes chosen.');
    await page.getByRole('button', { name: 'Copy 3 changes…' }).click();

    // The dry run: the people the schemes name, matched by e-mail, but the contractor has no match and blocks the start.
    await expect(page.getByTestId('plan-summary')).toContainText('3 items would be copied onto this site: 3 created.');
    const people = page.getByRole('table', { name: 'People: who stands for whom here' });
    const contractor = people.getByRole('row', { name: new RegExp(STAGING_ONLY_PERSON.displayName) });
    await expect(contractor).toContainText('No match here');
    await expect(people.getByRole('row').filter({ hasText: 'Matched by e-mail' }).first()).toBeVisible();
    await expect(page.getByRole('alert', { name: 'What stops the start' })).toContainText('Choose who stands for 1 person on this site, or leave them out.');
    await page.getByRole('textbox', { name: 'Confirmation' }).fill('copy 3 items');
    await expect(page.getByRole('button', { name: 'Copy 3 items' })).toHaveAttribute('aria-disabled', 'true');

    await contractor.getByRole('combobox', { name: `For ${STAGING_ONLY_PERSON.displayName}` }).click();
    await page.getByRole('option', { name: 'Leave out' }).click();
    await expect(contractor).toContainText('Left out');
    await expect(page.getByRole('alert', { name: 'What stops the start' })).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Checking your choices' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy 3 items' }).click();
    await expect(page.getByRole('heading', { name: 'Copying to this site', level: 1 })).toBeVisible();
    const rows = await bulkResults(page, harness, page.locator('main'));
    expect(rows.map((row) => row.outcome)).toEqual(['Done', 'Done', 'Done']);

    // Production has both schemes, naming the same people by e-mail as staging does, without the contractor; and the template.
    for (const name of copied) {
      const onStaging = peopleByEvent(stagingSandbox.world, name).filter((entry) => !entry.endsWith(STAGING_ONLY_PERSON.email));
      expect(peopleByEvent(demoSandbox.world, name), name).toEqual(onStaging);
    }
    expect(JSON.stringify(schemesOf(demoSandbox.world))).not.toContain(STAGING_ONLY_PERSON.email);
    expect(templateNames(demoSandbox.world).filter((name) => name === STAGING_ONLY_TEMPLATE.name)).toHaveLength(1);
    // Staging itself is untouched.
    expect(JSON.stringify(stagingSandbox.world.areas.jira)).toBe(stagingBefore);
  });
});

test.describe('Snapshots: copying between spaces', () => {
  test('the templates of Engineering in a snapshot copied into Sales, checked in the sandbox', async ({ page, harness, demoSandbox }) => {
    const templatesOf = (spaceKey: string) =>
      Object.values(confluence(demoSandbox).templates)
        .filter((template) => template.spaceKey === spaceKey)
        .map((template) => [template.name, template.body])
        .sort();
    const engineering = templatesOf('ENG');
    expect(engineering.length).toBeGreaterThan(0);
    expect(templatesOf('SAL')).toEqual([]);

    await openDemo(page, harness, '/snapshots');
    await takeSnapshot(page, 'Engineering templates');
    await page.getByRole('button', { name: 'Copy a space’s templates…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy a space’s templates into another space' });
    await expect(dialog.getByRole('combobox', { name: 'Templates of this space in the snapshot' })).toHaveText(/\(ENG\)$/);
    await dialog.getByRole('combobox', { name: 'Into this space' }).click();
    await page.getByRole('option', { name: 'Sales (SAL)' }).click();
    await dialog.getByRole('button', { name: 'Compare the templates' }).click();

    await expect(page.getByRole('heading', { name: 'Copy templates between spaces', level: 1 })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Kinds of change' }).getByRole('tab')).toHaveText([`Templates (${engineering.length})`]);
    await page.getByRole('button', { name: `Choose all ${engineering.length}` }).click();
    await page.getByRole('button', { name: `Copy ${engineering.length === 1 ? '1 change' : `${engineering.length} changes`}…` }).click();
    const phrase = `copy ${engineering.length} ${engineering.length === 1 ? 'item' : 'items'}`;
    await expect(page.getByRole('progressbar', { name: 'Checking your choices' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Confirmation' }).fill(phrase);
    await page.getByRole('button', { name: new RegExp(`^Copy ${engineering.length} item`) }).click();
    const rows = await bulkResults(page, harness, page.locator('main'));
    expect(rows.map((row) => row.outcome)).toEqual(engineering.map(() => 'Done'));

    // Sales has each of Engineering's templates, name and content; Engineering's are as they were.
    expect(templatesOf('SAL')).toEqual(engineering);
    expect(templatesOf('ENG')).toEqual(engineering);
  });
});
