import autocannon, { type AutocannonResult } from 'autocannon'
import { startServerChild, type ServerChild } from './child-process.ts'
import { readCpuMs } from './proc-stats.ts'
import { RECIPE_CHUNKS, RECIPE_REQUEST_BODY, RECIPE_TEXT } from './recipe-fixtures.ts'
import type { Figure, PartResult, RunContext } from './results.ts'
import { round } from './stats.ts'

type Target = 'bare proxy' | 'ours, JSON' | 'ours, SSE'

interface Scenario {
  key: 'upstream-50ms' | 'upstream-instant'
  label: string
  firstByteDelayMs: number
  /** Goals from the issue: share of the bare proxy's req/s, and p99 allowance (if any). */
  minRequestsRatio: number
  maxP99Ratio: number | undefined
  /** Goal for our server's CPU per recipe as a multiple of the bare proxy's, at 50 connections. */
  maxCpuRatio: number | undefined
}

const SCENARIOS: readonly Scenario[] = [
  {
    key: 'upstream-50ms',
    label: 'upstream answers after 50 ms',
    firstByteDelayMs: 50,
    minRequestsRatio: 0.95,
    maxP99Ratio: 1.2,
    maxCpuRatio: 3,
  },
  {
    key: 'upstream-instant',
    label: 'upstream answers at once',
    firstByteDelayMs: 0,
    minRequestsRatio: 0.5,
    maxP99Ratio: undefined,
    maxCpuRatio: undefined,
  },
]

const CONNECTIONS = [50, 500] as const

interface RunSummary {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  completed: number
  errors: number
  timeouts: number
  non2xx: number
  /** CPU the proxy under test used per completed request: steadier than req/s on a busy box. */
  cpuMsPerRequest: number
}

function runAutocannon(port: number, accept: string, connections: number, seconds: number) {
  return new Promise<AutocannonResult>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}/api/recipe`,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: RECIPE_REQUEST_BODY,
        connections,
        duration: seconds,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

function summarise(result: AutocannonResult, cpuMs: number): RunSummary {
  return {
    cpuMsPerRequest: round(cpuMs / Math.max(1, result['2xx']), 3),
    requestsPerSecond: round(result.requests.average, 1),
    p50Ms: round(result.latency.p50, 2),
    p99Ms: round(result.latency.p99, 2),
    completed: result['2xx'],
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}

/** One real request first: a fast wrong answer (an error page) must not pass as throughput. */
async function checkAnswer(port: number, target: Target): Promise<void> {
  const accept = target === 'ours, JSON' ? 'application/json' : 'text/event-stream'
  const response = await fetch(`http://127.0.0.1:${port}/api/recipe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: RECIPE_REQUEST_BODY,
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  const isRight =
    response.status === 200 &&
    (target === 'ours, JSON'
      ? (JSON.parse(text) as { recipe?: string }).recipe === RECIPE_TEXT
      : target === 'ours, SSE'
        ? sseDeltaText(text) === RECIPE_TEXT && text.includes('event: done')
        : text.includes('[DONE]'))
  if (!isRight)
    throw new Error(`${target} answered wrongly (${response.status}): ${text.slice(0, 200)}`)
}

/**
 * Requests per second and latency of our server (JSON and SSE) against a bare node:http proxy,
 * both in their own processes in front of the same upstream process. The runs are interleaved
 * (three of the bare proxy around two of each of ours) and averaged, so drift on a shared
 * machine hits every side alike.
 */
