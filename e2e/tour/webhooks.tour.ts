import { stayOnLoopback } from '../browser/users-helpers';
import { expect, hookAction, openDemo, test } from '../browser/webhooks-helpers';
import { shoot } from './shots';
import { noSeriousAxeFindings } from '../fixtures/axe';

/**
 * The Webhooks screens for the README, in light and dark: the list with its flags, the event picker, a
 * secret shown once and a verified delivery. Each screen is also checked with axe on the way.
 */

for (const theme of ['light', 'dark'] as const) {
  test(`webhooks tour in ${theme} mode`, async ({ page, harness }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1360, height: 860 });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await stayOnLoopback(page);
    await openDemo(page, harness);

    const table = page.getByRole('table', { name: /^Webhooks of workspace/ });
    await expect(table.getByRole('row', { name: 'Legacy build server', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'What needs attention' })).toContainText('need attention');
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-list');

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const editor = page.getByRole('dialog', { name: 'Add a webhook' });
    await editor.getByLabel('Description', { exact: true }).fill('Release radar');
    await editor.getByLabel('Address (URL)').fill('https://hooks.example.com/bitbucket');
    await editor.getByRole('checkbox', { name: 'Pull Request (0 of 14)' }).check();
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-event-picker', 'window');
    await editor.getByRole('button', { name: 'Add webhook' }).click();

    const shown = page.getByRole('dialog', { name: /^Copy the secret of/ });
    await expect(shown).toContainText('This is the only time Orgdesk shows this secret.');
    await shoot(page, theme, 'webhooks-secret-once', 'window');
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();

    await hookAction(page, 'Deploy bot', 'Rotate secret (no missed deliveries)');
    await expect(page.getByRole('heading', { name: 'Rotate the secret of “Deploy bot”', level: 1 })).toBeVisible();
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-rotation');

    await page.goto(page.url().replace(/#.*$/, '#/webhooks/test'));
    await page.getByRole('button', { name: 'Listen for deliveries' }).click();
    await page.getByRole('button', { name: 'Point a demo hook here' }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const first = page.getByRole('list', { name: 'Deliveries received' }).getByRole('listitem').first();
    await expect(first).toContainText('Valid signature');
    await first.getByRole('button', { name: /Repository: Push from Orgdesk test receiver/ }).click();
    await expect(first).toContainText('x-hub-signature: sha256=');
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-delivery');
    await page.getByRole('button', { name: 'Stop listening' }).click();
  });
}
