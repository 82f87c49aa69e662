import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { AdminState } from '../../app/sandbox/areas/admin/state';
import type { ConfluenceState } from '../../app/sandbox/areas/confluence/state';
import type { JiraState } from '../../app/sandbox/areas/jira/state';
import { offboardingCast, type OffboardingCast } from '../../app/sandbox/data/offboarding-cast';
import type { World } from '../../app/sandbox/kit';
import { personTies } from '../../app/sandbox/testing/person-ties';
import { HIDDEN_PAGES } from '../../app/contract/offboarding/leavers.channels';
import { plural } from '../../app/contract/words';
import { expect, openConnected, test } from '../fixtures/organization';

/*
 * The leaver of the demo (Dana Whitfield) has every tie the inventory must find; the SCIM-managed leaver
 * (Marcus Obi) cannot be deactivated by Orgdesk but can be handed over. The specs check the screens
 * against the sandbox's own account of what ties a person (`personTies`), and the world after each run.
 */

function castOf(world: World): OffboardingCast {
  const cast = offboardingCast(world.people);
  if (!cast) throw new Error('the demo has no offboarding cast');
  return cast;
}

const confluence = (world: World) => world.areas.confluence as ConfluenceState;
const jira = (world: World) => world.areas.jira as JiraState;
const statusOf = (world: World, accountId: string) => world.people.find((person) => person.accountId === accountId)?.status;

/** Starts the inventory of the people the page was opened with, and waits for the plan to show. */
async function findEverything(page: Page, leaverName: string): Promise<void> {
  await page.getByRole('form', { name: 'People to offboard' }).getByRole('button', { name: /Find everything/ }).click();
  await expect(page.getByRole('group', { name: `Who takes over from ${leaverName}` })).toBeVisible({ timeout: 30_000 });
}

/** Picks a person in one of the successor pickers of a leaver. */
async function pickSuccessor(page: Page, leaverName: string, picker: string, person: { displayName: string; email: string }): Promise<void> {
  const field = page.getByRole('group', { name: `Who takes over from ${leaverName}` }).getByRole('combobox', { name: picker });
  await field.fill(person.displayName.split(' ')[0] ?? person.displayName);
  await page.getByRole('option', { name: new RegExp(person.email.replace(/[.]/g, '\\.')) }).click();
}

const PICKERS = ['Hand over the pages they own to', 'Put in their place on page restrictions', 'Notify instead of them', 'New lead of their projects'];

