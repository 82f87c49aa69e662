import { expect, openConnected, test } from '../fixtures/organization';
import { findPerson, manageable } from './users-helpers';

test.describe('Users: finding people and what the admin may do', () => {
  test('finds a person by name, opens the account and remembers it', async ({ page, harness, org }) => {
    const person = findPerson(org, 'manageable person with a visible e-mail', (p) => manageable(p) && p.emailVisible);
    await openConnected(page, harness, org, '/users');

    const lastName = person.displayName.split(' ').at(-1) ?? person.displayName;
    await page.getByLabel('Find a person').fill(lastName);
    const results = page.getByRole('list', { name: 'Search results' });
    const hit = results.getByRole('link').filter({ hasText: person.displayName });
    await expect(hit).toContainText(person.email);
    await hit.click();

    await expect(page.getByRole('heading', { level: 1, name: person.displayName })).toBeVisible();
    await expect(page.getByLabel('Status: Active')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your permissions over this account' })).toContainText('Revoke API tokens');
    await expect(page.getByRole('button', { name: 'Deactivate', exact: true })).toBeEnabled();

    await page.getByRole('link', { name: 'Find people' }).click();
    await expect(page.getByRole('list', { name: 'Recently opened accounts' })).toContainText(person.displayName);
  });

  test('says when privacy settings hide an e-mail instead of leaving it blank', async ({ page, harness, org }) => {
    const hidden = findPerson(org, 'person hiding their e-mail', (p) => !p.emailVisible && p.accountType === 'atlassian');
    await openConnected(page, harness, org, '/users');
    await page.getByLabel('Find a person').fill(hidden.displayName);
    const hit = page.getByRole('list', { name: 'Search results' }).getByRole('link').filter({ hasText: hidden.displayName });
    await expect(hit).toContainText('E-mail hidden by privacy settings');
  });

  test('opens a pasted account ID directly', async ({ page, harness, org }) => {
    const person = findPerson(org, 'manageable person', manageable);
    await openConnected(page, harness, org, '/users');
    await page.getByLabel('Find a person').fill(person.accountId);
    await page.getByRole('button', { name: 'Open account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: person.displayName })).toBeVisible();
  });

  test('keeps the admin from deactivating their own account, and says why', async ({ page, harness, org }) => {
    await openConnected(page, harness, org, `/users/account/${org.world.adminAccountId}`);
    const deactivate = page.getByRole('button', { name: 'Deactivate', exact: true });
    await expect(deactivate).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Deactivate and revoke tokens' })).toBeDisabled();
    // Still a button with its own name that keyboards reach; the reason is its description, and it does nothing.
    await expect(deactivate).toHaveAccessibleDescription(/can't do this to your own account/i);
    await deactivate.focus();
    await expect(deactivate).toBeFocused();
    await deactivate.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const notes = page.getByRole('list', { name: 'Why some actions are not available' });
    await expect(notes).toContainText(/Deactivate is not available: You can't do this to your own account/i);
  });

  test('shows a SCIM-managed profile as read-only where the directory owns it', async ({ page, harness, org }) => {
    const scim = findPerson(org, 'active SCIM-managed person', (p) => p.directory === 'scim' && p.status === 'active' && !p.samlPolicy && !p.exportControlBlocked);
    await openConnected(page, harness, org, `/users/account/${scim.accountId}`);
    await expect(page.getByRole('list', { name: 'Why some actions are not available' })).toContainText('Managed by your SCIM directory.');

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: `Edit profile of ${scim.displayName}` });
    const displayName = dialog.getByRole('textbox', { name: 'Display name' });
    await expect(displayName).toHaveAttribute('readonly', '');
    await expect(dialog.getByText('Can’t be changed here. Managed by your SCIM directory.').first()).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Time zone' })).toBeEditable();

    // Typing into a locked field changes nothing, so nothing is sent and the directory's value stays.
    await displayName.pressSequentially('x');
    await expect(displayName).toHaveValue(scim.displayName);
  });

  test('explains why an account on an unverified domain cannot be managed', async ({ page, harness, org }) => {
    const outsider = findPerson(org, 'person on an unverified domain', (p) => !p.domainVerified && p.accountType === 'atlassian');
    await openConnected(page, harness, org, '/users');
    await page.getByLabel('Find a person').fill(outsider.displayName);
    await page.getByRole('list', { name: 'Search results' }).getByRole('link').filter({ hasText: outsider.displayName }).click();

    await expect(page.getByText('Orgdesk can’t manage this account')).toBeVisible();
    await expect(page.getByText(/isn't on a verified domain of your organization/)).toBeVisible();
    // What the search knew is still shown, so the admin sees whom this is about.
    await expect(page.getByText(outsider.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate', exact: true })).toHaveCount(0);
  });
});
