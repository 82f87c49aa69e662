import { ACCESS_CASES } from '../../app/sandbox/areas/confluence/data/seed-access-cases';
import type { ConfluenceState } from '../../app/sandbox/areas/confluence/state';
import { noSeriousAxeFindings } from '../fixtures/axe';
import { expect, openConnected, test } from './users-helpers';

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
  await expect(page.getByTestId('tree-summary')).toBeVisible();
  await noSeriousAxeFindings(page);
  // Keyboard only: the confirmation field and the button are reachable and visible.
  await page.getByLabel('Confirmation').focus();
  await page.keyboard.type('change 4 pages');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Change 4 pages' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Change 4 pages' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await harness.open(page, '/content/restricted-pages');
  await page.getByRole('combobox', { name: 'Space' }).click();
  await page.getByRole('option', { name: 'Engineering (ENG)' }).click();
  await page.getByRole('button', { name: 'Make the report' }).click();
  await expect(page.getByTestId('report-summary')).toBeVisible();
  await noSeriousAxeFindings(page);
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
