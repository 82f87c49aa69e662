import type { Locator } from '@playwright/test';
import { ACCESS_CASES } from '../../app/sandbox/areas/confluence/data/seed-access-cases';
import type { ConfluenceState } from '../../app/sandbox/areas/confluence/state';
import { noSeriousAxeFindings } from '../fixtures/axe';
import { expect, openConnected, test } from '../fixtures/organization';

/** Column headers whose names the table cuts short ("Who can vi…"). */
function cutHeaders(grid: Locator): Promise<string[]> {
  return grid.getByRole('columnheader').evaluateAll((headers) =>
    headers.flatMap((header) => {
      const title = header.querySelector('.MuiDataGrid-columnHeaderTitle');
      return title !== null && title.scrollWidth > title.clientWidth ? [header.textContent ?? ''] : [];
    }),
  );
}

/** Whether a table is wider than the room it has, so the admin must scroll it sideways. */
function scrollsSideways(grid: Locator): Promise<boolean> {
  return grid.evaluate((element) => {
    const scroller = element.querySelector('.MuiDataGrid-virtualScroller');
    return scroller !== null && scroller.scrollWidth > scroller.clientWidth + 1;
  });
}

for (const theme of ['light', 'dark'] as const) {
test(`page access at 1024×700 in ${theme}: axe-clean, the confirmation in view, and the tree works from the keyboard`, async ({ page, harness, org }) => {
  test.setTimeout(180_000);
  const state = org.world.areas.confluence as ConfluenceState;
  const audit = Object.values(state.contents).find((c) => c.versions.at(-1)?.title === ACCESS_CASES.audit)!;
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.emulateMedia({ colorScheme: theme });
  await openConnected(page, harness, org, `/content/pages/${audit.id}/access`);
  await expect(page.getByRole('heading', { name: 'Who can view', level: 2, exact: true })).toBeVisible();
  await noSeriousAxeFindings(page);
  await page.getByLabel('Add to who can view').fill('site');
  await page.getByRole('option', { name: /site-admins/ }).click();
  await page.getByRole('region', { name: 'Change who can view', exact: true }).getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Review and apply' }).click();
  await expect(page.getByRole('button', { name: 'Apply change' })).toBeEnabled();
  await noSeriousAxeFindings(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Apply to all pages below too…' }).click();
  await expect(page.getByTestId('plan-summary')).toBeVisible();
  // The confirmation is in view next to its button before anything scrolls it there.
  await expect(page.getByLabel('Confirmation')).toBeInViewport();
  await noSeriousAxeFindings(page);
  // Keyboard only: the confirmation field and the button beside it are reachable and visible.
  await page.getByLabel('Confirmation').focus();
  await page.keyboard.type('CHANGE 4 PAGES');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Change 4 pages' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Change 4 pages' })).toBeInViewport();
  const treeGrid = page.getByRole('grid', { name: 'Pages the change would touch, before and after' });
  expect(await cutHeaders(treeGrid)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Discard what you entered?' }).getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByText('Nothing staged yet.')).toBeVisible();
  await harness.open(page, '/content/restricted-pages');
  await page.getByRole('combobox', { name: 'Space' }).click();
  await page.getByRole('option', { name: 'Engineering (ENG)' }).click();
  await page.getByRole('button', { name: 'Make the report' }).click();
  await expect(page.getByTestId('report-summary')).toBeVisible();
  // What the admin gets, without request counts; every column of the table in view and named in full.
  await expect(page.getByText(/calls to Confluence/)).toHaveCount(0);
  const report = page.getByRole('grid', { name: 'Restricted pages' });
  await expect(report.getByRole('row').nth(1)).toBeVisible();
  expect(await scrollsSideways(report)).toBe(false);
  expect(await cutHeaders(report)).toEqual([]);
  await noSeriousAxeFindings(page);

  // The area's tabs stay whole after the navigation was opened and closed again (its arrows used to stay, cutting the first and last tab).
  const tabs = page.getByRole('tablist', { name: 'Content sections' });
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect(tabs.getByRole('tab', { name: 'Pages', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(tabs.getByRole('tab', { name: 'Custom content' })).toBeInViewport({ ratio: 1 });
  await harness.open(page, '/content');
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.getByLabel('Space (type a name or key)').focus();
  await page.keyboard.type('Eng');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('treeitem', { name: 'Engineering Home' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('treeitem', { name: 'Compliance requirements' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Chosen: Compliance requirements')).toBeVisible();
  await noSeriousAxeFindings(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Access', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compliance requirements', level: 1 })).toBeVisible();
});
}
