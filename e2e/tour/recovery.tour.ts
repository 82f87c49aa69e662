import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { Output } from '../../app/contract/channels';
import { plainTraits } from '../../app/api/admin/people.test-support';
import type { AdminState } from '../../app/sandbox/areas/admin';
import { openPageTree, restrictionsById } from '../../app/sandbox/areas/confluence/open-tree.test-support';
import type { Person } from '../../app/sandbox/kit';
import type { RunningSandbox } from '../../app/sandbox/server';
import { noSeriousAxeFindings } from '../fixtures/axe';
import { expect, stayOnLoopback, test } from '../fixtures/organization';
import { startRestartingApp } from '../fixtures/restarting-app';
import { shoot } from './shots';

/**
 * The screen Orgdesk opens with after it was stopped in the middle of changes, for the README, in light
 * and dark, in a small window (1024×700) and a large one (1600×1000): a tree restriction change that can be
 * finished or put back, and a bulk revoke that can only be finished. Checked with axe, then worked through
 * with the keyboard alone.
 */

/** Presses `key` until `target` has the focus, as a keyboard user moves along; fails if it never gets there. */
async function tabUntil(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab'): Promise<void> {
  for (let presses = 0; presses < 20; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const tokensOf = (org: RunningSandbox, accountId: string) => (org.world.areas.admin as AdminState).tokensByAccount[accountId] ?? [];

for (const theme of ['light', 'dark'] as const) {
  test(`recovery tour in ${theme} mode`, async ({ page }) => {
    test.setTimeout(240_000);
    // Slow answers, so the stop lands in the middle of both jobs.
    const app = await startRestartingApp({ seed: 'recovery-e2e', scale: 'demo', latencyMs: 300 });
    const { org, connectionId, call } = app;
    try {
      const tree = openPageTree(org.world, 10);
      const admin = org.world.adminAccountId;
      const edits = [{ operation: 'update', action: 'add', principal: { type: 'user', id: admin } }];
      const preview = await call<{ jobId: string }>('confluence.accessTree.plan', { connectionId, pageId: tree[0], edits });
      const treePlan = async () => call<Output<'confluence.accessTree.getPlan'>>('confluence.accessTree.getPlan', { connectionId, jobId: preview.jobId });
      await expect.poll(async () => (await treePlan()).state).toBe('ready');
      const plain = (person: Person) => Object.entries(plainTraits).every(([key, value]) => person[key as keyof Person] === value);
      const owners = org.world.people.filter((person) => person.accountId !== admin && plain(person) && tokensOf(org, person.accountId).length > 0).slice(0, 8);
      const tokens = owners.flatMap((owner) => tokensOf(org, owner.accountId).map((token) => ({ accountId: owner.accountId, tokenId: token.id })));
      const revoke = await call<Output<'users.bulkRevoke.plan'>>('users.bulkRevoke.plan', { connectionId, tokens });

      await call('confluence.accessTree.start', { connectionId, planId: preview.jobId, confirmation: (await treePlan()).phrase });
      await call('users.bulkRevoke.start', { connectionId, planId: revoke.planId, confirmation: revoke.confirmationPhrase });
      const changed = () => tree.filter((id) => restrictionsById(org.world)[id]?.update.userIds.includes(admin)).length;
      const revoked = () => tokens.filter(({ accountId, tokenId }) => !tokensOf(org, accountId).some((token) => token.id === tokenId)).length;
      await expect.poll(() => Math.min(changed(), revoked())).toBeGreaterThanOrEqual(1);
      const second = await app.restart();
      expect(changed()).toBeLessThan(tree.length);
      expect(revoked()).toBeLessThan(tokens.length);

      await page.setViewportSize({ width: 1024, height: 700 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await stayOnLoopback(page);
      await page.goto(second.pageUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Orgdesk stopped in the middle of 2 changes' })).toBeVisible();
      const treeTitle = `Change the restrictions of ${tree.length} pages`;
      const revokeTitle = `Revoke ${tokens.length} API tokens`;
      const treeCard = page.getByRole('region', { name: treeTitle });
      const revokeCard = page.getByRole('region', { name: revokeTitle });
      // What was being changed at the stop is read again first: then each item is done or not started.
      for (const card of [treeCard, revokeCard]) {
        await expect(card.getByRole('img', { name: /done/ })).toHaveAccessibleName(/^\d+ done, \d+ not started$/);
        // Stopped the day it started: the day is said once.
        await expect(card).toContainText(/; Orgdesk stopped at \d/);
      }
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'recovery-1024');
      await page.setViewportSize({ width: 1600, height: 1000 });
      await shoot(page, theme, 'recovery-1600');
      await page.setViewportSize({ width: 1024, height: 700 });

      // The keyboard alone: past the app bar and the navigation, through each card's choices, in reading order.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Enter');
      for (const [card, title] of [
        [treeCard, treeTitle],
        [revokeCard, revokeTitle],
      ] as const) {
        await page.keyboard.press('Tab');
        await expect(card.locator('summary', { hasText: /^Show the \d+ items$/ })).toBeFocused();
        for (const name of ['Finish it', 'Put it back', 'Leave it as it is']) {
          await page.keyboard.press('Tab');
          await expect(card.getByRole('button', { name }), `${name} on “${title}”`).toBeFocused();
        }
      }
      // The bulk revoke cannot be put back: its button says why to whoever reaches it.
      await expect(revokeCard.getByRole('button', { name: 'Put it back' })).toHaveAccessibleDescription(/cannot be undone/);

      // Back to the first card's Finish it, as a keyboard user would: Shift+Tab.
      const finishTree = treeCard.getByRole('button', { name: 'Finish it' });
      await tabUntil(page, finishTree, 'Shift+Tab');
      for (const [card, title] of [
        [treeCard, treeTitle],
        [revokeCard, revokeTitle],
      ] as const) {
        await tabUntil(page, card.getByRole('button', { name: 'Finish it' }), 'Tab');
        await page.keyboard.press('Enter');
        const confirm = page.getByRole('dialog', { name: `Finish “${title}”?` });
        await expect(confirm.getByRole('button', { name: 'Finish it' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(confirm).toBeHidden();
        await expect(card.getByTestId('bulk-results')).toContainText(/done/);
        // The run says it works on what the stop left undone, under the bar of what it left.
        await expect(card.getByRole('heading', { name: /^Finishing the \d+ changes? not started$/ })).toBeVisible();
        // Focus stays on the card that was chosen for, not lost to the top of the window.
        await expect.poll(() => card.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await noSeriousAxeFindings(page);
      await tabUntil(page, page.getByRole('button', { name: 'Continue to Orgdesk' }), 'Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: /^Orgdesk stopped in the middle/ })).toBeHidden();

      // Both were finished as planned.
      expect(changed()).toBe(tree.length);
      expect(revoked()).toBe(tokens.length);
    } finally {
      await app.close();
    }
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`stopped token scan tour in ${theme} mode`, async ({ page }) => {
    test.setTimeout(120_000);
    // Answers slow enough that the scan of the demo's directory takes a few seconds: the stop lands in its middle.
    const app = await startRestartingApp({ seed: 'recovery-e2e', scale: 'demo', latencyMs: 1000 });
    try {
      const { jobId } = await app.call<{ jobId: string }>('users.tokenScan.start', { connectionId: app.connectionId, scope: { kind: 'directory' } });
      const logLines = async () => (await readFile(join(app.dataDir, 'token-scans', `${jobId}.jsonl`), 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
      await expect.poll(logLines, { intervals: [100] }).toBeGreaterThanOrEqual(4);
      const second = await app.restart();

      await page.setViewportSize({ width: 1024, height: 700 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await stayOnLoopback(page);
      await page.goto(second.pageUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Orgdesk stopped in the middle of 1 token scan' })).toBeVisible();
      const card = page.getByRole('region', { name: `Token scan of ${app.org.world.people.length} people (whole directory)` });
      await expect(card).toContainText('Nothing was changed: a scan only reads.');
      await noSeriousAxeFindings(page);
      await shoot(page, theme, 'recovery-scan-1024');
      await page.setViewportSize({ width: 1600, height: 1000 });
      await shoot(page, theme, 'recovery-scan-1600');

      // The keyboard alone reaches the choices in reading order.
      await tabUntil(page, card.getByRole('button', { name: 'Continue scan' }), 'Tab');
      await page.keyboard.press('Tab');
      await expect(card.getByRole('button', { name: 'Discard' })).toBeFocused();
    } finally {
      await app.close();
    }
  });
}
