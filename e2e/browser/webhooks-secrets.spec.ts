import { demoHook, demoHooks, expect, hookAction, hookRow, openDemo, takeShownSecret, test } from './webhooks-helpers';

test.describe('Webhooks: secrets', () => {
  test('sets a secret on an unsigned webhook, then removes it after saying what stops working', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    expect(demoHook(demoSandbox, 'Chat notifications').secret).toBeNull();
    await hookAction(page, 'Chat notifications', 'Set a secret');
    const dialog = page.getByRole('dialog', { name: 'Give “Chat notifications” a secret' });
    await dialog.getByRole('button', { name: 'Set secret' }).click();
    // Closing loses the secret for good: with nothing copied yet, Escape asks first, and "Go back" keeps it shown.
    const shown = page.getByRole('dialog', { name: /^Copy the secret of/ });
    await expect(shown.getByRole('status', { name: 'New webhook secret' })).not.toBeEmpty();
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Have you copied it?' });
    await expect(ask).toContainText('Orgdesk will not show the secret of “Chat notifications” again');
    await ask.getByRole('button', { name: 'Go back' }).click();
    await expect(ask).toBeHidden();
    await expect(shown.getByRole('status', { name: 'New webhook secret' })).toHaveText(/^[\w-]{43}$/);
    const secret = await takeShownSecret(page);
    expect(demoHook(demoSandbox, 'Chat notifications').secret).toBe(secret);
    await expect(hookRow(page, 'Chat notifications').getByRole('listitem', { name: /^Not signed:/ })).toHaveCount(0);

    await hookAction(page, 'Chat notifications', 'Remove secret');
    const confirm = page.getByRole('dialog', { name: 'Remove the secret of “Chat notifications”?' });
    await expect(confirm).toContainText('A receiver that checks signatures rejects every one of them');
    await confirm.getByRole('button', { name: 'Remove secret' }).click();
    await expect(page.getByText('Removed the secret of “Chat notifications”: deliveries are no longer signed.')).toBeVisible();
    expect(demoHook(demoSandbox, 'Chat notifications').secret).toBeNull();
  });

  test('the rotation opens at its top in a small window, its title in view, even from far down the list', async ({ page, harness }) => {
    await page.setViewportSize({ width: 1024, height: 700 });
    await openDemo(page, harness);
    await hookAction(page, 'Onboarding tracker', 'Rotate secret (no missed deliveries)');
    const title = page.getByRole('heading', { name: 'Rotate the secret of “Onboarding tracker”', level: 1 });
    await expect(title).toBeFocused();
    // What shows at the title's place is the title, not the app bar over it.
    const seen = await title.evaluate((heading) => {
      const box = heading.getBoundingClientRect();
      return heading.contains(document.elementFromPoint(box.left + 10, box.top + box.height / 2));
    });
    expect(seen).toBe(true);
  });

  test('asks before throwing away a pasted secret, and sets nothing when the admin discards it', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    await hookAction(page, 'Chat notifications', 'Set a secret');
    const dialog = page.getByRole('dialog', { name: 'Give “Chat notifications” a secret' });
    // It opens in its first field: the choice of where the secret comes from.
    await expect(dialog.getByRole('radio', { name: /Let Orgdesk make a strong secret/ })).toBeFocused();
    await dialog.getByRole('radio', { name: /Use a secret I paste/ }).check();
    await dialog.getByLabel('Secret to use').fill('the-receivers-own-secret');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard what you entered?' });
    await expect(discard).toContainText('The webhook stays unsigned.');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Secret to use')).toHaveValue('the-receivers-own-secret');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    expect(demoHook(demoSandbox, 'Chat notifications').secret).toBeNull();
  });

  test('rotates a secret step by step without a missed delivery, and carries on after leaving half-way', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    const old = { ...demoHook(demoSandbox, 'Deploy bot') };
    await hookAction(page, 'Deploy bot', 'Rotate secret (no missed deliveries)');
    await expect(page.getByRole('heading', { name: 'Rotate the secret of “Deploy bot”', level: 1 })).toBeVisible();
    await expect(page.getByText('Add a hook with the new secret')).toBeVisible();

    await page.getByRole('button', { name: 'Add the hook with the new secret' }).click();
    const secret = await takeShownSecret(page);
    // Both hooks now deliver to the receiver: nothing is missed while it learns the new secret.
    const both = demoHooks(demoSandbox).filter((hook) => hook.url === old.url);
    expect(both.map((hook) => [hook.description, hook.active, hook.secret])).toEqual([
      ['Deploy bot', true, old.secret],
      ['Deploy bot (new secret)', true, secret],
    ]);

    // Leave, and come back through the list: the rotation waits at its step.
    await page.getByRole('link', { name: 'Back to webhooks' }).click();
    await expect(hookRow(page, 'Deploy bot')).toContainText('In a rotation');
    const banner = page.getByRole('alert').filter({ hasText: 'Secret rotation of “Deploy bot” under way' });
    await expect(banner).toContainText('step 2 of 4: confirm your receiver accepts the new secret');
    await page.reload();
    await banner.getByRole('link', { name: 'Continue' }).click();

    const confirm = page.getByRole('button', { name: 'Confirm and continue' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('checkbox', { name: 'My receiver accepts deliveries signed with the new secret' }).check();
    await confirm.click();
    await page.getByRole('button', { name: 'Pause the old hook' }).click();
    await expect(page.getByRole('button', { name: 'Delete the old hook' })).toBeVisible();
    expect(demoHooks(demoSandbox).find((hook) => hook.uuid === old.uuid)?.active).toBe(false);

    await page.getByRole('button', { name: 'Delete the old hook' }).click();
    await page.getByRole('dialog', { name: 'Delete the old “Deploy bot”?' }).getByRole('button', { name: 'Delete old hook' }).click();
    await expect(page.getByText('Finished. Remove the old secret from your receiver')).toBeVisible();
    const left = demoHooks(demoSandbox).filter((hook) => hook.url === old.url);
    expect(left.map((hook) => [hook.description, hook.active, hook.secret])).toEqual([['Deploy bot', true, secret]]);
    expect(left[0]?.uuid).not.toBe(old.uuid);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    const activity = page.getByRole('grid', { name: 'Activity entries' });
    for (const step of ['Started a secret rotation', 'Secret rotation: added the new hook', 'Secret rotation: receiver confirmed', 'Secret rotation: paused the old hook', 'Secret rotation: deleted the old hook']) {
      await expect(activity.getByRole('row').filter({ hasText: step }).filter({ hasText: 'Webhook “Deploy bot” to deploy.orgdesk-demo.com' })).toHaveCount(1);
    }
  });
});
