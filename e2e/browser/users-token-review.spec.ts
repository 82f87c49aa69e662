import type { Page } from '@playwright/test';
import type { RunningSandbox } from '../../app/sandbox/server';
import { calendarDaysBetween } from '../../app/contract/users/token-state';
import { plural } from '../../app/contract/words';
import { bulkResults } from './bulk-helpers';
import { connectTo, expect, openConnected, startOrg, stayOnLoopback, test } from '../fixtures/organization';
import { findPerson, manageable, scannableTokens, tokensOf } from './users-helpers';

async function scanDirectory(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Token review' }).click();
  await page.getByRole('radio', { name: 'Everyone in the directory' }).check();
  await page.getByRole('button', { name: 'Start scan' }).click();
  await expect(page.getByRole('heading', { name: 'Every token' })).toBeVisible({ timeout: 0 });
}

function tile(page: Page, label: string) {
  return page.getByRole('list', { name: 'Scan totals' }).getByRole('listitem').filter({ hasText: label });
}

/** "N tokens" or "N of M tokens match the filters", then " · K selected" while a selection is made. */
function tableStatus(page: Page) {
  return page.getByRole('region', { name: 'Every token' }).getByRole('status');
}

/** Every token of the organization as "e-mail|label", as the results CSV names them. */
function ownedTokens(org: RunningSandbox): string[] {
  return org.world.people.flatMap((person) => tokensOf(org, person.accountId).map((token) => `${person.email}|${token.label}`));
}

