import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in the system Chromium against the built platform, which the global setup
 * starts on free ports, one platform a worker (and stops afterwards). Run from the repository root:
 * `npx playwright test -c web/playwright.config.ts` after `make build`.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // A spec file's tests run in order in one worker; two workers, each with its own platform,
  // halve the lane's time (its tests mostly wait on the platform) with no shared shop state.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Guards against a hung step, not measures: on CI's busiest runs (the Jest lanes and ESLint
  // beside two platforms on two cores) a sign-in or a render has taken over 15 s.
  timeout: 150_000,
  expect: { timeout: 30_000 },
  outputDir: '../.tmp/playwright-output',
  reporter: [['list'], ['json', { outputFile: '../.tmp/playwright-results.json' }]],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
