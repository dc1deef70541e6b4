import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'
import { lazyChunkUrls } from './scripts/vite/lazy-chunk-urls.ts'

const PARALLEL_WORKERS = Math.max(2, availableParallelism() - 1)

/**
 * Component files that need a module graph of their own: those that replace a module with vi.mock
 * (found by reading the files, so a new one cannot be missed), and those whose module state must
 * be made fresh in the file. The rest share one per worker.
 */
const CLIENT_DIR = path.join(import.meta.dirname, 'src/client')
const COMPONENT_FILES_ISOLATED = [
  ...readdirSync(CLIENT_DIR, { recursive: true })
    .map((file) => path.posix.join('src/client', String(file).split(path.sep).join('/')))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) =>
      /\bvi\.(?:do)?mock\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    ),
  // The page's timers are made on first use and keep the clock they were made with: this file's
  // fake clock, not the real one of a file before it in the same worker.
  'src/client/features/cook/components/cook-mode-timers.test.tsx',
].sort()

export default defineConfig({
  plugins: [react(), lazyChunkUrls({ root: import.meta.dirname })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: on a 2-core machine, one, and the
          // chef's and the page's CPU-bound files ran one after another with a core idle (445 s
          // for the whole suite). These projects run together, at least two files at a time.
          maxWorkers: PARALLEL_WORKERS,
          // The server's files keep a module graph of their own each: metrics registries, config
          // and limiters are module state.
          include: ['src/server/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'chef',
          environment: 'node',
          maxWorkers: PARALLEL_WORKERS,
          include: [
            'src/shared/**/*.test.ts',
            'src/chef/**/*.test.ts',
            'tests/chef-evaluation/**/*.test.ts',
          ],
          // One module graph per worker, not per file: every chef file imported the chef afresh
          // (its lexicon, dishes and indexes), and importing was most of these files' time. 14 of
          // them took 292 s isolated and 133 s not, side by side on a busy 2-core machine. The
          // chef's modules hold no state a test changes (no mocks, stubs or timers here).
          isolate: false,
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
          maxWorkers: PARALLEL_WORKERS,
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...COMPONENT_FILES_ISOLATED],
          // One jsdom and one module graph per worker, not per file: each file built a jsdom and
          // imported React, the page and its lazy parts afresh, most of a short file's time.
          // Each test starts from a clean page anyway (Testing Library's cleanup after each
          // test; the page tests clear storage and reload the preferences before each).
          isolate: false,
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
          // A module graph of their own each: a vi.mock's stand-in never reaches another file
          // (nor another file's real module it), and module state is made fresh in the file.
          name: 'component-isolated',
          environment: 'jsdom',
          maxWorkers: PARALLEL_WORKERS,
          include: COMPONENT_FILES_ISOLATED,
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          // After the others, one file at a time as before: these start servers, Redis and nginx
          // and hold time bounds (a health check answered within 100 ms under a flood) that a
          // second file's load beside them would turn into noise.
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
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
