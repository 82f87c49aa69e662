import { BAD_AUTOMATION_RUN } from '../../app/sandbox/areas/confluence/data/seed-bad-automation';
import { expect, openConnected, startOrg, stayOnLoopback, test } from '../fixtures/organization';
import { shoot } from './shots';
import { noSeriousAxeFindings } from '../fixtures/axe';

/**
 * The Content screens for the README, in light and dark: a page's history, a comparison, the restore
 * confirmation and the roll-back's preview, aimed from the recent runs of edits. Each is checked with axe on the way.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`content tour in ${theme} mode`, async ({ page, harness }) => {
    test.setTimeout(120_000);
    const org = await startOrg({ seed: 'users-e2e', scale: 'demo' });
    try {
      await page.setViewportSize({ width: 1360, height: 860 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await stayOnLoopback(page);
      await openConnected(page, harness, org, '/content');
      await page.getByLabel('Find a page by title').fill('Mobile release checklist');
      await page.getByRole('list', { name: 'Pages found' }).getByRole('link', { name: /^Mobile release checklist/ }).first().click();
      await page.getByRole('tab', { name: 'History' }).click();
      await expect(page.getByText(/^4 versions\./)).toBeVisible();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'content-history');

      const boxes = page.getByRole('grid', { name: 'Versions of this page, newest first' }).getByRole('checkbox');
      await boxes.nth(1).check();
      await boxes.nth(2).check();
      await page.getByRole('button', { name: 'Compare selected' }).click();
      const compare = page.getByRole('dialog', { name: /^Compare version/ });
      await expect(compare.getByTestId('compare-summary')).not.toBeEmpty();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'content-compare', 'window');
      await compare.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Actions for version 1' }).click();
      await page.getByRole('menuitem', { name: /^Restore this version/ }).click();
      const restore = page.getByRole('dialog', { name: 'Restore version 1?' });
      await expect(restore.getByRole('button', { name: 'Restore version 1' })).toBeEnabled();
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'content-restore', 'window');
      await restore.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('link', { name: 'Back to pages' }).click();
      await page.getByRole('tab', { name: 'Roll back a run' }).click();
      // The pages screen may still be on its way out: its own space field must not be the one chosen.
      await expect(page.getByRole('region', { name: 'Browse a space' })).toHaveCount(0);
      await page.getByLabel('Space').click();
      await page.getByRole('option', { name: new RegExp(`\\(${BAD_AUTOMATION_RUN.spaceKey}\\)$`) }).click();
      // The run is offered among the recent runs of edits; one click previews undoing it.
      await page.getByRole('list', { name: 'Recent runs of edits' }).getByRole('button', { name: /^Preview undoing it: the run of/ }).first().click();
      await expect(page.getByTestId('plan-summary')).toContainText('pages go back.');
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'content-rollback');
    } finally {
      await org.close();
    }
  });
}
