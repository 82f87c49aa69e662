import { expect, openConnected, startOrg, stayOnLoopback, test } from '../fixtures/organization';
import { shoot } from './shots';
import { noSeriousAxeFindings } from '../fixtures/axe';

const SCHEME = 'Platform Notifications';

/**
 * The Projects screens for the README, in light and dark: the project list, a project's versions with
 * their counts, a merge and the wizard that removes a version, who an event notifies, the scheme matrix
 * with staged changes and their review, and two schemes compared. Each is checked with axe on the way.
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
      // Each row is counted as it comes into view: pass over them all, so the whole page shows its counts.
      const rows = page.getByRole('table', { name: /^Versions of / }).locator('tbody tr');
      await rows.last().scrollIntoViewIfNeeded();
      await expect(rows.last()).toContainText(/resolved|No issue is fixed in it/);
      await expect(page.getByText('Counting…')).toHaveCount(0);
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-versions');

      await page.getByRole('button', { name: /^More for / }).nth(3).click();
      await page.getByRole('menuitem', { name: 'Merge (fix versions only)…' }).click();
      await expect(page.getByRole('dialog', { name: /^Merge / }).getByRole('alert')).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-version-merge', 'window');
      await page.getByRole('dialog', { name: /^Merge / }).getByRole('button', { name: 'Cancel' }).click();

      const versions = page.getByRole('table', { name: /^Versions of / });
      await versions.getByRole('button', { name: /^More for / }).first().click();
      await page.getByRole('menuitem', { name: 'Remove, moving its issues…' }).click();
      const wizard = page.getByRole('dialog', { name: /^Remove version / });
      await expect(wizard.getByText(/^Fix version: \d+ issues?$/)).toBeVisible();
      await wizard.getByLabel('Send every field to').click();
      await page.getByRole('option').nth(1).click();
      await wizard.getByRole('button', { name: 'Preview' }).click();
      // The removal's preview, read live, with the phrase and its button below it, as every bulk change shows it.
      await expect(wizard.getByTestId('plan-summary')).toBeVisible();
      await expect(wizard.getByRole('list', { name: 'What removing the version does' })).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-version-removal', 'window');
      await wizard.getByRole('button', { name: 'Back' }).click();
      await wizard.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog', { name: 'Discard what you entered?' }).getByRole('button', { name: 'Discard' }).click();
      await expect(wizard).toBeHidden();

      await page.getByRole('tab', { name: 'Notifications' }).click();
      await page.getByRole('button', { name: 'Show who is notified' }).click();
      await expect(page.getByText('Project lead: 1 person.')).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-notified');

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
      // Applied, then Undo: it shows what it puts back and asks first.
      await page.getByRole('dialog').getByRole('button', { name: /^Apply / }).click();
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      const undo = page.getByRole('dialog', { name: `Undo your change to “${SCHEME}”?` });
      await expect(undo.getByRole('region', { name: 'What Undo puts back' })).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-scheme-undo', 'window');
      await undo.getByRole('button', { name: 'Undo the change' }).click();
      await expect(undo).toBeHidden();

      await page.getByRole('tab', { name: 'Notification schemes' }).click();
      const schemes = page.getByRole('grid', { name: 'Notification schemes' });
      for (const name of [SCHEME, 'IT Operations Notifications']) {
        await schemes.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) }).getByRole('checkbox').check();
      }
      await page.getByRole('button', { name: 'Compare the two' }).click();
      await expect(page.getByRole('table', { name: /side by side$/ })).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-scheme-compare');

      // Clean-up of unused schemes, as every bulk change begins: the preview, with the phrase and its button below it.
      await page.getByRole('tab', { name: 'Notification schemes' }).click();
      await page.getByRole('button', { name: /^Clean up unused/ }).click();
      const cleanup = page.getByRole('dialog', { name: 'Clean up unused notification schemes' });
      await cleanup.getByRole('button', { name: /^Preview the changes/ }).click();
      await expect(cleanup.getByTestId('plan-summary')).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'projects-orphan-preview', 'window');
    } finally {
      await org.close();
    }
  });
}
