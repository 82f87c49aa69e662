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

  test('renames a plain-http webhook: the old address is warned about, not judged again, and kept', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    const before = { ...demoHook(demoSandbox, 'Legacy build server') };
    await hookAction(page, 'Legacy build server', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit “Legacy build server”' });
    const address = dialog.getByLabel('Address (URL)');
    // The warning is there from the start, as a description of the field, and the field is not in error.
    await expect(address).toHaveAccessibleDescription(/^Use an https:\/\/ address.*Saving other changes keeps this address as it is\.$/);
    await expect(address).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Description', { exact: true }).fill('Legacy build server (to retire)');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    expect(demoHook(demoSandbox, 'Legacy build server (to retire)')).toMatchObject({ uuid: before.uuid, url: before.url, secret: before.secret });
    await expect(hookRow(page, 'Legacy build server (to retire)').getByRole('listitem', { name: /^Plain http:/ })).toBeVisible();

    // Changing the address itself is judged as ever: an http address is refused and nothing is written.
    await hookAction(page, 'Legacy build server (to retire)', 'Edit');
    const again = page.getByRole('dialog', { name: 'Edit “Legacy build server (to retire)”' });
    await again.getByLabel('Address (URL)').fill('http://legacy-builds.orgdesk-demo.com:8080/v2');
    await again.getByRole('button', { name: 'Save changes' }).click();
    await expect(again.getByLabel('Address (URL)')).toHaveAccessibleDescription(/^Use an https:\/\/ address: over plain http/);
    expect(demoHook(demoSandbox, 'Legacy build server (to retire)').url).toBe(before.url);
  });

  test('warns before a second webhook to an address already used, and adds it only if the admin goes on', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    const ci = demoHook(demoSandbox, 'CI builds');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Description', { exact: true }).fill('CI builds (copy)');
    // The same receiver, written with another case and a trailing slash.
    const address = dialog.getByLabel('Address (URL)');
    await address.fill(`${ci.url.replace('ci.orgdesk-demo.com', 'CI.orgdesk-demo.com')}/`);
    await expect(address).toHaveAccessibleDescription(/This address already gets events from “CI builds”: a second webhook to it sends the receiver every event they share twice\./);

    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const twice = page.getByRole('dialog', { name: 'Send to this address twice?' });
    await expect(twice).toContainText('already gets events from “CI builds”');
    await twice.getByRole('button', { name: 'Go back' }).click();
    await expect(twice).toBeHidden();
    expect(demoHooks(demoSandbox)).toHaveLength(14);

    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await twice.getByRole('button', { name: 'Add anyway' }).click();
    await takeShownSecret(page);
    expect(demoHooks(demoSandbox)).toHaveLength(15);
    expect(demoHook(demoSandbox, 'CI builds (copy)').url.toLowerCase()).toBe(`${ci.url}/`);
    await expect(hookRow(page, 'CI builds (copy)').getByRole('listitem', { name: /^Same address twice:/ })).toBeVisible();
  });

  test('asks before throwing away a half-filled webhook, and closes an untouched one at once', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Description', { exact: true }).fill('Half-written');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard what you entered?' });
    await expect(discard).toContainText('The new webhook is not added.');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('Half-written');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    expect(demoHooks(demoSandbox)).toHaveLength(14);

    // Nothing typed: Escape closes without a question.
    await hookAction(page, 'Jira sync', 'Edit');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Edit “Jira sync”' })).toBeHidden();
    await expect(discard).toBeHidden();
  });

  test('adds a webhook with the keyboard alone: the dialog opens in its first field and the event picker is one Tab stop', async ({ page, harness, demoSandbox }) => {
    await openDemo(page, harness);
    const add = page.getByRole('button', { name: 'Add webhook' });
    // It waits for Bitbucket's list of events, which the picker is built from.
    await expect(add).toBeEnabled();
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await expect(dialog.getByLabel('Description', { exact: true })).toBeFocused();
    await page.keyboard.type('Keyboard only');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Address (URL)')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type('keys.example.com/bitbucket');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('switch', { name: /^Active/ })).toBeFocused();

    // One Tab into the picker, arrows and Page Down inside it, one Tab out of it.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('checkbox', { name: 'Issue (0 of 3)' })).toBeFocused();
    for (let category = 0; category < 3; category += 1) await page.keyboard.press('PageDown');
    await expect(dialog.getByRole('checkbox', { name: 'Pull Request (0 of 14)' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('group', { name: /^Pull Request \(14 of 14\)/ })).toBeVisible();
    // On to Repository and down its events to Push, which a new webhook has ticked: Space unticks it.
    await page.keyboard.press('PageDown');
    await expect(dialog.getByRole('checkbox', { name: /^Repository \(1 of \d+\)$/ })).toBeFocused();
    const push = dialog.getByRole('group', { name: /^Repository/ }).getByRole('checkbox', { name: /^Push/ });
    for (let step = 0; step < 12 && !(await push.evaluate((box) => box === document.activeElement)); step += 1) await page.keyboard.press('ArrowDown');
    await expect(push).toBeFocused();
    await page.keyboard.press('Space');
    await expect(push).not.toBeChecked();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await expect(dialog.getByRole('checkbox', { name: 'Pull Request (14 of 14)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: /Let Orgdesk make a strong secret/ })).toBeFocused();
    // Shift+Tab comes back to the box last moved to.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('checkbox', { name: 'Pull Request (14 of 14)' })).toBeFocused();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Add webhook' })).toBeFocused();
    await page.keyboard.press('Enter');

    const shown = page.getByRole('dialog', { name: /^Copy the secret of/ });
    await expect(shown.getByRole('button', { name: 'Copy secret' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(shown).toBeHidden();
    const added = demoHook(demoSandbox, 'Keyboard only');
    expect(added.url).toBe('https://keys.example.com/bitbucket');
    expect(added.events).toHaveLength(14);
    expect(added.events.every((event) => event.startsWith('pullrequest:'))).toBe(true);
  });
});