test.describe('Leavers: offboarding', () => {
  test('lists everything the world ties to the leaver, each kind counted', async ({ page, harness, org }) => {
    const { leaver } = castOf(org.world);
    const truth = personTies(org.world, leaver.accountId);
    await openConnected(page, harness, org, `/offboarding?people=${encodeURIComponent(leaver.accountId)}`);
    await findEverything(page, leaver.displayName);
    // The button that started it is gone: the focus is on the line that took its place, where the keyboard goes on from.
    await expect(page.getByText('Offboarding 1 person.')).toBeFocused();
    const owned = truth.ownedContent.length;
    const named = truth.namedInRestrictions.reduce((sum, tie) => sum + tie.operations.length, 0);
    await expect(page.getByRole('heading', { name: `Admin: 1 account, ${plural(truth.tokens.length, 'API token')}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`^Confluence: ${owned} pages and blog posts they own, ${named} restrictions naming them, ${plural(truth.soleAdminOf.length, 'space')} they alone administer`) })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Jira: ${plural(truth.notificationSchemes.length, 'notification scheme')} naming them, ${plural(truth.ledProjects.length, 'project')} they lead` })).toBeVisible();
    // Every page and blog post they own is listed by its title, and each page they alone can edit is marked so.
    for (const tie of truth.ownedContent) await expect(page.getByText(`${tie.kind === 'page' ? 'Page' : 'Blog post'} “${tie.title}” in ${confluence(org.world).spaces[tie.spaceId]?.name ?? ''}`, { exact: true }).first()).toBeVisible();
    for (const scheme of truth.notificationSchemes) await expect(page.getByRole('link', { name: `Notification scheme “${scheme.name}”` }).first()).toBeVisible();
    // What no API lets it see is said, not left out silently.
    await expect(page.getByText(HIDDEN_PAGES)).toBeVisible();
  });

  test('hands everything to a successor, then revokes and deactivates with the message; the record says so, and rolling back puts it back', async ({ page, harness, org }) => {
    const { leaver, successor } = castOf(org.world);
    const before = personTies(org.world, leaver.accountId);
    const editorsBefore = new Map(before.onlyEditorOf.map((tie) => [tie.id, [...(confluence(org.world).contents[tie.id]?.restrictions.update.userIds ?? [])]]));
    await openConnected(page, harness, org, `/users/account/${leaver.accountId}`);
    await page.getByRole('link', { name: 'Offboard…' }).click();
    await findEverything(page, leaver.displayName);
    for (const picker of PICKERS) await pickSuccessor(page, leaver.displayName, picker, successor);
    await page.getByRole('textbox', { name: /Message to the person/ }).fill('Dana has left; Helen Marsh looks after her work now.');
    // Scrolled to just above the bottom of a small window, the review's heading shows, not under the confirmation bar.
    await page.setViewportSize({ width: 1024, height: 700 });
    const review = page.getByRole('heading', { name: 'Review the changes' });
    await expect(page.getByRole('heading', { name: /^3\. Remove access/ })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Checking your choices' })).toHaveCount(0);
    await review.evaluate((heading) => window.scrollBy(0, heading.getBoundingClientRect().top - 600));
    expect(await review.evaluate((heading) => {
      const box = heading.getBoundingClientRect();
      return heading.contains(document.elementFromPoint(box.left + 20, box.bottom - 3));
    })).toBe(true);
    const confirmation = page.getByRole('textbox', { name: 'Confirmation' });
    await confirmation.fill('OFFBOARD 1 PERSON');
    await page.getByRole('button', { name: 'Offboard 1 person' }).click();

    // The record: who did it, every step done, what is left for the admin.
    await expect(page.getByRole('heading', { name: 'Offboarding record' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/^\d+ steps: \d+ done\.$/)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Finished', { exact: true })).toBeVisible();

    const after = personTies(org.world, leaver.accountId);
    expect(after.ownedContent.filter((tie) => tie.kind === 'page')).toEqual([]);
    for (const tie of before.ownedContent.filter((owned) => owned.kind === 'page')) expect(confluence(org.world).contents[tie.id]?.ownerId).toBe(successor.accountId);
    expect(after.namedInRestrictions).toEqual([]);
    for (const tie of before.onlyEditorOf) expect(confluence(org.world).contents[tie.id]?.restrictions.update.userIds).toContain(successor.accountId);
    expect(after.notificationSchemes).toEqual([]);
    for (const project of before.ledProjects) expect(jira(org.world).projects.find((candidate) => candidate.key === project.key)?.leadAccountId).toBe(successor.accountId);
    expect(after.tokens).toEqual([]);
    expect(statusOf(org.world, leaver.accountId)).toBe('inactive');
    expect(JSON.stringify(org.world.areas.admin as AdminState)).toContain('Dana has left; Helen Marsh looks after her work now.');

    // The CSV has a line per step and per thing left to do.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv).toContain('Revoke the token');
    expect(csv).toContain('Deactivate the account');
    expect(csv.split('\r\n').filter((line) => line.includes(',Done,')).length).toBeGreaterThan(before.ownedContent.length);

    // Roll back: everything but the tokens goes back.
    await page.getByRole('button', { name: 'Roll back…' }).click();
    const dialog = page.getByRole('dialog');
    const phrase = (await dialog.getByText(/ROLL BACK \d+ CHANGES/).first().textContent())?.match(/ROLL BACK \d+ CHANGES/)?.[0] ?? '';
    await dialog.getByRole('textbox').fill(phrase);
    await dialog.getByRole('button', { name: /Roll back/ }).last().click();
    await expect.poll(() => statusOf(org.world, leaver.accountId), { timeout: 60_000 }).toBe('active');
    await expect.poll(() => personTies(org.world, leaver.accountId).ledProjects.length, { timeout: 60_000 }).toBe(before.ledProjects.length);
    await expect.poll(() => personTies(org.world, leaver.accountId).namedInRestrictions.length, { timeout: 60_000 }).toBe(before.namedInRestrictions.length);
    for (const tie of before.onlyEditorOf) expect([...(confluence(org.world).contents[tie.id]?.restrictions.update.userIds ?? [])].sort()).toEqual([...(editorsBefore.get(tie.id) ?? [])].sort());
    expect(personTies(org.world, leaver.accountId).tokens).toEqual([]);
  });

  test('warns when the successor cannot view the space of what they receive, and its fix hands those items to someone else', async ({ page, harness, org }) => {
    const { leaver, successor, blockedSuccessor } = castOf(org.world);
    await openConnected(page, harness, org, `/offboarding?people=${encodeURIComponent(leaver.accountId)}`);
    await findEverything(page, leaver.displayName);
    await pickSuccessor(page, leaver.displayName, PICKERS[0] ?? '', blockedSuccessor);
    const warnings = page.getByRole('region', { name: 'Warnings' });
    const warning = warnings.getByRole('alert').filter({ hasText: `${blockedSuccessor.displayName} cannot view the space Sales` });
    await expect(warning).toBeVisible({ timeout: 30_000 });
    // The start waits until the plan is safe or the admin decides otherwise.
    await warning.getByRole('button', { name: 'Choose who takes over' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose who takes over' });
    await dialog.getByRole('combobox', { name: 'Person' }).fill(successor.displayName.split(' ')[0] ?? '');
    await page.getByRole('option', { name: new RegExp(successor.email.replace(/[.]/g, '\\.')) }).click();
    await dialog.getByRole('button', { name: 'Hand over to them' }).click();
    await expect(warning).toHaveCount(0, { timeout: 30_000 });
    // Nothing changed upstream: only a run changes the world.
    expect(personTies(org.world, leaver.accountId).ownedContent.length).toBeGreaterThan(0);
  });

  test('a SCIM-managed leaver is handed over while their deactivation is left, with Atlassian’s reason', async ({ page, harness, org }) => {
    const { scimLeaver, successor } = castOf(org.world);
    await openConnected(page, harness, org, `/offboarding?people=${encodeURIComponent(scimLeaver.email)}`);
    await findEverything(page, scimLeaver.displayName);
    await expect(page.getByRole('switch', { name: /Deactivate the account/ })).toBeDisabled();
    for (const picker of PICKERS) {
      const present = await page.getByRole('group', { name: `Who takes over from ${scimLeaver.displayName}` }).getByRole('combobox', { name: picker }).count();
      if (present > 0) await pickSuccessor(page, scimLeaver.displayName, picker, successor);
    }
    await expect(page.getByRole('region', { name: 'Left for you to do' })).toContainText('managed by your SCIM directory');
    await page.getByRole('textbox', { name: 'Confirmation' }).fill('OFFBOARD 1 PERSON');
    await page.getByRole('button', { name: 'Offboard 1 person' }).click();
    await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 60_000 });
    const after = personTies(org.world, scimLeaver.accountId);
    expect(after.ownedContent.filter((tie) => tie.kind === 'page')).toEqual([]);
    expect(after.notificationSchemes).toEqual([]);
    expect(statusOf(org.world, scimLeaver.accountId)).toBe('active');
  });
});