export async function benchThroughput({ quick }: RunContext): Promise<PartResult> {
  const startedAt = new Date()
  const seconds = quick ? 1 : 10
  const warmUpSeconds = quick ? 0.3 : 2
  const figures: Figure[] = []
  const runs: Record<string, unknown>[] = []

  for (const scenario of SCENARIOS) {
    const children: ServerChild[] = []
    try {
      const upstream = await startServerChild('bench/servers/upstream.ts', {
        chunks: RECIPE_CHUNKS,
        firstByteDelayMs: scenario.firstByteDelayMs,
        chunkDelayMs: 0,
      })
      children.push(upstream)
      // Each measured run gets a fresh proxy process, so one run's garbage (or leak) does not
      // slow the next: the runs compare per-request cost, and the soak measures accumulation.
      const startFreshProxy = (target: Target) =>
        target === 'bare proxy'
          ? startServerChild('bench/servers/bare-proxy.ts', { upstreamPort: upstream.port })
          : startServerChild('bench/servers/our-server.ts', {
              engine: 'llm',
              upstreamBaseUrl: `http://127.0.0.1:${upstream.port}/v1`,
            })
      // The smoke run keeps one process per target instead: starting one costs about a second.
      const kept = new Map<Target, ServerChild>()
      const startProxy = async (target: Target) => {
        if (!quick) return startFreshProxy(target)
        const existing = kept.get(target)
        if (existing) return existing
        const proxy = await startFreshProxy(target)
        kept.set(target, proxy)
        children.push(proxy)
        return proxy
      }
      const targets: { target: Target; accept: string }[] = [
        { target: 'bare proxy', accept: 'text/event-stream' },
        { target: 'ours, JSON', accept: 'application/json' },
        { target: 'ours, SSE', accept: 'text/event-stream' },
      ]

      for (const connections of CONNECTIONS) {
        const measure = async (target: (typeof targets)[number], repeat: number) => {
          const proxy = await startProxy(target.target)
          try {
            await checkAnswer(proxy.port, target.target)
            await runAutocannon(proxy.port, target.accept, connections, warmUpSeconds)
            const cpuBefore = readCpuMs(proxy.pid)
            const result = await runAutocannon(proxy.port, target.accept, connections, seconds)
            const summary = summarise(result, readCpuMs(proxy.pid) - cpuBefore)
            runs.push({
              scenario: scenario.key,
              connections,
              target: target.target,
              repeat,
              ...summary,
            })
            console.log(
              `  throughput ${scenario.key} c=${connections} ${target.target}: ${summary.requestsPerSecond} req/s, p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, CPU ${summary.cpuMsPerRequest} ms/req, errors ${summary.errors + summary.non2xx + summary.timeouts}`,
            )
            return summary
          } finally {
            if (!quick) await proxy.stop()
          }
        }
        // Interleaved, so drift on a shared machine hits every side alike: bare, ours, bare, ours,
        // bare. One run of each moved the CPU ratio by ±10% from run to run; the means of two
        // runs of ours against three of the bare proxy hold still. The smoke run measures once.
        const bare = [await measure(targets[0]!, 1)]
        const jsonRuns = [await measure(targets[1]!, 1)]
        const sseRuns = [await measure(targets[2]!, 1)]
        if (!quick) {
          bare.push(await measure(targets[0]!, 2))
          jsonRuns.push(await measure(targets[1]!, 2))
          sseRuns.push(await measure(targets[2]!, 2))
          bare.push(await measure(targets[0]!, 3))
        }
        const baseline = meanOf(bare)
        const json = meanOf(jsonRuns)
        const sse = meanOf(sseRuns)
        for (const [mode, summary] of [
          ['JSON', json],
          ['SSE', sse],
        ] as const) {
          const failures = summary.errors + summary.timeouts + summary.non2xx
          const requestsRatio = summary.requestsPerSecond / baseline.requestsPerSecond
          figures.push({
            name: `${mode}, ${connections} connections, ${scenario.label}: requests/s`,
            value: summary.requestsPerSecond,
            unit: 'req/s',
            baseline: { label: 'bare proxy', value: round(baseline.requestsPerSecond, 1) },
            ratio: round(requestsRatio, 3),
            goal: `≥ ${scenario.minRequestsRatio}× bare`,
            pass: requestsRatio >= scenario.minRequestsRatio && failures === 0,
            note: `p50 ${summary.p50Ms} ms` + (failures > 0 ? `; ${failures} failed requests` : ''),
          })
          // CPU per recipe is steadier than req/s on a shared machine: what each recipe costs us
          // beyond what piping it costs.
          const cpuRatio = summary.cpuMsPerRequest / baseline.cpuMsPerRequest
          // The goal is for a server not overloaded: at 500 connections the queueing costs CPU too.
          const maxCpuRatio = connections === CONNECTIONS[0] ? scenario.maxCpuRatio : undefined
          figures.push({
            name: `${mode}, ${connections} connections, ${scenario.label}: server CPU per recipe`,
            value: summary.cpuMsPerRequest,
            unit: 'ms',
            baseline: { label: 'bare proxy', value: round(baseline.cpuMsPerRequest, 3) },
            ratio: round(cpuRatio, 2),
            goal: maxCpuRatio === undefined ? '—' : `≤ ${maxCpuRatio}× bare`,
            pass:
              maxCpuRatio === undefined ? null : summary.completed > 0 && cpuRatio <= maxCpuRatio,
          })
          const p99Ratio = summary.p99Ms / baseline.p99Ms
          figures.push({
            name: `${mode}, ${connections} connections, ${scenario.label}: p99 latency`,
            value: summary.p99Ms,
            unit: 'ms',
            baseline: { label: 'bare proxy', value: round(baseline.p99Ms, 2) },
            ratio: round(p99Ratio, 3),
            goal: scenario.maxP99Ratio === undefined ? '—' : `≤ ${scenario.maxP99Ratio}× bare`,
            // No completed request means no latency at all, not a good one.
            pass:
              scenario.maxP99Ratio === undefined
                ? null
                : summary.completed > 0 && p99Ratio <= scenario.maxP99Ratio,
            ...(summary.completed === 0 ? { note: 'no request completed within the run' } : {}),
          })
        }
      }
    } finally {
      await Promise.all(children.map((child) => child.stop()))
    }
  }

  return {
    part: 'throughput',
    title: 'Throughput: our server vs a bare node:http proxy',
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    figures,
    notes: [
      '"Our server" here is the app (createApp) on a plain @hono/node-server listener, without ' +
        "the production start's admission control: this part measures what the app itself costs. " +
        'Its failed requests at 500 connections are what the overload part shows answered by the ' +
        'real `npm start` server (shed with a 503, and keep-alive connections taking turns).',
      `autocannon (in the runner process), ${seconds} s per run after a ${warmUpSeconds} s warm-up; ` +
        'the upstream, the bare proxy and our server each run in their own process, bundled ' +
        'by esbuild as `npm start` bundles the server (plain node, no TypeScript loader). ' +
        `The upstream answer is a ${RECIPE_CHUNKS.length}-chunk recipe streamed as SSE; ` +
        'the bare proxy pipes it through unchanged, our server parses it with ' +
        'eventsource-parser (chat-completions-stream.ts) and re-encodes it (SSE) or collects it (JSON).',
      'Baseline = the mean of three bare-proxy runs, interleaved with two runs of each of ours ' +
        '(bare, JSON, SSE, bare, JSON, SSE, bare); ours is the mean of its two. Every run ' +
        'starts a fresh proxy process (checked with one real request, then warmed up).',
    ],
    details: { runs, secondsPerRun: seconds, warmUpSeconds },
  }
}

/** The mean of several runs of one setup; counts are summed, so any failure still shows. */
function meanOf(runs: readonly RunSummary[]): RunSummary {
  const mean = (pick: (run: RunSummary) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / runs.length
  const sum = (pick: (run: RunSummary) => number) =>
    runs.reduce((total, run) => total + pick(run), 0)
  return {
    requestsPerSecond: round(
      mean((run) => run.requestsPerSecond),
      1,
    ),
    p50Ms: round(
      mean((run) => run.p50Ms),
      2,
    ),
    p99Ms: round(
      mean((run) => run.p99Ms),
      2,
    ),
    cpuMsPerRequest: round(
      mean((run) => run.cpuMsPerRequest),
      3,
    ),
    completed: sum((run) => run.completed),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    non2xx: sum((run) => run.non2xx),
  }
}

/** The recipe text an SSE answer of ours carries (deltas may be merged, so compare the text). */
function sseDeltaText(body: string): string {
  return body
    .split('\n\n')
    .filter((event) => event.startsWith('event: delta'))
    .map((event) => (JSON.parse(event.slice(event.indexOf('data: ') + 6)) as { text: string }).text)
    .join('')
}
