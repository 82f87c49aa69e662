import type { AdminState } from '../../app/sandbox/areas/admin/state';
import { plural } from '../../app/contract/words';
import { expect, openConnected, test } from '../fixtures/organization';
import { findPerson, manageable, tokensOf } from './users-helpers';

/** Each test changes a different person, so the shared organization stays predictable. */
const taken: string[] = [];

test.describe('Users: acting on one account', () => {
  test('revokes one token after a confirmation that shows its use and expiry', async ({ page, harness, org }) => {
    const owner = findPerson(org, 'manageable person with two tokens', (p) => manageable(p) && tokensOf(org, p.accountId).length >= 2, taken);
    taken.push(owner.accountId);
    // A copy: the sandbox changes its own list in place.
    const tokens = [...tokensOf(org, owner.accountId)];
    const victim = tokens.find((token) => tokens.filter((other) => other.label === token.label).length === 1);
    if (!victim) throw new Error('no token with a unique label');
    await openConnected(page, harness, org, `/users/account/${owner.accountId}`);

    const table = page.getByRole('grid', { name: 'API tokens of this account' });
    await expect(table.getByRole('row').filter({ hasText: victim.label })).toHaveCount(1);
    // Each row's Revoke is a Tab stop for an admin who does not know the grid's arrow keys; the arrows reach it too.
    await expect(table.locator('button[tabindex="0"]')).toHaveCount(tokens.length);
    await table.getByRole('row').filter({ hasText: victim.label }).getByRole('gridcell').first().click();
    for (let column = 0; column < 5; column += 1) await page.keyboard.press('ArrowRight');
    await expect(table.getByRole('button', { name: `Revoke ${victim.label}` })).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `Revoke “${victim.label}”?` });
    await expect(dialog).toContainText('Last used');
    await expect(dialog).toContainText(victim.lastAccess ? String(new Date(victim.lastAccess).getFullYear()) : 'Never used');
    await expect(dialog).toContainText('Expires');
    await expect(dialog).toContainText('Revocation is permanent');
    await dialog.getByRole('button', { name: 'Revoke token' }).click();

    await expect(page.getByText(`API token “${victim.label}” revoked.`)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: victim.label })).toHaveCount(0);
    expect(tokensOf(org, owner.accountId).map((token) => token.id)).not.toContain(victim.id);
    expect(tokensOf(org, owner.accountId)).toHaveLength(tokens.length - 1);

    // Every revocation is in Activity with its outcome.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    const entry = page.getByRole('grid', { name: 'Activity entries' }).getByRole('row').filter({ hasText: `API token “${victim.label}” of ${owner.displayName}` });
    await expect(entry).toContainText('Succeeded');
  });

  test('deactivates and revokes every token in one action', async ({ page, harness, org }) => {
    const leaver = findPerson(org, 'manageable person with tokens', (p) => manageable(p) && tokensOf(org, p.accountId).length >= 1, taken);
    taken.push(leaver.accountId);
    const count = tokensOf(org, leaver.accountId).length;
    await openConnected(page, harness, org, `/users/account/${leaver.accountId}`);

    await page.getByRole('button', { name: 'Deactivate and revoke tokens' }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${leaver.displayName} and revoke their tokens?` });
    await expect(dialog).toContainText('Deactivating an account alone leaves its API tokens working');
    await expect(dialog).toContainText(`its ${plural(count, 'API token')}`);
    await expect(dialog).toContainText('Atlassian shows its own default message');
    await dialog.getByLabel('Message to the person (optional)').fill('You have left the company. Thank you!');
    await dialog.getByRole('button', { name: 'Deactivate and revoke' }).click();

    await expect(page.getByText(`${leaver.displayName} is deactivated; ${count} API ${count === 1 ? 'token' : 'tokens'} revoked.`)).toBeVisible();
    await expect(page.getByLabel('Status: Deactivated')).toBeVisible();
    await expect(page.getByRole('grid', { name: 'API tokens of this account' })).toContainText('This account has no API tokens.');
    expect(org.world.people.find((p) => p.accountId === leaver.accountId)?.status).toBe('inactive');
    expect(tokensOf(org, leaver.accountId)).toHaveLength(0);
    expect((org.world.areas.admin as AdminState).deactivationMessages[leaver.accountId]).toBe('You have left the company. Thank you!');
  });

  test('deactivates with Atlassian’s default message, then reactivates, each after a confirmation', async ({ page, harness, org }) => {
    const person = findPerson(org, 'manageable person', manageable, taken);
    taken.push(person.accountId);
    await openConnected(page, harness, org, `/users/account/${person.accountId}`);

    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    const deactivate = page.getByRole('dialog', { name: `Deactivate ${person.displayName}?` });
    await deactivate.getByRole('button', { name: 'Cancel' }).click();
    expect(org.world.people.find((p) => p.accountId === person.accountId)?.status).toBe('active');

    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByLabel('Status: Deactivated')).toBeVisible();
    expect((org.world.areas.admin as AdminState).deactivationMessages[person.accountId]).toBeTruthy();

    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('dialog', { name: `Reactivate ${person.displayName}?` }).getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByLabel('Status: Active')).toBeVisible();
    expect(org.world.people.find((p) => p.accountId === person.accountId)?.status).toBe('active');
  });

  test('checks profile edits at their fields before saving them', async ({ page, harness, org }) => {
    // A copy: the sandbox updates its own record when the profile is saved.
    const person = { ...findPerson(org, 'manageable person', manageable, taken) };
    taken.push(person.accountId);
    await openConnected(page, harness, org, `/users/account/${person.accountId}`);

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit profile of ${person.displayName}` });
    await dialog.getByRole('textbox', { name: 'Nickname' }).fill('n'.repeat(31));
    await dialog.getByRole('textbox', { name: 'Display name' }).fill('x'.repeat(101));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('A nickname has at most 30 characters.')).toBeVisible();
    await expect(dialog.getByText('A display name has at most 100 characters.')).toBeVisible();
    expect(org.world.people.find((p) => p.accountId === person.accountId)?.nickname).toBe(person.nickname);
    // Escape with edits in the form asks first; the edits stay when the admin keeps editing.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard what you entered?' }).getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Nickname' })).toHaveValue('n'.repeat(31));

    await dialog.getByRole('textbox', { name: 'Nickname' }).fill('Ace');
    await dialog.getByRole('textbox', { name: 'Display name' }).fill(`${person.displayName} Jr`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `${person.displayName} Jr` })).toBeVisible();
    const saved = org.world.people.find((p) => p.accountId === person.accountId);
    expect(saved).toMatchObject({ displayName: `${person.displayName} Jr`, nickname: 'Ace' });
  });

  test('language and time zone are chosen from searchable lists of what Atlassian takes', async ({ page, harness, org }) => {
    const person = { ...findPerson(org, 'manageable person', (p) => manageable(p) && p.locale !== 'de-DE' && p.zoneinfo !== 'Asia/Tokyo', taken) };
    taken.push(person.accountId);
    await openConnected(page, harness, org, `/users/account/${person.accountId}`);

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit profile of ${person.displayName}` });
    const language = dialog.getByRole('combobox', { name: 'Language' });
    await language.fill('germ');
    // Only Atlassian's languages are offered, by name, with the code beside it.
    await expect(page.getByRole('option')).toHaveText(['German (Germany) (de-DE)']);
    await page.getByRole('option', { name: 'German (Germany) (de-DE)' }).click();
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('tokyo');
    await page.getByRole('option', { name: 'Asia / Tokyo' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    expect(org.world.people.find((p) => p.accountId === person.accountId)).toMatchObject({ locale: 'de-DE', zoneinfo: 'Asia/Tokyo' });
  });
});
