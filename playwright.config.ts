import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/fixtures/chromium';
import type { Shell } from './e2e/fixtures/harness';

/** The window every project tests in (the electron project still starts Chromium for Playwright's page fixture). */
const inChromium = { browserName: 'chromium', viewport: { width: 1360, height: 860 }, launchOptions: chromiumLaunchOptions } as const;

export default defineConfig<object, { shell: Shell }>({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 1,
  retries: 0,
  // Ceilings, not waits: a passing step returns as soon as the app shows what it waits for, and long work
  // (jobs, downloads) is waited for by the app's own signal within the test's budget. The ceilings are
  // wide so that a machine loaded to ten times its cores (stress-ng) still passes; see README "Tests".
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'browser',
      testMatch: /browser\/.*\.spec\.ts/,
      use: inChromium,
    },
    {
      // The desktop app: its own shell checks, then every browser spec again with the app's window as the page.
      name: 'electron',
      testMatch: /(electron|browser)\/.*\.spec\.ts/,
      use: { ...inChromium, shell: 'electron' },
    },
    {
      // The screenshot tour behind the README (`npm run screenshots`); it writes docs/screenshots, so `npm test` leaves it out.
      name: 'tour',
      testMatch: /tour\/.*\.tour\.ts/,
      use: inChromium,
    },
  ],
});
