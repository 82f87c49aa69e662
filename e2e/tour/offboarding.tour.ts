import type { Page } from '@playwright/test';
import { offboardingCast } from '../../app/sandbox/data/offboarding-cast';
import { noSeriousAxeFindings } from '../fixtures/axe';
import { expect, openConnected, startOrg, stayOnLoopback, test } from '../fixtures/organization';
import { shoot, type Theme } from './shots';

/**
 * The offboarding screens for the README, in light and dark, in a small window (1024×700) and a large one
 * (1600×1000): everything tied to the demo leaver, the plan with successors picked, the dry run with a
 * successor who cannot view a space (its warning and fix) and the typed confirmation, the record of the
 * run with its chart, and the list of records. Each is checked with axe on the way.
 */

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1600, height: 1000 },
] as const;

/** Takes the screen at both sizes, ending in the small window the tour works in. */
async function shootBoth(page: Page, theme: Theme, name: string, window?: { before(): Promise<void> }): Promise<void> {
  for (const size of [...SIZES].reverse()) {
    await page.setViewportSize(size);
    // A window shot is taken where `before` scrolls to, once the window has its size.
    await window?.before();
    await shoot(page, theme, `${name}-${size.width}`, window ? 'window' : 'page');
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`offboarding tour in ${theme} mode`, async ({ page, harness }) => {
    test.setTimeout(240_000);
    const org = await startOrg({ seed: 'users-e2e', scale: 'demo' });
    try {
      const cast = offboardingCast(org.world.people);
      if (!cast) throw new Error('the demo has no offboarding cast');
      const { leaver, successor, blockedSuccessor } = cast;
      await page.setViewportSize(SIZES[0]);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await stayOnLoopback(page);
      await openConnected(page, harness, org, `/offboarding?people=${encodeURIComponent(leaver.accountId)}`);
      await page.getByRole('form', { name: 'People to offboard' }).getByRole('button', { name: /Find everything/ }).click();
      const plan = page.getByRole('group', { name: `Who takes over from ${leaver.displayName}` });
      await expect(plan).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: /^Jira: / })).toBeVisible();
      await noSeriousAxeFindings(page);
      await shootBoth(page, theme, 'offboarding-inventory');

      const pick = async (picker: string, person: { displayName: string; email: string }) => {
        await plan.getByRole('combobox', { name: picker }).fill(person.displayName.split(' ')[0] ?? person.displayName);
        await page.getByRole('option', { name: new RegExp(person.email.replace(/[.]/g, '\\.')) }).click();
      };
      for (const picker of ['Hand over the pages they own to', 'Put in their place on page restrictions', 'Notify instead of them', 'New lead of their projects']) await pick(picker, successor);
      await page.getByRole('textbox', { name: /Message to the person/ }).fill('Dana has left; Helen Marsh looks after her work now.');
      await expect(page.getByLabel('Checking your choices')).toHaveCount(0);
      await noSeriousAxeFindings(page);
      await shootBoth(page, theme, 'offboarding-plan');

      // Ravi cannot view the Sales space: the dry run warns, and offers to choose someone else.
      await pick('Hand over the pages they own to', blockedSuccessor);
      const warnings = page.getByRole('region', { name: 'Warnings' });
      await expect(warnings).toContainText(/cannot view/);
      await expect(warnings.getByRole('button', { name: 'Choose who takes over' }).first()).toBeVisible();
      await page.getByRole('textbox', { name: 'Confirmation' }).fill('OFFBOARD 1 PERSON');
      await expect(page.getByLabel('Checking your choices')).toHaveCount(0);
      await noSeriousAxeFindings(page);
      // The review from its heading, just below the app bar, with the confirmation at the bottom of the window.
      const review = page.getByRole('heading', { name: 'Review the changes' });
      const scrollToReview = async () =>
        review.evaluate(async (heading) => {
          // The tables size themselves to the new window first.
          await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
          window.scrollBy(0, heading.getBoundingClientRect().top - 80);
        });
      await shootBoth(page, theme, 'offboarding-dry-run', { before: scrollToReview });

      await pick('Hand over the pages they own to', successor);
      await expect(warnings.filter({ hasText: /cannot view/ })).toHaveCount(0);
      await page.getByRole('button', { name: 'Offboard 1 person' }).click();
      await expect(page.getByRole('heading', { name: 'Offboarding record' })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 60_000 });
      await noSeriousAxeFindings(page);
      await shootBoth(page, theme, 'offboarding-record');

      await harness.open(page, '/offboarding/records');
      await expect(page.getByRole('grid', { name: 'Offboarding runs' }).getByRole('link')).toHaveCount(1);
      await noSeriousAxeFindings(page);
      await shootBoth(page, theme, 'offboarding-records');
    } finally {
      await org.close();
    }
  });
}
