import autocannon from 'autocannon'
import { startRedisServer, type RedisServer } from '../tests/support/redis-server.ts'
import { llmBenchEnv, startRealApp, type RunningApp } from './app-process.ts'
import { startServerChild } from './child-process.ts'
import { RECIPE_CHUNKS, RECIPE_REQUEST_BODY } from './recipe-fixtures.ts'
import type { Figure, PartResult, RunContext } from './results.ts'
import { round } from './stats.ts'

interface Setup {
  key: string
  label: string
  env: (redisUrl: string) => Record<string, string>
}

// Limits stay on (one visitor, so every request is checked against the same counter) but high
// enough never to refuse: what is measured is what counting costs, not refusals.
const LIMITS_ON = { RATE_LIMIT_PER_MINUTE: '100000000', DAILY_UPSTREAM_LIMIT: '100000000' }

const SETUPS: readonly Setup[] = [
  { key: '1-memory', label: '1 process, limits in memory', env: () => ({ WEB_CONCURRENCY: '1' }) },
  {
    key: '2-cluster',
    label: '2 workers, limits shared through the primary (cluster store)',
    env: () => ({ WEB_CONCURRENCY: '2' }),
  },
  {
    key: '1-redis',
    label: '1 process, limits in Redis',
    env: (redisUrl) => ({ WEB_CONCURRENCY: '1', REDIS_URL: redisUrl }),
  },
  {
    key: '2-redis',
    label: '2 workers, limits in Redis',
    env: (redisUrl) => ({ WEB_CONCURRENCY: '2', REDIS_URL: redisUrl }),
  },
]

const CONNECTIONS = 100

interface Run {
  requestsPerSecond: number
  p99Ms: number
  non2xx: number
  errors: number
}

function load(url: string, seconds: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}api/recipe`,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: RECIPE_REQUEST_BODY,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              requestsPerSecond: round(result.requests.average, 1),
              p99Ms: round(result.latency.p99, 1),
              non2xx: result.non2xx,
              errors: result.errors + result.timeouts,
            }),
    )
  })
}

/**
 * Scale-out on one machine: requests/s and p99 of the real server with one process or two
 * workers, its limits counted in memory, by the cluster primary, or in a real redis-server, all
 * against the single in-memory process measured in the same run.
 */
export async function benchScaleOut({ quick }: RunContext): Promise<PartResult> {
  const startedAt = new Date()
  const seconds = quick ? 3 : 10
  const rounds = quick ? 1 : 2
  const upstream = await startServerChild('bench/servers/upstream.ts', {
    chunks: RECIPE_CHUNKS,
    firstByteDelayMs: 0,
    chunkDelayMs: 0,
  })
  let redis: RedisServer | undefined
  const runs: Record<string, Run[]> = {}
  try {
    redis = await startRedisServer()
    for (let round_ = 0; round_ < rounds; round_ += 1) {
      // Alternated, so drift on a shared machine hits every setup alike.
      for (const setup of SETUPS) {
        let app: RunningApp | undefined
        try {
          app = await startRealApp(60_000, {
            ...llmBenchEnv(upstream.port),
            // The overload guard would shed part of a saturating run; here we measure capacity.
            MAX_EVENT_LOOP_LAG_MS: '0',
            ...LIMITS_ON,
            ...setup.env(redis.url),
          })
          await load(app.url, 1) // warm-up: JIT, pooled upstream sockets, Redis connection
          const run = await load(app.url, seconds)
          ;(runs[setup.key] ??= []).push(run)
          console.log(
            `  scale-out ${setup.key}: ${run.requestsPerSecond} req/s, p99 ${run.p99Ms} ms`,
          )
        } finally {
          await app?.stop()
        }
      }
    }
  } finally {
    await redis?.close()
    await upstream.stop()
  }

  const mean = (key: string, pick: (run: Run) => number) => {
    const list = runs[key] ?? []
    return list.length === 0
      ? Number.NaN
      : list.reduce((sum, run) => sum + pick(run), 0) / list.length
  }
  const base = {
    rps: mean('1-memory', (run) => run.requestsPerSecond),
    p99: mean('1-memory', (run) => run.p99Ms),
  }
  const figures: Figure[] = []
  for (const setup of SETUPS) {
    const rps = round(
      mean(setup.key, (run) => run.requestsPerSecond),
      1,
    )
    const p99 = round(
      mean(setup.key, (run) => run.p99Ms),
      1,
    )
    const failures = (runs[setup.key] ?? []).reduce((sum, run) => sum + run.non2xx + run.errors, 0)
    const isBase = setup.key === '1-memory'
    figures.push({
      name: `${setup.label}: requests/s`,
      value: rps,
      unit: 'req/s',
      ...(isBase ? {} : { baseline: { label: '1 process, memory', value: round(base.rps, 1) } }),
      ...(isBase ? {} : { ratio: round(rps / base.rps, 3) }),
      goal: setup.key === '1-redis' ? '≥ 0.9× (Redis costs little)' : '—',
      pass: setup.key === '1-redis' ? rps / base.rps >= 0.9 : null,
      note: `${failures} non-200 or failed`,
    })
    figures.push({
      name: `${setup.label}: p99 latency`,
      value: p99,
      unit: 'ms',
      ...(isBase ? {} : { baseline: { label: '1 process, memory', value: round(base.p99, 1) } }),
      ...(isBase ? {} : { ratio: round(p99 / base.p99, 3) }),
      goal: '—',
      pass: null,
    })
  }
  return {
    part: 'scale-out',
    title: 'Scale-out: one process or two workers, limits in memory or Redis',
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    figures,
    notes: [
      `autocannon (in the runner process), ${CONNECTIONS} keep-alive connections, JSON answers, ` +
        `${seconds} s after a 1 s warm-up, ${rounds} round(s) alternating the four setups; the ` +
        'upstream answers at once, so the server is CPU-bound. Each setup is a fresh `npm start` ' +
        'process (scripts/start.mjs) with the per-visitor limit and the daily budget on but never reached.',
      'The machine has 2 cores, shared by the load generator, the upstream, Redis and the server: ' +
        'two workers cannot double the rate here, they show what a second core buys when the ' +
        'load generator takes part of it. On a machine with more cores than workers the gain is larger.',
    ],
    details: { runs },
  }
}
