import { expect, openConnected, startOrg, test } from '../fixtures/organization';
import { scannableTokens } from './users-helpers';

test.describe('Users: token review under rate limits', () => {
  test('a scan through a storm of 429s finishes with every token and no failures', async ({ page, harness }) => {
    test.setTimeout(240_000);
    // Five requests at once and ten a second: a demo directory needs well over a hundred, so most wait their turn.
    const storm = await startOrg({ seed: 'storm', scale: 'demo', rateLimit: { capacity: 5, refillPerSecond: 10 } });
    try {
      const expected = scannableTokens(storm);
      await openConnected(page, harness, storm, '/users/review');
      await page.getByRole('radio', { name: 'Everyone in the directory' }).check();
      await page.getByRole('button', { name: 'Start scan' }).click();

      const progress = page.getByRole('progressbar', { name: 'Scanning API tokens: progress' });
      await expect(progress).toBeVisible();
      await expect(page.getByTestId('job-counts')).toContainText(/of \d+ accounts/);

      await expect(page.getByRole('heading', { name: 'Every token' })).toBeVisible({ timeout: 0 });
      // An account the rate limit kept refusing is listed, never silently dropped; one retry reads it.
      const failures = page.getByRole('alert').filter({ hasText: /could not be read/ });
      if (await failures.isVisible()) {
        await failures.getByRole('button', { name: /Try (it|them) again/ }).click();
        await expect(failures).toHaveCount(0, { timeout: 0 });
      }
      await expect(page.getByRole('list', { name: 'Scan totals' }).getByRole('listitem').filter({ hasText: 'API tokens' })).toContainText(
        String(expected.length),
      );
      await expect(page.getByText(`${expected.length} tokens`, { exact: true })).toBeVisible();
    } finally {
      await storm.close();
    }
  });

  test('while a slow scan runs, the bar is always as full as its words say', async ({ page, harness }) => {
    // Slow enough that the scan, two dozen accounts at a time, lasts a few seconds.
    const slow = await startOrg({ seed: 'storm', scale: 'demo', latencyMs: 500 });
    try {
      await openConnected(page, harness, slow, '/users/review');
      await page.getByRole('radio', { name: 'Everyone in the directory' }).check();
      await page.getByRole('button', { name: 'Start scan' }).click();
      const progress = page.getByRole('progressbar', { name: 'Scanning API tokens: progress' });
      await expect(page.getByTestId('job-counts')).toContainText(/of \d+ accounts/);
      // Words and bar read in one go, as the eye sees them together, until the scan ends.
      const seen: { said: number; drawn: number }[] = [];
      while (seen.length < 40) {
        const sample = await progress.evaluate((track) => {
          const words = document.querySelector('[data-testid=job-counts]')?.textContent ?? '';
          const match = /^([\d,]+) of ([\d,]+)/.exec(words);
          const fill = track.querySelector('.MuiLinearProgress-bar1');
          if (!match || !fill) return null;
          const box = track.getBoundingClientRect();
          const said = Number(match[1]?.replace(/,/g, '')) / Number(match[2]?.replace(/,/g, ''));
          return { said, drawn: (fill.getBoundingClientRect().right - box.left) / box.width };
          // The bar leaves once the scan ends, which may come between two readings: then there is nothing more to read.
        }, undefined, { timeout: 2_000 }).catch(() => null);
        if (sample === null) break;
        seen.push(sample);
        if (sample.said === 1) break;
      }
      expect(seen.length).toBeGreaterThan(2);
      for (const { said, drawn } of seen) expect(drawn).toBeCloseTo(said, 2);
    } finally {
      await slow.close();
    }
  });
});
