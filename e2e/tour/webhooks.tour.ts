import { stayOnLoopback } from '../fixtures/organization';
import { expect, hookAction, openDemo, test } from '../browser/webhooks-helpers';
import { shoot } from './shots';
import { noSeriousAxeFindings } from '../fixtures/axe';

/**
 * The Webhooks screens for the README, in light and dark: the list with its flags, an edit that keeps an
 * address Orgdesk would refuse, a second hook to one address, the event picker, a secret shown once, the
 * rotation, the signature checker and a verified delivery with where the test event went. Each screen is
 * also checked with axe on the way.
 */

for (const theme of ['light', 'dark'] as const) {
  test(`webhooks tour in ${theme} mode`, async ({ page, harness }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1360, height: 860 });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await stayOnLoopback(page);
    await openDemo(page, harness);
    // The demo's things to try are for a first look; the README's pictures show the screens themselves.
    await page.getByRole('alert').filter({ hasText: 'Things to try in the demo organization' }).getByRole('button', { name: 'Got it' }).click();

    const table = page.getByRole('table', { name: /^Webhooks of workspace/ });
    await expect(table.getByRole('row', { name: 'Legacy build server', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'What needs attention' })).toContainText('need attention');
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-list');

    // An http hook made elsewhere can be renamed: its address is warned about, not refused.
    await hookAction(page, 'Legacy build server', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit “Legacy build server”' });
    await edit.getByLabel('Description', { exact: true }).fill('Legacy build server (to retire)');
    await expect(edit.getByText(/Saving other changes keeps this address as it is/)).toBeVisible();
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-edit-kept-address', 'window');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard what you entered?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(edit).toBeHidden();

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const editor = page.getByRole('dialog', { name: 'Add a webhook' });
    await editor.getByLabel('Description', { exact: true }).fill('Release radar');
    // An address another hook already sends to is warned about as it is typed.
    await editor.getByLabel('Address (URL)').fill('https://ci.orgdesk-demo.com/bitbucket/webhook');
    await expect(editor.getByText(/This address already gets events from “CI builds”/)).toBeVisible();
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-same-address', 'window');
    await editor.getByLabel('Address (URL)').fill('https://hooks.example.com/bitbucket');
    await editor.getByRole('checkbox', { name: 'Pull Request (0 of 14)' }).check();
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-event-picker', 'window');
    await editor.getByRole('button', { name: 'Add webhook' }).click();

    const shown = page.getByRole('dialog', { name: /^Copy the secret of/ });
    await expect(shown).toContainText('This is the only time Orgdesk shows this secret.');
    await shoot(page, theme, 'webhooks-secret-once', 'window');
    await shown.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Have you copied it?' }).getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();

    await hookAction(page, 'Deploy bot', 'Rotate secret (no missed deliveries)');
    await expect(page.getByRole('heading', { name: 'Rotate the secret of “Deploy bot”', level: 1 })).toBeVisible();
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-rotation');

    await page.goto(page.url().replace(/#.*$/, '#/webhooks/check'));
    const checker = page.getByRole('form', { name: 'Signature checker' });
    const body = '{"push":{"changes":[]},"repository":{"full_name":"orgdesk-demo/website"}}';
    await checker.getByLabel('Delivery body').fill(body);
    await checker.getByLabel('X-Hub-Signature header').fill(`sha256=${'0'.repeat(64)}`);
    await checker.getByRole('radio', { name: 'A secret I paste' }).check();
    await checker.getByRole('textbox', { name: 'Secret' }).fill('the-secret-the-receiver-uses');
    await checker.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Does not match' })).toBeVisible();
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-checker');

    await page.goto(page.url().replace(/#.*$/, '#/webhooks/test'));
    await page.getByRole('button', { name: 'Listen for deliveries' }).click();
    await page.getByRole('button', { name: 'Point a demo hook here' }).click();
    await expect(page.getByRole('button', { name: 'Point a demo hook here' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Send test event' }).click();
    const first = page.getByRole('list', { name: 'Deliveries received' }).getByRole('listitem').first();
    await expect(first).toContainText('Valid signature');
    await expect(page.getByRole('region', { name: 'Where the test event went' }).getByRole('status')).toContainText('1 delivered');
    await first.getByRole('button', { name: /Repository: Push from Orgdesk test receiver/ }).click();
    await expect(first).toContainText('x-hub-signature: sha256=');
    await noSeriousAxeFindings(page);
    await shoot(page, theme, 'webhooks-delivery');
    await page.getByRole('button', { name: 'Stop listening' }).click();
  });
}
