import { mkdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PROJECT_ROOT } from './child-process.ts'
import { benchFirstLoad } from './first-load.ts'
import { benchLighthouse } from './lighthouse.ts'
import { benchOfflineChefPart } from './offline-chef-part.ts'
import { benchOverload } from './overload.ts'
import { openFileLimit } from './proc-stats.ts'
import { benchRenderCost } from './render-cost.ts'
import { benchScaleOut } from './scale-out.ts'
import { renderReport } from './report.ts'
import {
  PART_NAMES,
  type BenchmarkResults,
  type MachineInfo,
  type PartName,
  type PartResult,
  type RunContext,
} from './results.ts'
import { benchSlowStreams } from './slow-streams.ts'
import { benchSoak } from './soak.ts'
import { benchStartup } from './startup.ts'
import { benchStreamingOverhead } from './streaming-overhead.ts'
import { benchThroughput } from './throughput.ts'

const PARTS: Record<PartName, (context: RunContext) => Promise<PartResult>> = {
  throughput: benchThroughput,
  streaming: benchStreamingOverhead,
  'slow-streams': benchSlowStreams,
  'offline-chef': benchOfflineChefPart,
  'first-load': benchFirstLoad,
  lighthouse: benchLighthouse,
  'render-cost': benchRenderCost,
  soak: benchSoak,
  startup: benchStartup,
  overload: benchOverload,
  'scale-out': benchScaleOut,
}

const RESULTS_DIR = path.join(PROJECT_ROOT, 'bench/.results')
const LATEST = path.join(RESULTS_DIR, 'latest.json')

function machineInfo(): MachineInfo {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    totalMemoryMB: Math.round(os.totalmem() / 1024 / 1024),
    openFileLimit: openFileLimit(),
    date: new Date().toISOString(),
  }
}

/** A part that throws still gets a row, so a broken harness is visible in BENCHMARKS.md. */
function failedPart(part: PartName, error: unknown, startedAt: Date): PartResult {
  const message = error instanceof Error ? error.message : String(error)
  return {
    part,
    title: `${part} (failed to run)`,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    figures: [
      { name: 'ran to the end', value: null, unit: '', goal: 'yes', pass: false, note: message },
    ],
    notes: [],
    details: { error: error instanceof Error ? (error.stack ?? message) : message },
  }
}

async function previousParts(): Promise<PartResult[]> {
  try {
    return (JSON.parse(await readFile(LATEST, 'utf8')) as BenchmarkResults).parts
  } catch {
    return []
  }
}

// Re-render BENCHMARKS.md from the last raw results, e.g. after changing the report's wording.
if (process.argv.includes('--report-only')) {
  const last = JSON.parse(await readFile(LATEST, 'utf8')) as BenchmarkResults
  await writeFile(path.join(PROJECT_ROOT, 'BENCHMARKS.md'), `${renderReport(last)}\n`)
  console.log('Rewrote BENCHMARKS.md from bench/.results/latest.json')
  process.exit(0)
}

const quick = process.argv.includes('--quick')
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='))
const only = onlyArgument?.slice('--only='.length)
if (only !== undefined && !PART_NAMES.includes(only as PartName)) {
  console.error(`Unknown part "${only}". Parts: ${PART_NAMES.join(', ')}`)
  process.exit(2)
}
const selected = only === undefined ? [...PART_NAMES] : [only as PartName]

// Everything stops by itself: a hung part cannot hold the machine past this.
const watchdogMs = (quick ? 4 : 25) * 60_000
setTimeout(() => {
  console.error(`Benchmarks still running after ${watchdogMs / 60_000} min: giving up.`)
  process.exit(1)
}, watchdogMs).unref()

const runStartedAt = Date.now()
const parts: PartResult[] = []
for (const part of selected) {
  const startedAt = new Date()
  console.log(`▶ ${part}${quick ? ' (quick)' : ''}`)
  const result = await PARTS[part]({ quick }).catch((error: unknown) =>
    failedPart(part, error, startedAt),
  )
  parts.push(result)
  for (const figure of result.figures) {
    const mark = figure.pass === null ? '  ·' : figure.pass ? '  ✓' : '  ✗'
    console.log(
      `${mark} ${figure.name}: ${figure.value ?? '—'} ${figure.unit}${figure.ratio === undefined ? '' : ` (${figure.ratio}×)`} [goal ${figure.goal}]${figure.note ? ` — ${figure.note}` : ''}`,
    )
  }
  console.log(`  (${(result.durationMs / 1000).toFixed(1)} s)`)
}

// With --only, keep the other parts from the last run so BENCHMARKS.md stays whole.
const kept = only === undefined ? [] : (await previousParts()).filter((part) => part.part !== only)
const results: BenchmarkResults = {
  machine: machineInfo(),
  command: `npx tsx bench/run-benchmarks.ts ${process.argv.slice(2).join(' ')}`.trim(),
  quick,
  totalDurationMs: Date.now() - runStartedAt,
  parts: PART_NAMES.flatMap((name) => [...parts, ...kept].filter((part) => part.part === name)),
}
await mkdir(RESULTS_DIR, { recursive: true })
await writeFile(LATEST, `${JSON.stringify(results, null, 2)}\n`)
await writeFile(path.join(PROJECT_ROOT, 'BENCHMARKS.md'), `${renderReport(results)}\n`)
console.log(
  `Wrote BENCHMARKS.md and bench/.results/latest.json in ${((Date.now() - runStartedAt) / 1000).toFixed(0)} s`,
)
process.exit(parts.some((part) => part.figures.some((figure) => figure.pass === false)) ? 1 : 0)
