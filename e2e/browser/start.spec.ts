import { expect, test } from '../fixtures/harness';

test('when the core does not answer, the window says so, and Try again brings the app back', async ({ app: page, harness }) => {
  test.skip(harness.shell !== 'browser', 'Only the bridge’s calls (HTTP) can be held back from the page; the desktop app calls over IPC.');
  await page.route('**/api/invoke', (route) => route.abort('connectionrefused'));
  await page.reload();

  const trouble = page.getByRole('alert').filter({ hasText: 'Orgdesk can’t reach its core' });
  await expect(trouble).toBeVisible();
  await expect(trouble.getByText('Your data is safe; try again in a moment.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.unroute('**/api/invoke');
  await trouble.getByRole('button', { name: 'Try again' }).click();
  await expect(trouble).toBeHidden();
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await expect(page.getByText('Welcome to Orgdesk')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
});
