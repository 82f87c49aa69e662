import { ACCESS_CASES } from '../../app/sandbox/areas/confluence/data/seed-access-cases';
import type { ConfluenceState } from '../../app/sandbox/areas/confluence/state';
import { expect, openConnected, startOrg, stayOnLoopback, test } from '../fixtures/organization';
import { noSeriousAxeFindings } from '../fixtures/axe';
import { shoot } from './shots';

/**
 * The page-access screens for the README, in light and dark: the page finder with its marked tree, a
 * page's access with the why-chain for someone who cannot view it, a staged change under review, a
 * tree change's preview and the run it starts (listed with its rollback), the rollback's preview, and the
 * restricted-pages report. Each is checked with axe on the way.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`page access tour in ${theme} mode`, async ({ page, harness }) => {
    test.setTimeout(180_000);
    const org = await startOrg({ seed: 'users-e2e', scale: 'demo' });
    try {
      const state = org.world.areas.confluence as ConfluenceState;
      const titled = (title: string) => Object.values(state.contents).find((content) => content.versions.at(-1)?.title === title);
      const leadership = Object.values(state.groups).find((group) => group.name === ACCESS_CASES.auditGroup);
      const admins = Object.values(state.groups).find((group) => group.name === 'site-admins');
      const outsider = org.world.people.find(
        (person) => person.status === 'active' && person.accountType === 'atlassian' && !leadership?.memberIds.includes(person.accountId) && !admins?.memberIds.includes(person.accountId),
      );
      await page.setViewportSize({ width: 1360, height: 860 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await stayOnLoopback(page);
      await openConnected(page, harness, org, '/content');

      await page.getByLabel('Space (type a name or key)').fill('Engineering');
      await page.getByRole('option', { name: /^Engineering \(ENG\)/ }).click();
      const tree = page.getByRole('tree', { name: 'Pages of the space' });
      await tree.getByRole('treeitem', { name: /Engineering Home/ }).click();
      await page.keyboard.press('ArrowRight');
      await tree.getByRole('treeitem', { name: /Security audit 2026/ }).click();
      await page.keyboard.press('ArrowRight');
      await expect(tree.getByRole('treeitem', { name: ACCESS_CASES.findings })).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'access-finder');

      await harness.open(page, `/content/pages/${titled(ACCESS_CASES.inherited)?.id ?? ''}/access`);
      await page.getByLabel('Person or group to check').fill(outsider?.displayName.split(' ')[0] ?? '');
      await page.getByRole('option', { name: outsider?.displayName ?? '' }).first().click();
      await expect(page.getByText(`${outsider?.displayName ?? ''} cannot view this page`)).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'access-why');

      await harness.open(page, `/content/pages/${titled(ACCESS_CASES.audit)?.id ?? ''}/access`);
      await page.getByLabel('Add to who can view').fill('site');
      await page.getByRole('option', { name: /site-admins/ }).click();
      await page.getByRole('region', { name: 'Change who can view', exact: true }).getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Review and apply' }).click();
      const review = page.getByRole('dialog', { name: /^Review the change/ });
      await expect(review.getByRole('button', { name: 'Apply change' })).toBeEnabled();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'access-review', 'window');
      await review.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Apply to all pages below too…' }).click();
      const dryRun = page.getByRole('dialog', { name: /and every page below it$/ });
      await expect(dryRun.getByTestId('plan-summary')).toBeVisible({ timeout: 60_000 });
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'access-tree-dry-run', 'window');

      // Applied: nothing is staged any more, and the run is listed among the page's changes with its rollback.
      await dryRun.getByLabel('Confirmation').fill('CHANGE 4 PAGES');
      await dryRun.getByRole('button', { name: 'Change 4 pages' }).click();
      await expect(page.getByTestId('bulk-results')).toContainText('4 pages done', { timeout: 60_000 });
      await expect(page.getByText('Nothing staged yet.')).toBeVisible();
      await noSeriousAxeFindings(page);

      // As the page shows it later: the run among its changes, with its rollback.
      await harness.open(page, '/content');
      await harness.open(page, `/content/pages/${titled(ACCESS_CASES.audit)?.id ?? ''}/access`);
      await expect(page.getByRole('list', { name: 'Restriction changes made from Orgdesk' }).getByRole('button', { name: /^Roll back the change of/ })).toBeVisible();
      await shoot(page, theme, 'access-tree-run', page.getByRole('region', { name: 'Changes made here' }));

      // Its rollback shows what it puts back before it asks: here one page someone changed since is left alone.
      const deepest = titled(ACCESS_CASES.inherited);
      const saved = structuredClone(deepest?.restrictions);
      deepest?.restrictions.update.userIds.push(org.world.adminAccountId);
      await page.getByRole('list', { name: 'Restriction changes made from Orgdesk' }).getByRole('button', { name: /^Roll back the change of/ }).click();
      const rollback = page.getByRole('dialog', { name: /^Roll back the change to / });
      await expect(rollback.getByTestId('plan-summary')).toContainText('1 page is left alone', { timeout: 60_000 });
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'access-tree-rollback-preview', 'window');
      await rollback.getByRole('button', { name: 'Cancel' }).click();
      await expect(rollback).toBeHidden();
      if (deepest && saved) deepest.restrictions = saved;

      await harness.open(page, '/content/restricted-pages');
      await page.getByRole('combobox', { name: 'Space' }).click();
      await page.getByRole('option', { name: 'Engineering (ENG)' }).click();
      await page.getByRole('button', { name: 'Make the report' }).click();
      await expect(page.getByTestId('report-summary')).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'access-report');
    } finally {
      await org.close();
    }
  });
}
