import { Agent } from 'node:http'
import { startMeasuredServer, startServerChild, type ServerChild } from './child-process.ts'
import { RECIPE_CHUNKS, RECIPE_TEXT } from './recipe-fixtures.ts'
import { readRssBytes } from './proc-stats.ts'
import type { PartResult, RunContext } from './results.ts'
import type { MemoryReport } from './servers/our-server.ts'
import { streamRecipe } from './sse-client.ts'
import { MB, round, slope } from './stats.ts'

const CONCURRENCY = 50
const SAMPLE_EVERY_MS = 5_000
const HEAP_GROWTH_LIMIT_MB_PER_MIN = 1
const RSS_GROWTH_LIMIT_MB = 20

interface MemorySample {
  atSeconds: number
  rssMB: number
  heapMB: number
  completed: number
}

/**
 * Sustained streaming load: CONCURRENCY visitors asking for recipes back to back for the whole
 * duration, against our server and a lean upstream in their own processes. Zero errors, and
 * memory flat once warm: heap is sampled after a forced GC (the server runs with --expose-gc),
 * so the slope is retained memory, not garbage waiting for collection.
 */
export async function runSoak(durationSeconds: number): Promise<PartResult> {
  const startedAt = new Date()
  const warmUpSeconds = Math.max(5, Math.round(durationSeconds * 0.15))
  const children: ServerChild[] = []
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  try {
    const upstream = await startServerChild('bench/servers/upstream.ts', {
      chunks: RECIPE_CHUNKS,
      firstByteDelayMs: 20,
      chunkDelayMs: 10,
    })
    children.push(upstream)
    const ours = await startMeasuredServer(upstream.port)
    children.push(ours)
    const startRss = readRssBytes(ours.pid) ?? Number.NaN

    let completed = 0
    const failures: string[] = []
    const startedAtMs = performance.now()
    const endAtMs = startedAtMs + durationSeconds * 1000
    async function visitor(): Promise<void> {
      while (performance.now() < endAtMs) {
        const outcome = await streamRecipe(ours.port, { agent, timeoutMs: 30_000 })
        const isGood =
          outcome.status === 200 &&
          outcome.isDone &&
          outcome.errorEvent === undefined &&
          outcome.deltaText === RECIPE_TEXT
        if (isGood) completed += 1
        else
          failures.push(
            outcome.failure ??
              outcome.errorEvent ??
              `status ${outcome.status}, ${outcome.deltaText.length} of ${RECIPE_TEXT.length} characters`,
          )
      }
    }

    const samples: MemorySample[] = []
    const takeSample = async () => {
      const memory = await ours.ask<MemoryReport>('memory-after-gc', 10_000)
      samples.push({
        atSeconds: round((performance.now() - startedAtMs) / 1000, 1),
        rssMB: round((readRssBytes(ours.pid) ?? memory.rssBytes) / MB, 1),
        heapMB: round(memory.heapUsedBytes / MB, 2),
        completed,
      })
    }
    const sampler = (async () => {
      while (performance.now() < endAtMs) {
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS))
        if (performance.now() < endAtMs) await takeSample()
      }
    })()
    await Promise.all([...Array.from({ length: CONCURRENCY }, visitor), sampler])
    await takeSample()

    const warm = samples.filter((sample) => sample.atSeconds >= warmUpSeconds)
    const afterWarmUp = warm[0] ?? samples[0]!
    const end = samples.at(-1)!
    const heapSlopePerMinute =
      slope(warm.map((sample) => ({ x: sample.atSeconds / 60, y: sample.heapMB }))) || 0
    const rssGrowth = end.rssMB - afterWarmUp.rssMB
    const elapsedSeconds = (performance.now() - startedAtMs) / 1000
    return {
      part: 'soak',
      title: `Soak: ${CONCURRENCY} concurrent streams for ${durationSeconds} s`,
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      figures: [
        {
          name: 'failed requests',
          value: failures.length,
          unit: 'requests',
          goal: '0',
          pass: failures.length === 0,
          note:
            `${completed} recipes streamed (${round(completed / elapsedSeconds, 1)}/s)` +
            (failures.length > 0 ? `; first failures: ${failures.slice(0, 3).join('; ')}` : ''),
        },
        {
          name: 'heap growth after warm-up (after forced GC, least-squares slope)',
          value: round(heapSlopePerMinute, 3),
          unit: 'MB/min',
          goal: `< ${HEAP_GROWTH_LIMIT_MB_PER_MIN} MB/min`,
          pass: heapSlopePerMinute < HEAP_GROWTH_LIMIT_MB_PER_MIN,
          note: `heap ${afterWarmUp.heapMB} MB after warm-up → ${end.heapMB} MB at the end`,
        },
        {
          name: 'server RSS: start / after warm-up / end',
          value: end.rssMB,
          unit: 'MB',
          baseline: { label: 'after warm-up', value: afterWarmUp.rssMB },
          ratio: round(end.rssMB / afterWarmUp.rssMB, 3),
          goal: `end ≤ after warm-up + ${RSS_GROWTH_LIMIT_MB} MB`,
          // RSS settles over a minute or so (heap growth, allocator arenas): a shorter run only
          // reports it.
          pass: durationSeconds < 60 ? null : rssGrowth <= RSS_GROWTH_LIMIT_MB,
          note: `start ${round(startRss / MB, 1)} MB, after warm-up (${warmUpSeconds} s) ${afterWarmUp.rssMB} MB, end ${end.rssMB} MB`,
        },
      ],
      notes: [
        `${CONCURRENCY} keep-alive visitors stream ${RECIPE_CHUNKS.length}-chunk recipes back to ` +
          'back (upstream: 20 ms to first chunk, then 10 ms between chunks). Memory is sampled ' +
          `every ${SAMPLE_EVERY_MS / 1000} s: RSS from /proc, heap over IPC after global.gc().`,
      ],
      details: {
        durationSeconds,
        warmUpSeconds,
        completed,
        failures: failures.slice(0, 20),
        samples,
      },
    }
  } finally {
    agent.destroy()
    await Promise.all(children.map((child) => child.stop()))
  }
}

/** As a part of run-benchmarks: shorter than the standalone default. */
export function benchSoak({ quick }: RunContext): Promise<PartResult> {
  return runSoak(quick ? 10 : 120)
}

// Standalone: `npx tsx bench/soak.ts [--quick] [--seconds=N]` (default 180 s, --quick 30 s).
if (import.meta.url === `file://${process.argv[1]}`) {
  const secondsArgument = process.argv.find((argument) => argument.startsWith('--seconds='))
  const seconds = secondsArgument
    ? Math.min(3600, Math.max(5, Number(secondsArgument.slice('--seconds='.length))))
    : process.argv.includes('--quick')
      ? 30
      : 180
  const result = await runSoak(seconds)
  for (const figure of result.figures) {
    console.log(
      `${figure.pass === false ? 'MISS' : 'ok  '} ${figure.name}: ${figure.value} ${figure.unit} — ${figure.note ?? ''}`,
    )
  }
  process.exitCode = result.figures.some((figure) => figure.pass === false) ? 1 : 0
}
