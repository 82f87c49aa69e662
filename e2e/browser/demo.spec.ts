import { workAreas } from '../../renderer/src/areas/catalog';
import { expect, test } from '../fixtures/harness';

test('with the demo organization active, every area says what to try there until the admin puts it away', async ({ page, harness }) => {
  // As `npm run web -- --demo` does: the demo starts without the Explore button.
  const started = await harness.dispatch('app.demo.start', {});
  expect(started.ok).toBe(true);
  await harness.open(page, '/users');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const area of workAreas) {
    await nav.getByRole('link', { name: area.title }).click();
    const tips = page.getByRole('alert').filter({ hasText: 'Things to try in the demo organization' });
    await expect(tips).toBeVisible();
    expect(area.tryInDemo?.length ?? 0).toBeGreaterThanOrEqual(2);
    await expect(tips.getByRole('listitem')).toHaveText([...(area.tryInDemo ?? [])]);
  }
  // Put away on one area, it stays away after the window reloads; the other areas still offer theirs.
  const last = workAreas.at(-1);
  if (!last) throw new Error('no work areas');
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
  await expect(page.getByText('Things to try in the demo organization')).toHaveCount(0);
  await nav.getByRole('link', { name: workAreas[0]?.title ?? '' }).click();
  await expect(page.getByText('Things to try in the demo organization')).toBeVisible();
});
