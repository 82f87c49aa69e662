import type { ConfluenceState, ContentRecord } from '../../app/sandbox/areas/confluence/state';
import { bodyOf } from '../../app/sandbox/areas/confluence/content';
import type { RunningSandbox } from '../../app/sandbox/server';
import { expect, openConnected, startOrg, test } from '../fixtures/organization';

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
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a comparison says it is comparing until it knows, never "No changes" on the way', async ({ page, harness }) => {
    const slow = await startOrg({ seed: 'users-e2e', scale: 'demo', latencyMs: 300 });
    try {
      const record = pageIn(slow);
      await openConnected(page, harness, slow, `/content/pages/${record.id}`);
      const boxes = page.getByRole('grid', { name: 'Versions of this page, newest first' }).getByRole('checkbox');
      await boxes.nth(1).check();
      await boxes.nth(2).check();
      const positions: string[] = [];
      await page.exposeFunction('notePosition', (text: string) => positions.push(text));
      // Every text the position takes, from the dialog's first frame on.
      await page.evaluate(() => {
        const seen = new MutationObserver(() => {
          const text = document.querySelector('[data-testid=change-position]')?.textContent;
          if (text) (window as unknown as { notePosition(text: string): void }).notePosition(text);
        });
        seen.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Compare selected' }).click();
      const dialog = page.getByRole('dialog', { name: /^Compare version/ });
      await expect(dialog.getByTestId('change-position')).toHaveText(/^\d+ changes?$/);
      expect(positions[0]).toBe('Comparing…');
      expect(positions).not.toContain('No changes');
    } finally {
      await slow.close();
    }
  });

  test('the history works from the keyboard: down from "Select all rows" into the rows, and Space opens a version’s actions', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, `/content/pages/${pageIn(org).id}`);
    const grid = page.getByRole('grid', { name: 'Versions of this page, newest first' });
    await expect(grid.getByRole('row')).not.toHaveCount(0);
    await grid.getByRole('checkbox', { name: 'Select all rows' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(grid.getByRole('checkbox', { name: 'Select row' }).first()).toBeFocused();
    const newest = pageIn(org).versions.length;
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    const actions = grid.getByRole('button', { name: `Actions for version ${newest}` });
    await expect(actions).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('menuitem', { name: 'View this version' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(actions).toBeFocused();
  });

  test('a restore marks what comes back and what goes, and a version deleted meanwhile is said to be gone', async ({ page, harness, org }) => {
    const record = pageIn(org);
    const before = record.versions.length;
    // A version other than the first whose content differs from the current one (earlier tests restore and delete).
    const index = record.versions.findIndex((version, at) => at > 0 && at < before - 1 && bodyOf(record, version) !== bodyOf(record));
    if (index < 0) throw new Error('the page needs an older version with other content');
    const n = index + 1;
    await openConnected(page, harness, org, `/content/pages/${record.id}`);
    await page.getByRole('button', { name: `Actions for version ${n}` }).click();
    await page.getByRole('menuitem', { name: /^Restore this version/ }).click();
    const restore = page.getByRole('dialog', { name: `Restore version ${n}?` });
    const differences = restore.getByRole('region', { name: 'The differences from the current version' });
    const blocks = differences.locator('[data-change]');
    await expect(blocks.first()).toBeVisible();
    // Every changed block says which way it goes, in words.
    const words = { added: 'Comes back', removed: 'Goes', changed: 'Changes' };
    for (const block of await blocks.all()) {
      const change = (await block.getAttribute('data-change')) as keyof typeof words;
      await expect(block).toContainText(words[change]);
    }

    // Someone deletes that version while the dialog is open: nobody edited the page, and the restore says so.
    const site = org.credentials.site;
    const deleted = await fetch(`${org.baseUrl}/wiki/rest/api/content/${record.id}/version/${n}`, {
      method: 'DELETE',
      headers: { Authorization: `Basic ${Buffer.from(`${site.email}:${site.apiToken}`).toString('base64')}` },
    });
    expect(deleted.status).toBe(204);
    await restore.getByRole('button', { name: `Restore version ${n}` }).click();
    const refusal = restore.getByRole('alert').filter({ hasText: `Version ${n} no longer exists: someone deleted it from the history.` });
    await expect(refusal).toBeInViewport();
    await expect(restore).not.toContainText('The page changed after you looked at it');
    expect(pageIn(org).versions).toHaveLength(before - 1);
    await restore.getByRole('button', { name: 'Back to the history' }).click();
    await expect(page.getByText(`${before - 1} versions. Tick two to compare them.`)).toBeVisible();
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
