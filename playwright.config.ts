import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/fixtures/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'browser',
      testMatch: /browser\/.*\.spec\.ts/,
      use: {
        browserName: 'chromium',
        viewport: { width: 1360, height: 860 },
        launchOptions: chromiumLaunchOptions,
      },
    },
    { name: 'electron', testMatch: /electron\/.*\.spec\.ts/ },
  ],
});
