import { expect, test } from '../fixtures/harness';

const AREAS = ['Users & tokens', 'Content', 'Projects', 'Webhooks'];

test('with the demo organization active, every area says what to try there until the admin puts it away', async ({ page, harness }) => {
  // As `npm run web -- --demo` does: the demo starts without the Explore button.
  const started = await harness.dispatch('app.demo.start', {});
  expect(started.ok).toBe(true);
  await harness.open(page, '/users');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const tips = page.getByRole('alert').filter({ hasText: 'Things to try in the demo organization' });
  const seen = new Set<string>();
  for (const area of AREAS) {
    await nav.getByRole('link', { name: area }).click();
    await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
    await expect(tips).toBeVisible();
    const steps = await tips.getByRole('listitem').allInnerTexts();
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.length).toBeLessThanOrEqual(3);
    for (const step of steps) seen.add(step);
  }
  // Each area has its own things to try.
  expect(seen.size).toBeGreaterThanOrEqual(AREAS.length * 2);

  // Put away on one area, it stays away after the window reloads; the other areas still offer theirs.
  await tips.getByRole('button', { name: 'Got it' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(tips).toHaveCount(0);
  await nav.getByRole('link', { name: AREAS[0] ?? '' }).click();
  await expect(tips).toBeVisible();
});
