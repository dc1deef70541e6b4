import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts'

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  // A test spends much of its time waiting (for the page, the server in its own worker, a
  // stream, a timer): two workers kept the CPU under half busy, though on a quiet machine three
  // finish in the same 8.5 minutes. Four at once failed tests at a load of 25 to 30 that three
  // hold beside stress-ng. PLAYWRIGHT_WORKERS overrides it for a measurement.
  workers: Number(process.env.PLAYWRIGHT_WORKERS) || 3,
  // CI runs on a shared 2-core machine: one retry absorbs a scheduling hiccup, and Playwright
  // still reports the test as flaky (the closing summary counts flaky tests separately).
  retries: process.env.CI ? 1 : 0,
  // More workers than cores: each test takes longer on the clock than it would alone. The limit is
  // a safety net for a busy machine (load 15 seen), not a wait: tests wait on conditions.
  timeout: 60_000,
  // Also a safety net: at a load of 25 on two cores a recipe or a table took more than 5 s to
  // appear. An expectation still returns as soon as it holds.
  expect: { timeout: 10_000 },
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
