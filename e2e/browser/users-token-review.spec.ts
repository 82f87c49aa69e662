import type { Page } from '@playwright/test';
import { DAY_MS } from '../../renderer/src/features/users/tokenTime';
import { expect, findPerson, manageable, openConnected, scannableTokens, test, tokensOf } from './users-helpers';

async function scanDirectory(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Token review' }).click();
  await page.getByRole('radio', { name: 'Everyone in the directory' }).check();
  await page.getByRole('button', { name: 'Start scan' }).click();
  await expect(page.getByRole('heading', { name: 'Every token' })).toBeVisible({ timeout: 30_000 });
}

function tile(page: Page, label: string) {
  return page.getByRole('list', { name: 'Scan totals' }).getByRole('listitem').filter({ hasText: label });
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
    const stale = tokens.filter((token) => token.lastAccess === undefined || Date.parse(token.lastAccess) <= scannedAt - 90 * DAY_MS).length;
    const usage = page.getByRole('figure', { name: 'When tokens were last used' });
    await expect(usage).toContainText(`${stale} of ${tokens.length} tokens`);
    await expect(usage.locator('svg').first()).toBeVisible();

    const expiry = page.getByRole('figure', { name: 'Expiries in the next 12 months' });
    await expect(expiry).toContainText(/expire in \w+ \d{4}, more than in any other month/);
    await expiry.getByRole('button', { name: 'Weeks' }).click();
    await expect(expiry).toContainText(/expire in the week of .+, more than in any other week/);

    await expect(page.getByRole('grid', { name: 'Tokens per person' })).toBeVisible();
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

  test('bulk revoke: the dry run lists what will happen and the result matches it', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, '/users');
    await scanDirectory(page);
    const before = scannableTokens(org).length;

    await page.getByRole('checkbox', { name: 'Never used' }).check();
    const grid = page.getByRole('grid', { name: 'API tokens found by the scan' });
    const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    for (const index of [0, 1, 2, 3]) await rows.nth(index).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Revoke selected…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Revoke selected API tokens' });
    await expect(dialog).toContainText('Dry run finished. Nothing has been changed yet.');
    const planned = Number((await dialog.getByText(/tokens? will be revoked/).innerText()).match(/\d+/)?.[0]);
    const planRows = dialog.getByRole('grid', { name: 'Tokens that will be revoked' }).getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(planRows).toHaveCount(planned);
    // The admin's own tokens are never revoked in bulk; the dry run says so.
    const skipped = 4 - planned;
    if (skipped > 0) await expect(dialog.getByRole('list', { name: 'Tokens that will be skipped' })).toContainText('your own account');
    expect(scannableTokens(org)).toHaveLength(before);

    const revoke = dialog.getByRole('button', { name: `Revoke ${planned} ${planned === 1 ? 'token' : 'tokens'}` });
    await dialog.getByLabel(`Type REVOKE ${planned} to confirm`).fill(`REVOKE ${planned + 1}`);
    await expect(revoke).toBeDisabled();
    await dialog.getByLabel(`Type REVOKE ${planned} to confirm`).fill(`REVOKE ${planned}`);
    await revoke.click();

    await expect(page.getByRole('dialog', { name: 'Bulk revoke finished' })).toBeVisible({ timeout: 30_000 });
    const summary = page.getByTestId('revoke-summary');
    await expect(summary).toContainText(`${planned} revoked · 0 failed · ${skipped} skipped`);
    await expect(summary).toContainText(`Every one of the ${planned} tokens the dry run planned to revoke is accounted for.`);
    expect(scannableTokens(org)).toHaveLength(before - planned);

    const { text: results } = await harness.download(page, () => page.getByRole('button', { name: 'Export results as CSV' }).click());
    expect(results.trim().split(/\r?\n/)).toHaveLength(4 + 1);

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(`tokens match the filters`)).toContainText(`of ${before - planned} tokens`);
  });

  test('scans an imported CSV list of account IDs and reports the lines it could not read', async ({ page, harness, org }) => {
    const chosen = org.world.people.filter((p) => p.accountId !== org.world.adminAccountId && manageable(p) && tokensOf(org, p.accountId).length > 0).slice(0, 3);
    const outsider = findPerson(org, 'person on an unverified domain', (p) => !p.domainVerified && p.accountType === 'atlassian');
    const csv = ['Name,Account ID', ...chosen.map((p) => `"${p.displayName}",${p.accountId}`), 'no id on this line', `Outsider,${outsider.accountId}`, `"${chosen[0]?.displayName}",${chosen[0]?.accountId}`].join('\n');
    await openConnected(page, harness, org, '/users/review');

    await page.getByRole('radio', { name: 'A list of account IDs' }).check();
    await page.getByLabel('CSV file of account IDs').setInputFiles({ name: 'leavers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('Imported leavers.csv.')).toBeVisible();
    await expect(page.getByText('4 account IDs ready to scan. 1 repeated one is counted once.')).toBeVisible();
    await expect(page.getByText('1 line has no account ID and will be left out:')).toBeVisible();
    await expect(page.getByText('Line 5:')).toContainText('no id on this line');

    await page.getByRole('button', { name: 'Start scan' }).click();
    await expect(page.getByRole('heading', { name: 'Every token' })).toBeVisible({ timeout: 30_000 });
    const expected = chosen.reduce((sum, p) => sum + tokensOf(org, p.accountId).length, 0);
    await expect(page.getByRole('list', { name: 'Scan totals' }).getByRole('listitem').filter({ hasText: 'API tokens' })).toContainText(String(expected));
    await expect(page.getByText(/1 account was skipped/)).toBeVisible();
  });
});
