import { expect, openConnected, startOrg, stayOnLoopback, test } from '../browser/users-helpers';
import { noSeriousAxeFindings, shoot } from './shots';

const SCHEME = 'Platform Notifications';

/**
 * The Projects screens for the README, in light and dark: the project list, a project's versions, the
 * scheme matrix with staged changes and their review. Each is checked with axe on the way.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`projects tour in ${theme} mode`, async ({ page, harness }) => {
    test.setTimeout(120_000);
    const org = await startOrg({ seed: 'users-e2e', scale: 'demo' });
    try {
      await page.setViewportSize({ width: 1360, height: 860 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await stayOnLoopback(page);
      await openConnected(page, harness, org, '/projects');
      await expect(page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Platform' })).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-list');

      await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Platform' }).click();
      await expect(page.getByRole('heading', { name: 'Platform', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /New version|Add a version|Create/ }).first()).toBeEnabled();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-versions');

      await page.getByRole('tab', { name: 'Notification schemes' }).click();
      await page.getByRole('link', { name: SCHEME }).click();
      const matrix = page.getByRole('grid', { name: `Who “${SCHEME}” notifies, by event` });
      await matrix.getByRole('gridcell', { name: /: notified$/ }).first().click();
      await matrix.getByRole('gridcell', { name: /: not notified$/ }).first().click();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-scheme-matrix', 'window');

      await page.getByRole('button', { name: 'Review 2 changes' }).click();
      await expect(page.getByRole('dialog', { name: `Review changes to “${SCHEME}”` })).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-scheme-review', 'window');
    } finally {
      await org.close();
    }
  });
}
