import { demoHook, demoHooks, expect, hookAction, hookRow, openDemo, takeShownSecret, test } from './webhooks-helpers';

test.describe('Webhooks: adding and editing', () => {
  test('adds a webhook with the event picker; its secret is made by Orgdesk and shown once', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Description', { exact: true }).fill('Release radar');

    // The address is checked as it is typed, with the rule the core applies again.
    const address = dialog.getByLabel('Address (URL)');
    await address.fill('http://10.0.0.5/hook');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText('Use an https:// address: over plain http the events and their signature travel unencrypted.')).toBeVisible();
    await address.fill('https://radar.example.com/bitbucket');

    // The picker is Bitbucket's catalogue, by category, with each event's description.
    const pullRequests = dialog.getByRole('group', { name: /^Pull Request \(0 of 14\)/ });
    await expect(pullRequests).toBeVisible();
    // The category's own box selects or clears all of it.
    await dialog.getByRole('checkbox', { name: 'Pull Request (0 of 14)' }).check();
    await expect(dialog.getByRole('group', { name: /^Pull Request \(14 of 14\)/ })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Pull Request (14 of 14)' }).uncheck();
    await dialog.getByRole('group', { name: /^Repository/ }).getByRole('checkbox', { name: /^Push/ }).uncheck();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText('Choose at least one event.')).toBeVisible();
    await dialog.getByRole('group', { name: /^Pull Request/ }).getByRole('checkbox', { name: /^Merged/ }).check();
    await dialog.getByRole('group', { name: /^Repository/ }).getByRole('checkbox', { name: /^Push/ }).check();
    await expect(dialog.getByRole('radio', { name: /Let Orgdesk make a strong secret/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    const secret = await takeShownSecret(page);
    const stored = demoHook(demoSandbox, 'Release radar');
    expect(stored).toMatchObject({ url: 'https://radar.example.com/bitbucket', active: true, secret });
    expect([...stored.events].sort()).toEqual(['pullrequest:fulfilled', 'repo:push']);
    await expect(hookRow(page, 'Release radar')).toContainText('Signed, secret kept');
    await expect(page.getByText(secret)).toHaveCount(0);
  });

  test('edits a webhook without losing its secret, and says what changed', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    const before = { ...demoHook(demoSandbox, 'Jira sync') };
    expect(before.secret).not.toBeNull();
    await hookAction(page, 'Jira sync', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit “Jira sync”' });
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByLabel('Description', { exact: true }).fill('Jira sync (issues)');
    await dialog.getByRole('group', { name: /^Issue/ }).getByRole('checkbox', { name: /^Comment created/ }).uncheck();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved “Jira sync (issues)”: description “Jira sync” → “Jira sync (issues)”; events removed: issue:comment_created.')).toBeVisible();

    const after = demoHook(demoSandbox, 'Jira sync (issues)');
    expect(after).toMatchObject({ uuid: before.uuid, url: before.url, secret: before.secret, events: ['issue:created', 'issue:updated'] });
    expect(demoHooks(demoSandbox)).toHaveLength(14);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('grid', { name: 'Activity entries' }).getByRole('row').filter({ hasText: 'Edited webhook' })).toContainText(
      'description “Jira sync” → “Jira sync (issues)”',
    );
  });

  test('refuses what Bitbucket would refuse, with a sentence, and changes nothing', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    for (const [address, sentence] of [
      ['https://printer.local/hook', /private network/],
      ['https://bot:pw@hooks.example.com/x', /Take the user name and password out of the address/],
      ['https://localhost:8080/x', /on your own computer/],
    ] as const) {
      await dialog.getByLabel('Address (URL)').fill(address);
      await dialog.getByRole('button', { name: 'Add webhook' }).click();
      await expect(dialog.getByText(sentence)).toBeVisible();
    }
    await dialog.getByLabel('Address (URL)').fill('https://ok.example.com/hook');
    await dialog.getByRole('radio', { name: /Use a secret I paste/ }).check();
    await dialog.getByLabel('Secret to use').fill('x'.repeat(129));
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText('A webhook secret has at most 128 characters.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(demoHooks(demoSandbox)).toHaveLength(14);
  });
});
