import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { lazyChunkUrls } from './scripts/vite/lazy-chunk-urls.ts'

export default defineConfig({
  plugins: [react(), lazyChunkUrls({ root: import.meta.dirname })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/chef/**/*.test.ts',
            'tests/chef-evaluation/**/*.test.ts',
          ],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // The chef's property tests and evaluations are CPU-bound: on a busy 2-core laptop a
          // five-second one can take three times as long. The limit is a safety net, not a check.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/dom.ts'],
          // A whole-page test types, clicks and waits through several lazy chunks: at a load
          // average of 15 on two cores (seen while four sessions shared one), 5 s ran out for
          // tests that take one alone. The tests wait on conditions; this is only a safety net.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          // The fuzz test forces a collection before it measures the heap, so garbage not yet
          // collected is not mistaken for a leak.
          execArgv: ['--expose-gc'],
        },
      },
    ],
  },
})
