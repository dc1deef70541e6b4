import { llmBenchEnv, startRealApp, type RunningApp } from './app-process.ts'
import { startServerChild } from './child-process.ts'
import { describeLoad, runLoad, type ConnectionMode, type LoadSummary } from './overload-load.ts'
import { RECIPE_CHUNKS } from './recipe-fixtures.ts'
import type { Figure, PartResult, RunContext } from './results.ts'

interface Scenario {
  key: string
  label: string
  connections: number
  mode: ConnectionMode
  firstByteDelayMs: number
  /** Overload: every request answered, 200 or 503, p99 under 3 s. Moderate: only 200s. */
  kind: 'overload' | 'moderate'
}

const SCENARIOS: readonly Scenario[] = [
  {
    key: 'keep-alive-500',
    label: '500 keep-alive connections opened at once, upstream answers at once',
    connections: 500,
    mode: 'keep-alive',
    firstByteDelayMs: 0,
    kind: 'overload',
  },
  {
    key: 'new-connections-500',
    label: '500 visitors, a new connection per request, upstream answers at once',
    connections: 500,
    mode: 'new connection per request',
    firstByteDelayMs: 0,
    kind: 'overload',
  },
  {
    key: 'moderate-50',
    label: '50 keep-alive connections, upstream answers after 50 ms',
    connections: 50,
    mode: 'keep-alive',
    firstByteDelayMs: 50,
    kind: 'moderate',
  },
]

type Side = 'shedding on' | 'shedding off'
const SIDES: Record<Side, Record<string, string>> = {
  'shedding on': {},
  // The knob that turns admission control off: the server as it was before it.
  'shedding off': { MAX_EVENT_LOOP_LAG_MS: '0' },
}

const P99_GOAL_MS = 3_000

/**
 * Overload is answered, never dropped: the real server (`npm start`'s bundle, default settings
 * but for the per-visitor rate limit, which would turn every request from one address into a
 * 429) under more load than a process can serve, with admission control on and off.
 */
export async function benchOverload({ quick }: RunContext): Promise<PartResult> {
  const startedAt = new Date()
  const seconds = quick ? 2 : 10
  const runs = quick ? 1 : 3
  const figures: Figure[] = []
  const measured: Record<string, unknown>[] = []

  for (const scenario of SCENARIOS) {
    const upstream = await startServerChild('bench/servers/upstream.ts', {
      chunks: RECIPE_CHUNKS,
      firstByteDelayMs: scenario.firstByteDelayMs,
      chunkDelayMs: 0,
    })
    try {
      const results: Record<Side, LoadSummary[]> = { 'shedding on': [], 'shedding off': [] }
      for (let run = 0; run < runs; run += 1) {
        // Alternated, so drift on a shared machine hits both sides.
        for (const side of Object.keys(SIDES) as Side[]) {
          if (scenario.kind === 'moderate' && side === 'shedding off') continue
          let app: RunningApp | undefined
          try {
            app = await startRealApp(60_000, {
              ...llmBenchEnv(upstream.port),
              RATE_LIMIT_PER_MINUTE: '0',
              LOG_LEVEL: 'info',
              ...SIDES[side],
            })
            const summary = await runLoad({
              url: app.url,
              connections: scenario.connections,
              seconds,
              mode: scenario.mode,
            })
            results[side].push(summary)
            measured.push({ scenario: scenario.key, side, run, ...summary })
            console.log(`  overload ${scenario.key} ${side} #${run + 1}: ${describeLoad(summary)}`)
          } finally {
            await app?.stop()
          }
        }
      }
      figures.push(...scenarioFigures(scenario, results))
    } finally {
      await upstream.stop()
    }
  }

  return {
    part: 'overload',
    title: 'Overload: answered, never dropped',
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    figures,
    notes: [
      `${runs} run(s) of ${seconds} s per scenario and side, alternating; each run starts a fresh ` +
        'server (scripts/start.mjs, one process: WEB_CONCURRENCY=1) in front of the bench ' +
        'upstream (30-chunk recipe, JSON answers). Logs at the default level go to /dev/null.',
      'Load: bench/overload-load.ts, a closed loop of visitors in the runner process (each sends ' +
        'the next request as soon as it has the answer; a 503 is not waited out). A request ' +
        'counts as answered when its whole answer arrived; a socket error or no answer within ' +
        '10 s is a failure. autocannon cannot open a new connection per request, hence our own.',
      '"Shedding off" is the same server with MAX_EVENT_LOOP_LAG_MS=0 (admission control off): ' +
        'the server as it was before it. The machine is shared: other processes load the same ' +
        '2 cores, so compare the two sides of one run rather than runs of different days.',
    ],
    details: { measured },
  }
}

function worst(summaries: readonly LoadSummary[], pick: (summary: LoadSummary) => number) {
  return summaries.length === 0 ? Number.NaN : Math.max(...summaries.map(pick))
}

function scenarioFigures(scenario: Scenario, results: Record<Side, LoadSummary[]>): Figure[] {
  const on = results['shedding on']
  const off = results['shedding off']
  const failures = (summary: LoadSummary) => summary.errors + summary.timeouts + summary.otherStatus
  const perRun = (
    summaries: readonly LoadSummary[],
    pick: (summary: LoadSummary) => number | string,
  ) => summaries.map(pick).join(', ')
  if (scenario.kind === 'moderate') {
    return [
      {
        name: `${scenario.label}: requests shed (503)`,
        value: worst(on, (summary) => summary.unavailable + failures(summary)),
        unit: 'requests',
        goal: '0 (only 200s)',
        pass: on.every((summary) => summary.unavailable === 0 && failures(summary) === 0),
        note: `200s per run: ${perRun(on, (summary) => summary.ok)}; p99 ${perRun(on, (summary) => summary.p99Ms)} ms`,
      },
    ]
  }
  return [
    {
      name: `${scenario.label}: requests not answered (reset, refused or timed out), worst run`,
      value: worst(on, failures),
      unit: 'requests',
      baseline: { label: 'shedding off, worst run', value: worst(off, failures) },
      goal: '0 in every run',
      pass: on.every((summary) => failures(summary) === 0),
      note:
        `per run: ${perRun(on, failures)} (off: ${perRun(off, failures)}); ` +
        `200 / 503 per run: ${perRun(on, (summary) => `${summary.ok} / ${summary.unavailable}`)} ` +
        `(off: ${perRun(off, (summary) => `${summary.ok} / ${summary.unavailable}`)})`,
    },
    {
      name: `${scenario.label}: p99 latency, worst run`,
      value: worst(on, (summary) => summary.p99Ms),
      unit: 'ms',
      baseline: { label: 'shedding off, worst run', value: worst(off, (summary) => summary.p99Ms) },
      goal: `< ${P99_GOAL_MS} ms in every run`,
      pass: on.every((summary) => summary.p99Ms < P99_GOAL_MS),
      note: `per run: ${perRun(on, (summary) => summary.p99Ms)} ms (off: ${perRun(off, (summary) => summary.p99Ms)} ms); max ${perRun(on, (summary) => summary.maxMs)} ms`,
    },
    {
      name: `${scenario.label}: 503s without Retry-After or the error shape`,
      value: on.reduce(
        (sum, summary) => sum + summary.unavailable - summary.unavailableWellFormed,
        0,
      ),
      unit: 'requests',
      goal: '0',
      pass: on.every((summary) => summary.unavailable === summary.unavailableWellFormed),
    },
  ]
}
