import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts'

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  // CI runs on a shared 2-core machine: one retry absorbs a scheduling hiccup, and Playwright
  // still reports the test as flaky (the closing summary counts flaky tests separately).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    // A worker would serve the page and its chunks from its cache and hide them from page.route
    // and from the first-load count. Specs about the worker allow it (e2e/pwa-install.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
})