/** What `before` holds that `after` no longer does, each entry as often as it went. */
function withoutOnce(before: readonly string[], after: readonly string[]): string[] {
  const left = [...after];
  return before.filter((entry) => {
    const at = left.indexOf(entry);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

test.describe('Users: organization token review', () => {
  test('scans the directory and pictures token use and expiry', async ({ page, harness, org }) => {
    const tokens = scannableTokens(org);
    await openConnected(page, harness, org, '/users');
    await scanDirectory(page);

    await expect(tile(page, 'API tokens')).toContainText(tokens.length.toLocaleString('en-US'));
    const never = tokens.filter((token) => token.lastAccess === undefined).length;
    await expect(tile(page, 'Never used')).toContainText(String(never));

    const scannedAt = Date.now();
    // Ages are counted in calendar days, as the chart counts them.
    const stale = tokens.filter((token) => token.lastAccess === undefined || calendarDaysBetween(Date.parse(token.lastAccess), scannedAt) >= 90).length;
    const usage = page.getByRole('figure', { name: 'When tokens were last used' });
    await expect(usage).toContainText(`${stale} of ${tokens.length} tokens`);
    await expect(usage.locator('svg').first()).toBeVisible();

    const expiry = page.getByRole('figure', { name: 'Expiries in the next 12 months' });
    await expect(expiry).toContainText(/expire in \w+ \d{4}, more than in any other month/);
    await expiry.getByRole('button', { name: 'Weeks' }).click();
    await expect(expiry).toContainText(/expire in the week of .+, more than in any other week/);

    await expect(page.getByRole('grid', { name: 'Tokens per person' })).toBeVisible();

    // Dates in the table add no tab stops of their own (the grid moves between cells); the exact time is their title.
    const used = page.getByRole('grid', { name: 'API tokens found by the scan' }).locator('time').first();
    await expect(used).toHaveAttribute('title', /\d{4}/);
    await expect(used).not.toHaveAttribute('tabindex', /.*/);
  });

  test('filters the table and exports exactly what it shows', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, '/users');
    await scanDirectory(page);
    const never = scannableTokens(org).filter((token) => token.lastAccess === undefined).length;

    await page.getByRole('checkbox', { name: 'Never used' }).check();
    await expect(page.getByText(`${never} of ${scannableTokens(org).length} tokens match the filters`)).toBeVisible();

    const { text: csv } = await harness.download(page, () => page.getByRole('button', { name: 'Export these rows as CSV' }).click());
    expect(csv.trim().split(/\r?\n/)).toHaveLength(never + 1);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('checkbox', { name: 'Expired' }).check();
    const expired = scannableTokens(org).filter((token) => token.expiry !== undefined && Date.parse(token.expiry) <= Date.now()).length;
    await expect(page.getByText(`${expired} of ${scannableTokens(org).length} tokens match the filters`)).toBeVisible();
  });

  test('"select all" takes only the filtered rows, and a change of filters starts the selection again', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, '/users');
    await scanDirectory(page);
    const total = scannableTokens(org).length;
    const expired = scannableTokens(org).filter((token) => token.expiry !== undefined && Date.parse(token.expiry) <= Date.now()).length;
    expect(expired).toBeGreaterThan(0);
    expect(expired).toBeLessThan(total);

    await page.getByRole('checkbox', { name: 'Expired' }).check();
    await expect(tableStatus(page)).toHaveText(`${expired} of ${total} tokens match the filters`);
    await page.getByRole('grid', { name: 'API tokens found by the scan' }).getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(tableStatus(page)).toHaveText(`${expired} of ${total} tokens match the filters · ${expired} selected`);

    // Clearing the filter shows every token again; the selection neither grows to all of them nor keeps hidden rows.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(tableStatus(page)).toHaveText(`${total} tokens`);
    await expect(page.getByRole('button', { name: 'Revoke selected…' })).toBeDisabled();
  });

  test('sorts every token, not only the page on screen, and a selection reaches past the page', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, '/users');
    await scanDirectory(page);
    const withOwners = org.world.people
      .filter((person) => person.domainVerified && person.accountType === 'atlassian')
      .flatMap((person) => tokensOf(org, person.accountId).map((token) => ({ ...token, accountId: person.accountId })));
    const total = withOwners.length;
    expect(total).toBeGreaterThan(100);
    const grid = page.getByRole('grid', { name: 'API tokens found by the scan' });
    const firstRow = grid.locator('[role="row"][data-id]').first();

    // The table shows 100 tokens a page; sorting by expiry brings the earliest of all of them to the top.
    await grid.getByRole('columnheader', { name: 'Expires' }).click();
    const expiring = withOwners.filter((token) => token.expiry !== undefined).sort((a, b) => Date.parse(a.expiry ?? '') - Date.parse(b.expiry ?? ''));
    const earliest = expiring[0];
    const latest = expiring.at(-1);
    await expect(firstRow).toHaveAttribute('data-id', `${earliest?.accountId} ${earliest?.id}`);
    await grid.getByRole('columnheader', { name: 'Expires' }).click();
    await expect(firstRow).toHaveAttribute('data-id', `${latest?.accountId} ${latest?.id}`);
    const everyToken = page.getByRole('region', { name: 'Every token' });
    await expect(everyToken.getByText(`1–100 of ${total}`)).toBeVisible();
    await everyToken.getByRole('button', { name: 'Go to next page' }).click();
    await expect(everyToken.getByText(`101–${total} of ${total}`)).toBeVisible();

    // The header box takes the page on screen; one more click takes every token, on every page.
    await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(tableStatus(page)).toHaveText(`${total} tokens · ${total - 100} selected`);
    await page.getByRole('button', { name: `Select all ${total} tokens` }).click();
    await expect(tableStatus(page)).toHaveText(`${total} tokens · ${total} selected`);
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(tableStatus(page)).toHaveText(`${total} tokens`);
    await expect(page.getByRole('button', { name: 'Revoke selected…' })).toBeDisabled();
  });

  test('bulk revoke: the preview lists what will happen and the result matches it', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, '/users');
    await scanDirectory(page);
    const before = scannableTokens(org).length;

    await page.getByRole('checkbox', { name: 'Never used' }).check();
    const grid = page.getByRole('grid', { name: 'API tokens found by the scan' });
    const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    // On a busy machine the grid may draw a tick after the click returns, which check() takes for a click that
    // missed: it is tried again, and finds the box ticked.
    for (const index of [0, 1, 2, 3]) await expect(() => rows.nth(index).getByRole('checkbox').check()).toPass();
    await page.getByRole('button', { name: 'Revoke selected…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Revoke selected API tokens' });
    await expect(dialog.getByTestId('plan-summary')).toContainText('Preview: nothing has been changed yet.');
    const planned = Number((await dialog.getByText(/tokens? will be revoked/).innerText()).match(/\d+/)?.[0]);
    const planRows = dialog.getByRole('grid', { name: 'Tokens that will be revoked' }).getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(planRows).toHaveCount(planned);
    // The admin's own tokens are never revoked in bulk; the dry run says so.
    const skipped = 4 - planned;
    if (skipped > 0) await expect(dialog.getByRole('list', { name: 'Tokens that will be skipped' })).toContainText('your own account');
    expect(scannableTokens(org)).toHaveLength(before);

    const revoke = dialog.getByRole('button', { name: `Revoke ${plural(planned, 'token')}` });
    // The phrase is the plan's; a wrong count keeps the button off, and the case does not matter.
    const phrase = await dialog.getByTestId('confirmation-phrase').innerText();
    await dialog.getByLabel('Confirmation').fill(phrase.replace(String(planned), String(planned + 1)));
    await expect(revoke).toBeDisabled();
    await dialog.getByLabel('Confirmation').fill(phrase.toLowerCase());
    // Escape with the phrase typed asks first, and "Keep editing" keeps the phrase and the plan.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard what you entered?' });
    await expect(discard).toContainText('Nothing has been revoked.');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard).toBeHidden();
    await expect(dialog.getByLabel('Confirmation')).toHaveValue(phrase.toLowerCase());
    await expect(revoke).toBeEnabled();
    const heldBefore = ownedTokens(org);
    await revoke.click();

    // The dialog follows the job: its title changes when the job starts and again when it ends. Those
    // signals are waited for, however long a busy machine takes; the test's own budget still bounds it.
    await expect(page.getByRole('dialog', { name: /^(Revoking API tokens|Bulk revoke finished)$/ })).toBeVisible({ timeout: 0 });
    await expect(page.getByRole('dialog', { name: 'Bulk revoke finished' })).toBeVisible({ timeout: 0 });
    const summary = page.getByTestId('bulk-results');
    await expect(summary).toContainText(`${plural(planned, 'token')} revoked, 0 failed, ${skipped} skipped.`);
    await expect(summary).toContainText(`Every one of the ${planned} tokens the preview planned to revoke is accounted for.`);
    expect(scannableTokens(org)).toHaveLength(before - planned);

    // Retry failed is offered (nothing failed, and it says so); the CSV has every selected token, as it went.
    const outcomes = await bulkResults(page, harness, page.getByRole('dialog', { name: 'Bulk revoke finished' }));
    expect(outcomes).toHaveLength(4);
    expect(outcomes.filter((row) => row.outcome === 'Done')).toHaveLength(planned);
    expect(outcomes.filter((row) => row.outcome === 'Skipped')).toHaveLength(skipped);
    // The tokens the CSV calls done are exactly the ones the organization lost, owner and label.
    const done = outcomes.filter((row) => row.outcome === 'Done').map((row) => row.item.replace(/^API token “(.*)” of .* \((.*)\)$/, '$2|$1'));
    expect(done.sort()).toEqual(withoutOnce(heldBefore, ownedTokens(org)).sort());

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(`tokens match the filters`)).toContainText(`of ${before - planned} tokens`);

    // With no filter on, "Export all" leaves the revoked tokens out too.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    const { text: all } = await harness.download(page, () => page.getByRole('button', { name: 'Export all as CSV' }).click());
    expect(all.trim().split(/\r?\n/)).toHaveLength(before - planned + 1);

    // Leaving the scan and coming back reads it again: the revoked tokens do not come back.
    await page.getByRole('tab', { name: 'Find people' }).click();
    await page.goBack();
    await expect(tile(page, 'API tokens')).toContainText(String(before - planned));
    await expect(tableStatus(page)).toHaveText(`${before - planned} tokens`);

    // The dry run the admin looked at is in Activity, and the "Preview only" filter finds it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Preview only' }).click();
    const previews = page.getByRole('grid', { name: 'Activity entries' }).getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(previews).toHaveCount(1);
    await expect(previews.first()).toContainText('Preview of bulk token revocation');
    await expect(previews.first()).toContainText(`Would revoke ${planned} API token`);
    await expect(previews.first()).toContainText('Preview only');
  });

  test('revokes every token the filters match, on every page, but the one unticked', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, '/users');
    await scanDirectory(page);
    const neverUsed = () => scannableTokens(org).filter((token) => token.lastAccess === undefined);
    const matching = neverUsed().length;
    expect(matching).toBeGreaterThan(25);

    await page.getByRole('checkbox', { name: 'Never used' }).check();
    const everyToken = page.getByRole('region', { name: 'Every token' });
    await everyToken.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await expect(everyToken.getByText(`1–25 of ${matching}`)).toBeVisible();
    const grid = page.getByRole('grid', { name: 'API tokens found by the scan' });
    await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
    await expect(tableStatus(page)).toHaveText(new RegExp(`· 25 selected$`));
    await page.getByRole('button', { name: `Select all ${matching} matching tokens` }).click();
    await expect(tableStatus(page)).toHaveText(new RegExp(`· ${matching} selected$`));

    // The window holds one page of the matches; unticking one of them leaves it out of the revoke.
    const firstRow = grid.locator('[role="row"][data-id]').first();
    const [accountId, tokenId] = ((await firstRow.getAttribute('data-id')) ?? '').split(' ');
    await expect(() => firstRow.getByRole('checkbox').uncheck()).toPass();
    await expect(tableStatus(page)).toHaveText(new RegExp(`· ${matching - 1} selected$`));
    // The next page, never shown before, comes ticked.
    await everyToken.getByRole('button', { name: 'Go to next page' }).click();
    await expect(grid.locator('[role="row"][data-id]').first().getByRole('checkbox')).toBeChecked();

    await page.getByRole('button', { name: 'Revoke selected…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke selected API tokens' });
    await expect(dialog.getByTestId('plan-summary')).toContainText('Preview: nothing has been changed yet.');
    // "34 tokens will be revoked, 2 will be skipped.": the preview covers every ticked token, none more.
    const [, planned = 0, skipped = 0] = ((await dialog.getByTestId('plan-summary').innerText()).match(/(\d+) tokens? will be revoked(?:, (\d+) will be skipped)?/) ?? []).map((count) => Number(count ?? 0));
    expect(planned + skipped).toBe(matching - 1);
    await dialog.getByLabel('Confirmation').fill(await dialog.getByTestId('confirmation-phrase').innerText());
    await dialog.getByRole('button', { name: `Revoke ${plural(planned, 'token')}` }).click();
    await expect(page.getByRole('dialog', { name: 'Bulk revoke finished' })).toBeVisible({ timeout: 0 });

    // The organization lost exactly the planned tokens; the unticked one is still there.
    expect(neverUsed()).toHaveLength(matching - planned);
    expect(tokensOf(org, accountId ?? '').map((token) => token.id)).toContain(tokenId);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(tableStatus(page)).toHaveText(`${matching - planned} of ${plural(scannableTokens(org).length, 'token')} match the filters`);
  });

  test('scans an imported CSV list of account IDs and reports the lines it could not read', async ({ page, harness, org }) => {
    const chosen = org.world.people.filter((p) => p.accountId !== org.world.adminAccountId && manageable(p) && tokensOf(org, p.accountId).length > 0).slice(0, 3);
    const outsider = findPerson(org, 'person on an unverified domain', (p) => !p.domainVerified && p.accountType === 'atlassian');
    const csv = ['Name,Account ID', ...chosen.map((p) => `"${p.displayName}",${p.accountId}`), 'no id on this line', `Outsider,${outsider.accountId}`, `"${chosen[0]?.displayName}",${chosen[0]?.accountId}`].join('\n');
    await openConnected(page, harness, org, '/users/review');

    await page.getByRole('radio', { name: 'A list of account IDs' }).check();
    await page.getByLabel('CSV file of account IDs').setInputFiles({ name: 'leavers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByRole('button', { name: 'leavers.csv' })).toBeVisible();
    await expect(page.getByText('4 account IDs ready to scan. 1 repeated one is counted once.')).toBeVisible();
    await expect(page.getByText('1 line has no account ID and will be left out:')).toBeVisible();
    await expect(page.getByText('Line 5:')).toContainText('no id on this line');

    // A look at another tab does not lose the imported list.
    await page.getByRole('tab', { name: 'Find people' }).click();
    await expect(page.getByRole('textbox', { name: 'Find a person' })).toBeVisible();
    await page.getByRole('tab', { name: 'Token review' }).click();
    await expect(page.getByRole('radio', { name: 'A list of account IDs' })).toBeChecked();
    await expect(page.getByText('4 account IDs ready to scan. 1 repeated one is counted once.')).toBeVisible();

    await page.getByRole('button', { name: 'Start scan' }).click();
    await expect(page.getByRole('heading', { name: 'Every token' })).toBeVisible({ timeout: 0 });
    const expected = chosen.reduce((sum, p) => sum + tokensOf(org, p.accountId).length, 0);
    await expect(page.getByRole('list', { name: 'Scan totals' }).getByRole('listitem').filter({ hasText: 'API tokens' })).toContainText(String(expected));
    await expect(page.getByText(/1 account was skipped/)).toBeVisible();
  });

  test('a list longer than one scan takes is refused with the limit, and a pasted list survives a tab change', async ({ page, harness, org }) => {
    const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
    const ids = Array.from({ length: 50_001 }, (_, n) => `557058:${hex(n, 8)}-0000-4000-8000-${hex(n, 12)}`);
    await openConnected(page, harness, org, '/users/review');
    await page.getByRole('radio', { name: 'A list of account IDs' }).check();
    await page.getByLabel('CSV file of account IDs').setInputFiles({ name: 'everyone.csv', mimeType: 'text/csv', buffer: Buffer.from(['Account ID', ...ids].join('\n')) });
    await expect(page.getByText('The list holds 50,001 account IDs; one scan takes at most 50,000. Split the list and scan each part.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start scan' })).toBeDisabled();

    // A long list of which none of the sampled ids exists here gets a warning before its scan.
    await page.getByRole('button', { name: 'everyone.csv' }).getByLabel('Remove everyone.csv').click();
    await page.getByRole('textbox', { name: 'Account IDs' }).fill(ids.slice(0, 60).join('\n'));
    await expect(page.getByText('60 account IDs ready to scan.')).toBeVisible();
    await page.getByRole('button', { name: 'Start scan' }).click();
    const warning = page.getByRole('dialog', { name: 'None of the checked accounts exist' });
    await expect(warning).toContainText('Orgdesk looked up 10 of the 60 account IDs in this list');
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByRole('button', { name: 'Start scan' })).toBeEnabled();
    await expect(page).not.toHaveURL(/scan=/);

    // Without the file, a pasted list is what counts, and it is still there after a look at another tab.
    const person = findPerson(org, 'manageable person', manageable);
    await page.getByRole('textbox', { name: 'Account IDs' }).fill(person.accountId);
    await expect(page.getByText('1 account ID ready to scan.')).toBeVisible();
    await page.getByRole('tab', { name: 'Find people' }).click();
    await page.getByRole('tab', { name: 'Token review' }).click();
    await expect(page.getByRole('textbox', { name: 'Account IDs' })).toHaveValue(person.accountId);
    await expect(page.getByRole('button', { name: 'Start scan' })).toBeEnabled();
  });

  test('switching connection leaves the previous organization’s scan and search behind', async ({ page, harness, org }) => {
    const other = await startOrg({ seed: 'users-e2e-other', scale: 'demo' });
    try {
      await stayOnLoopback(page);
      await connectTo(harness, org, 'First organization');
      await connectTo(harness, other, 'Second organization');
      await harness.open(page, '/users');
      const switchTo = async (name: string) => {
        await page.getByRole('button', { name: /Change connection/ }).click();
        await page.getByRole('menuitem', { name }).click();
        await expect(page.getByRole('button', { name: `Connection: ${name}. Change connection` })).toBeVisible();
      };

      const person = findPerson(org, 'manageable person', manageable);
      await page.getByRole('textbox', { name: 'Find a person' }).fill(person.displayName);
      await expect(page.getByRole('list', { name: 'Search results' })).toContainText(person.displayName);
      await switchTo('Second organization');
      await expect(page.getByRole('textbox', { name: 'Find a person' })).toHaveValue('');
      await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);

      await switchTo('First organization');
      await scanDirectory(page);
      await expect(page).toHaveURL(/scan=/);
      await switchTo('Second organization');
      await expect(page.getByRole('button', { name: 'Start scan' })).toBeVisible();
      await expect(page).not.toHaveURL(/scan=/);
      await expect(page.getByRole('heading', { name: 'Every token' })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
