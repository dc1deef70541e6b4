import { spawn } from 'node:child_process'
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { buildClient } from './build-client.ts'

/**
 * `npm test`: every suite (unit, component, integration with Vitest; browser with Playwright),
 * then one closing line adding them all up, so a run that tested nothing cannot pass unseen.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const RESULTS = path.join(ROOT, 'test-results')

interface Totals {
  passed: number
  failed: number
  skipped: number
  /** Passed only on a retry: counted as passed, named so nobody mistakes them for solid. */
  flaky?: number
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name)

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

async function vitestTotals(): Promise<Totals | undefined> {
  const report = await readJson<{
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }>(path.join(RESULTS, 'vitest.json'))
  if (!report) return undefined
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

async function playwrightTotals(): Promise<Totals | undefined> {
  const report = await readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  }>(path.join(RESULTS, 'e2e.json'))
  if (!report) return undefined
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    flaky: report.stats.flaky,
  }
}

await rm(RESULTS, { recursive: true, force: true })
await mkdir(RESULTS, { recursive: true })

const vitestExit = await run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(RESULTS, 'vitest.json')}`,
])

// Always, even when the integration tests just built dist/client (a server started with the
// page builds it when stale): theirs is built under Vitest's NODE_ENV=test, React's development
// build (the entry 129 KB gzipped, not 70), and the browser tests must see the production page.
console.log('\nBuilding the page for the browser tests…')
await buildClient()
const playwrightExit = await run(bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(RESULTS, 'e2e.json'),
})

const suites = [
  ['unit, component and integration (Vitest)', await vitestTotals(), vitestExit],
  ['browser (Playwright, Chromium)', await playwrightTotals(), playwrightExit],
] as const

const total: Totals = { passed: 0, failed: 0, skipped: 0 }
console.log('\nSummary')
for (const [name, totals, exitCode] of suites) {
  // A suite that crashed before reporting counts as one failure, never as zero tests.
  const counted = totals ?? { passed: 0, failed: 1, skipped: 0 }
  if (exitCode !== 0 && counted.failed === 0) counted.failed = 1
  const flaky = counted.flaky ? ` (${counted.flaky} of them flaky: passed on a retry)` : ''
  console.log(
    `  ${name}: ${counted.passed} passed${flaky}, ${counted.failed} failed, ${counted.skipped} skipped`,
  )
  total.passed += counted.passed
  total.failed += counted.failed
  total.skipped += counted.skipped
}
if (total.passed === 0) total.failed += 1
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed === 0 ? 0 : 1)
