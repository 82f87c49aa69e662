import type { ConfluenceState, ContentRecord } from '../../app/sandbox/areas/confluence/state';
import { bodyOf } from '../../app/sandbox/areas/confluence/content';
import { BAD_AUTOMATION_RUN } from '../../app/sandbox/areas/confluence/data/seed-bad-automation';
import { expect, openConnected, test } from './users-helpers';

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
  await page.getByRole('button', { name: 'Dry run' }).click();

  const summary = page.getByTestId('rollback-summary');
  await expect(summary).toContainText(`${overwritten.length} pages go back.`);
  await expect(summary).toContainText('1 edited afterwards by someone else is left alone unless ticked.');
  await expect(summary).toContainText('1 created since is offered for the trash (never deleted).');
  const plan = page.getByRole('grid', { name: 'Pages the roll-back would change' });
  await expect(plan.getByRole('checkbox', { name: `Roll back “${fixedByHand.versions.at(-1)?.title}” anyway` })).not.toBeChecked();

  const phrase = `ROLL BACK ${overwritten.length} PAGES`;
  const go = page.getByRole('button', { name: `Roll back ${overwritten.length} pages` });
  await expect(go).toBeDisabled();
  await page.getByLabel('Confirmation').fill(phrase);
  await go.click();
  // Every page of the plan is accounted for: the hand-fixed one and the created one are skipped.
  await expect(page.getByTestId('job-counts')).toHaveText(`${hit.length} of ${hit.length} pages`, { timeout: 0 });
  await expect(page.getByText(`${overwritten.length} done · 0 failed · 2 skipped`)).toBeVisible();
  await expect(page.getByRole('button', { name: /CSV/ })).toBeVisible();

  // Every overwritten page has its earlier body back as a new version; the hand-fixed page is untouched.
  for (const content of overwritten) expect(bodyOf(content), content.versions.at(-1)?.title).toBe(bodyBefore.get(content.id));
  expect(bodyOf(fixedByHand)).toBe(fixedBody);
  expect(state.contents[fixedByHand.id]?.status).toBe('current');
});
