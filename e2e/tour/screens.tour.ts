import type { RunningSandbox } from '../../app/sandbox/server';
import { connectionPartsFor, type Person } from '../../app/sandbox/kit';
import { tokenState, type TokenState } from '../../app/contract/users/token-state';
import type { Harness } from '../fixtures/harness';
import { go, shoot } from './shots';
import { expect, startOrg, stayOnLoopback, test as base } from '../fixtures/organization';
import { findPerson, manageable, tokensOf } from '../browser/users-helpers';

/**
 * The screenshot tour behind the README: `npm run screenshots` walks every screen in light and in dark,
 * checks that each shows what it should, and saves it to docs/screenshots. Not part of `npm test`.
 */

const CONNECTION = 'Orgdesk Demo';

/**
 * The tour changes people and tokens, and the light and dark pictures must show the same organization,
 * so each test gets an organization of its own (the specs share one per worker).
 */
const test = base.extend<{ freshOrg: RunningSandbox }>({
  // Playwright reads a fixture's dependencies from this pattern; the organization depends on none.
  // eslint-disable-next-line no-empty-pattern
  freshOrg: async ({}, use) => {
    const sandbox = await startOrg({ seed: 'users-e2e', scale: 'demo' });
    await use(sandbox);
    await sandbox.close();
  },
});

/** Every part of a connection, so every area is ready and Connections shows all three. */
async function connectAll(harness: Harness, org: RunningSandbox): Promise<void> {
  const result = await harness.dispatch('app.connections.add', {
    name: CONNECTION,
    ...connectionPartsFor(org.baseUrl, org.credentials),
  });
  if (!result.ok) throw new Error(`setup failed: ${result.error.message}`);
}

const lastName = (person: Person): string => person.displayName.split(' ').at(-1) ?? person.displayName;

