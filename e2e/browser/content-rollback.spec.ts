import type { ConfluenceState, ContentRecord } from '../../app/sandbox/areas/confluence/state';
import { bodyOf } from '../../app/sandbox/areas/confluence/content';
import { BAD_AUTOMATION_RUN } from '../../app/sandbox/areas/confluence/data/seed-bad-automation';
import { bulkResults } from './bulk-helpers';
import { expect, openConnected, test } from '../fixtures/organization';
import { plural } from '../../app/contract/words';

test('aims a roll-back at a recent run of edits in one click: the app account, from just before its run', async ({ page, harness, org }) => {
  const state = org.world.areas.confluence as ConfluenceState;
  const space = Object.values(state.spaces).find((candidate) => candidate.key === BAD_AUTOMATION_RUN.spaceKey);
  if (!space) throw new Error('the organization has no MKT space');
  const pages = Object.values(state.contents).filter((content) => content.type === 'page' && content.spaceId === space.id && content.status === 'current');
  const runVersions = pages.flatMap((content) => content.versions.filter((version) => version.message === BAD_AUTOMATION_RUN.message));
  const bot = org.world.people.find((person) => person.accountId === runVersions[0]?.authorId);
  if (!bot) throw new Error('the run has no author');
  const versionsBefore = pages.map((content) => content.versions.length);

  await page.setViewportSize({ width: 1024, height: 700 });
  await openConnected(page, harness, org, '/content/roll-back');
  await page.getByLabel('Space').click();
  await page.getByRole('option', { name: new RegExp(`\\(${BAD_AUTOMATION_RUN.spaceKey}\\)$`) }).click();
  const runs = page.getByRole('list', { name: 'Recent runs of edits' });
  // The run, as the admin knows the account from Users & tokens: its full name, marked as an app.
  const run = runs.getByRole('listitem').filter({ hasText: `${bot.displayName} (app) changed` }).first();
  await expect(run).toBeVisible();
  await run.getByRole('button', { name: /^Preview undoing it: the run of/ }).click();

  await expect(page.getByLabel('Only changes by (optional)')).toHaveValue(bot.displayName);
  const summary = page.getByTestId('plan-summary');
  await expect(summary).toContainText(`${BAD_AUTOMATION_RUN.pages - 1} pages go back.`);
  await expect(summary).toContainText('1 edited afterwards by someone else is left alone unless ticked.');
  // In a small window the plan comes into view with the confirmation and its button below it, not off screen.
  await expect(summary).toBeInViewport();
  await expect(page.getByLabel('Confirmation')).toBeInViewport();
  await expect(page.getByRole('button', { name: `Roll back ${BAD_AUTOMATION_RUN.pages - 1} pages` })).toBeInViewport();
  // Only a preview: nothing changed.
  expect(pages.map((content) => content.versions.length)).toEqual(versionsBefore);
});

test('rolls back a space after a bad automation run, leaving the page someone fixed by hand alone', async ({ page, harness, org }) => {
  const state = org.world.areas.confluence as ConfluenceState;
  const space = Object.values(state.spaces).find((candidate) => candidate.key === BAD_AUTOMATION_RUN.spaceKey);
  if (!space) throw new Error('the organization has no MKT space');
  const pages = Object.values(state.contents).filter((content) => content.type === 'page' && content.spaceId === space.id && content.status === 'current');
  const runVersion = (content: ContentRecord) => content.versions.find((version) => version.message === BAD_AUTOMATION_RUN.message);
  const hit = pages.filter((content) => runVersion(content) !== undefined);
  const runStart = Math.min(...hit.map((content) => Date.parse(runVersion(content)?.createdAt ?? '')));
  const fixedByHand = hit.find((content) => content.versions.some((version) => version.message === BAD_AUTOMATION_RUN.followUpMessage));
  if (!fixedByHand) throw new Error('no page was fixed by hand after the run');
  // The run also created a page (its first version is the run's): that one is offered for the trash.
  const overwritten = hit.filter((content) => content !== fixedByHand && content.versions[0] !== runVersion(content));
  const bodyBefore = new Map(overwritten.map((content) => [content.id, bodyOf(content, content.versions[content.versions.findIndex((version) => version === runVersion(content)) - 1])]));
  const fixedBody = bodyOf(fixedByHand);

  await openConnected(page, harness, org, '/content/roll-back');
  await page.getByLabel('Space').click();
  await page.getByRole('option', { name: new RegExp(`\\(${BAD_AUTOMATION_RUN.spaceKey}\\)$`) }).click();
  // A minute before the run started, in the window's own time zone, as the admin would type it.
  const since = await page.evaluate((at) => {
    const local = new Date(at - new Date(at).getTimezoneOffset() * 60_000);
    return local.toISOString().slice(0, 16);
  }, runStart - 60_000);
  await page.getByLabel('Undo changes since').fill(since);
  await page.getByRole('button', { name: 'Preview the changes' }).click();

  const summary = page.getByTestId('plan-summary');
  await expect(summary).toContainText(`${overwritten.length} pages go back.`);
  await expect(summary).toContainText('1 edited afterwards by someone else is left alone unless ticked.');
  await expect(summary).toContainText('1 created since is offered for the trash (never deleted).');
  const plan = page.getByRole('grid', { name: 'Pages the roll-back would change' });
  await expect(plan.getByRole('checkbox', { name: `Roll back “${fixedByHand.versions.at(-1)?.title}” anyway` })).not.toBeChecked();

  const phrase = `ROLL BACK ${overwritten.length} PAGES`;
  const go = page.getByRole('button', { name: `Roll back ${overwritten.length} pages` });
  await expect(go).toBeDisabled();
  await page.getByLabel('Confirmation').fill(phrase);
  // The results name each page by its title when the plan was made (going back may bring back an older one).
  const plannedTitle = new Map(hit.map((content) => [content.id, content.versions.at(-1)?.title ?? '']));
  await go.click();
  // Every page of the plan is accounted for: the hand-fixed one and the created one are skipped.
  await expect(page.getByTestId('job-counts')).toHaveText(`${hit.length} of ${plural(hit.length, 'page')}`, { timeout: 0 });
  await expect(page.getByText(`${overwritten.length} done · 0 failed · 2 skipped`)).toBeVisible();
  // The results: Retry failed (nothing failed, and it says so) and a CSV of one row a page, as it went.
  const rows = await bulkResults(page, harness, page.locator('main'));
  expect(rows).toHaveLength(hit.length);
  const outcomeOf = (content: ContentRecord) => rows.find((row) => row.item === `Page “${plannedTitle.get(content.id) ?? ''}”`)?.outcome;
  expect(overwritten.map(outcomeOf)).toEqual(overwritten.map(() => 'Done'));
  expect(outcomeOf(fixedByHand)).toBe('Skipped');
  expect(rows.filter((row) => row.outcome === 'Skipped')).toHaveLength(2);
  // Done with this one, the admin can aim another.
  await page.getByRole('button', { name: 'Start another roll-back' }).click();
  await expect(page.getByRole('button', { name: 'Preview the changes' })).toBeVisible();

  // Every overwritten page has its earlier body back as a new version; the hand-fixed page is untouched.
  for (const content of overwritten) expect(bodyOf(content), content.versions.at(-1)?.title).toBe(bodyBefore.get(content.id));
  expect(bodyOf(fixedByHand)).toBe(fixedBody);
  expect(state.contents[fixedByHand.id]?.status).toBe('current');
});
