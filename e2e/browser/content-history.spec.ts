import type { ConfluenceState, ContentRecord } from '../../app/sandbox/areas/confluence/state';
import { bodyOf } from '../../app/sandbox/areas/confluence/content';
import type { RunningSandbox } from '../../app/sandbox/server';
import { expect, openConnected, test } from './users-helpers';

const TITLE = 'Mobile release checklist';

function pageIn(org: RunningSandbox): ContentRecord {
  const state = org.world.areas.confluence as ConfluenceState;
  const found = Object.values(state.contents).find((content) => content.type === 'page' && content.versions.at(-1)?.title === TITLE);
  if (!found) throw new Error(`the organization has no page “${TITLE}”`);
  return found;
}

test.describe('Content: a page’s history', () => {
  test('finds a page, restores an earlier version after a confirmation, then deletes one for good', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, '/content');
    await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
    await page.getByLabel('Find a page by title').fill(TITLE);
    await page.getByRole('list', { name: 'Pages found' }).getByRole('link', { name: new RegExp(`^${TITLE}`) }).first().click();
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).click();

    const record = pageIn(org);
    const before = record.versions.length;
    const second = bodyOf(record, record.versions[1]);
    await expect(page.getByText(`${before} versions. Tick two to compare them.`)).toBeVisible();

    // Restore version 2: the dialog shows what changes; Cancel leaves the page alone.
    await page.getByRole('button', { name: 'Actions for version 2' }).click();
    await page.getByRole('menuitem', { name: /^Restore this version/ }).click();
    const restore = page.getByRole('dialog', { name: 'Restore version 2?' });
    await expect(restore.getByRole('button', { name: 'Restore version 2' })).toBeEnabled();
    await restore.getByRole('button', { name: 'Cancel' }).click();
    await expect(restore).toBeHidden();
    expect(pageIn(org).versions).toHaveLength(before);

    await page.getByRole('button', { name: 'Actions for version 2' }).click();
    await page.getByRole('menuitem', { name: /^Restore this version/ }).click();
    await restore.getByRole('button', { name: 'Restore version 2' }).click();
    await expect(page.getByText(`Version 2 is back, as the new version ${before + 1}.`)).toBeVisible();
    await expect(page.getByText(`${before + 1} versions. Tick two to compare them.`)).toBeVisible();
    expect(pageIn(org).versions).toHaveLength(before + 1);
    expect(bodyOf(pageIn(org))).toBe(second);

    // Delete version 3 for good: the confirmation says so, and the versions after it move down.
    await page.getByRole('button', { name: 'Actions for version 3' }).click();
    await page.getByRole('menuitem', { name: /^Delete this version/ }).click();
    const remove = page.getByRole('dialog', { name: 'Delete version 3 for good?' });
    await remove.getByRole('button', { name: 'Delete version 3' }).click();
    await expect(page.getByText('Version 3 was deleted. The versions after it moved down by one.')).toBeVisible();
    await expect(page.getByText(`${before} versions. Tick two to compare them.`)).toBeVisible();
    expect(pageIn(org).versions).toHaveLength(before);
    expect(bodyOf(pageIn(org))).toBe(second);
  });

  test('compares two versions side by side', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, `/content/pages/${pageIn(org).id}`);
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
    const compare = page.getByRole('button', { name: 'Compare selected' });
    await expect(compare).toHaveAttribute('aria-disabled', 'true');
    const grid = page.getByRole('grid', { name: 'Versions of this page, newest first' });
    const boxes = grid.getByRole('checkbox');
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await compare.click();
    const dialog = page.getByRole('dialog', { name: /^Compare version/ });
    await expect(dialog.getByTestId('compare-summary')).toHaveText(/\b(added|changed|removed)\b/);
    await expect(dialog.locator('ins, del').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Inline' }).click();
    await expect(dialog.locator('ins, del').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the comparison' }).click();
    await expect(dialog).toBeHidden();
  });

  test('restores an old version with its old title when asked', async ({ page, harness, org }) => {
    const record = pageIn(org);
    const first = record.versions[0];
    if (!first || first.title === TITLE) throw new Error('version 1 should have another title');
    await openConnected(page, harness, org, `/content/pages/${record.id}`);
    await page.getByRole('button', { name: 'Actions for version 1' }).click();
    await page.getByRole('menuitem', { name: /^Restore this version/ }).click();
    const restore = page.getByRole('dialog', { name: 'Restore version 1?' });
    const withTitle = restore.getByRole('checkbox', { name: `Also bring back its title “${first.title}” (now “${TITLE}”)` });
    await expect(withTitle).not.toBeChecked();
    await withTitle.check();
    await restore.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(page.getByRole('heading', { name: first.title, level: 1 })).toBeVisible();
    expect(record.versions.at(-1)?.title).toBe(first.title);
    expect(bodyOf(record)).toBe(bodyOf(record, first));
  });
});