/** The last name most people of the organization share, so the search shows a list. */
function commonLastName(org: RunningSandbox): { name: string; people: Person[] } {
  const byName = new Map<string, Person[]>();
  for (const person of org.world.people) {
    if (person.accountId === org.world.adminAccountId || person.accountType !== 'atlassian') continue;
    byName.set(lastName(person), [...(byName.get(lastName(person)) ?? []), person]);
  }
  const [name, people] = [...byName.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  return { name, people };
}

function statesOf(org: RunningSandbox, person: Person): Set<TokenState> {
  const now = Date.now();
  const parse = (iso: string | undefined) => (iso === undefined ? null : Date.parse(iso));
  return new Set(tokensOf(org, person.accountId).map((token) => tokenState(parse(token.lastAccess), parse(token.expiry), now)));
}

for (const theme of ['light', 'dark'] as const) {
  test(`screenshot tour in ${theme} mode`, async ({ page, harness, freshOrg: org }) => {
    test.setTimeout(180_000);
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await stayOnLoopback(page);

    // A SCIM-managed account whose tokens show every state, for the account page and its token card.
    const scim = findPerson(
      org,
      'SCIM-managed person with tokens in every state',
      (p) => p.directory === 'scim' && p.status === 'active' && !p.samlPolicy && !p.exportControlBlocked && statesOf(org, p).size === 4,
    );
    const scimTokens = tokensOf(org, scim.accountId).length;
    // Someone else, fully manageable, for the changes Activity shows (a copy: the sandbox edits its own record).
    const changed = { ...findPerson(org, 'manageable person with tokens', (p) => manageable(p) && p.jobTitle !== null && tokensOf(org, p.accountId).length >= 2) };
    const common = commonLastName(org);

    // First run: nothing connected yet.
    await harness.open(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    await expect(page.getByText('Welcome to Orgdesk')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Explore with a demo organization' })).toBeEnabled();
    await shoot(page, theme, 'welcome');

    // The screen hears about the new connection by itself; every part answers its test.
    await connectAll(harness, org);
    const card = page.getByRole('article', { name: CONNECTION });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    for (const area of ['Users & tokens', 'Content', 'Projects', 'Webhooks']) await expect(card.getByLabel(`${area}: ready`)).toBeVisible();
    await card.getByRole('button', { name: 'Test connection' }).click();
    await expect(card.getByText('Reachable and signed in')).toHaveCount(3);
    await shoot(page, theme, 'connections');

    // People: a search for a name many share.
    await go(page, 'Users & tokens', 'Users & tokens');
    await page.getByLabel('Find a person').fill(common.name);
    const results = page.getByRole('list', { name: 'Search results' });
    for (const person of common.people) await expect(results.getByRole('link').filter({ hasText: person.displayName }).first()).toBeVisible();
    await page.getByLabel('Find a person').blur();
    await shoot(page, theme, 'people');

    // One account: read-only where the SCIM directory owns it, with its API tokens.
    await page.getByLabel('Find a person').fill(scim.displayName);
    await results.getByRole('link').filter({ hasText: scim.displayName }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: scim.displayName })).toBeVisible();
    await expect(page.getByLabel('Status: Active')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Why some actions are not available' })).toContainText('Managed by your SCIM directory.');
    const tokenCard = page.getByRole('region', { name: 'API tokens' });
    const tokenRows = tokenCard.getByRole('grid', { name: 'API tokens of this account' }).getByRole('row').filter({ has: page.getByRole('gridcell') });
    await expect(tokenRows).toHaveCount(scimTokens);
    for (const state of ['Expired', 'Expiring soon', 'Never used', 'Active']) await expect(tokenCard.getByRole('button', { name: new RegExp(`^${state} \\(`) })).toBeVisible();
    await shoot(page, theme, 'account');
    await shoot(page, theme, 'account-tokens', tokenCard);

    // Token review of the whole directory.
    await page.getByRole('link', { name: 'Find people' }).click();
    await page.getByRole('tab', { name: 'Token review' }).click();
    await page.getByRole('radio', { name: 'Everyone in the directory' }).check();
    await page.getByRole('button', { name: 'Start scan' }).click();
    await expect(page.getByRole('heading', { name: 'Every token' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Scan totals' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'When tokens were last used' }).locator('svg').first()).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Expiries in the next 12 months' }).locator('svg').first()).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Tokens per person' })).toBeVisible();
    await shoot(page, theme, 'token-review');

    // The dry run of a bulk revoke, before the confirmation is typed; then back out.
    await page.getByRole('checkbox', { name: 'Never used' }).check();
    const scanRows = page.getByRole('grid', { name: 'API tokens found by the scan' }).getByRole('row').filter({ has: page.getByRole('gridcell') });
    for (const index of [0, 1, 2, 3]) await scanRows.nth(index).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Revoke selected…' }).click();
    const dryRun = page.getByRole('dialog', { name: 'Revoke selected API tokens' });
    await expect(dryRun.getByTestId('plan-summary')).toContainText('Preview: nothing has been changed yet.');
    await expect(dryRun.getByRole('grid', { name: 'Tokens that will be revoked' })).toBeVisible();
    await shoot(page, theme, 'token-review-revoke', 'window');
    // Revoked for real, so Activity has a bulk change to open.
    await dryRun.getByLabel('Confirmation').fill(await dryRun.getByTestId('confirmation-phrase').innerText());
    await dryRun.getByRole('button', { name: /^Revoke \d+ tokens?$/ }).click();
    const finished = page.getByRole('dialog', { name: 'Bulk revoke finished' });
    await expect(finished).toBeVisible({ timeout: 0 });
    await finished.getByRole('button', { name: 'Close' }).click();
    await expect(finished).toBeHidden();

    // Two real changes for Activity: a profile edit and a token revocation.
    await page.getByRole('tab', { name: 'Find people' }).click();
    await page.getByLabel('Find a person').fill(changed.displayName);
    await results.getByRole('link').filter({ hasText: changed.displayName }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: changed.displayName })).toBeVisible();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const edit = page.getByRole('dialog', { name: `Edit profile of ${changed.displayName}` });
    await edit.getByRole('textbox', { name: 'Job title' }).fill('Head of Platform');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Head of Platform')).toBeVisible();
    const victim = tokensOf(org, changed.accountId).find((token, _, all) => all.filter((other) => other.label === token.label).length === 1);
    if (!victim) throw new Error('no token with a unique label');
    await page.getByRole('grid', { name: 'API tokens of this account' }).getByRole('button', { name: `Revoke ${victim.label}` }).click();
    await page.getByRole('dialog', { name: `Revoke “${victim.label}”?` }).getByRole('button', { name: 'Revoke token' }).click();
    await expect(page.getByText(`API token “${victim.label}” revoked.`)).toBeVisible();

    await go(page, 'Activity', 'Activity');
    const entries = page.getByRole('grid', { name: 'Activity entries' }).getByRole('row');
    await expect(entries.filter({ hasText: 'Edited profile' }).filter({ hasText: changed.displayName })).toContainText('Succeeded');
    await expect(entries.filter({ hasText: 'Revoked API token' }).filter({ hasText: `API token “${victim.label}” of ${changed.displayName}` })).toContainText('Succeeded');
    await expect(entries.filter({ hasText: 'Added connection' }).filter({ hasText: `Connection “${CONNECTION}”` })).toHaveCount(1);
    const bulk = entries.filter({ hasText: 'Started bulk token revocation' }).first();
    await expect(bulk).toContainText(/Finished: \d+ done/);
    await shoot(page, theme, 'activity');
    await bulk.getByRole('button', { name: /^See \d+ changes? of/ }).click();
    await expect(page.getByRole('dialog').getByRole('grid', { name: 'Changes made' }).getByRole('row').filter({ hasText: 'Revoked: it no longer works' }).first()).toBeVisible();
    await shoot(page, theme, 'activity-changes', 'window');
  });
}
