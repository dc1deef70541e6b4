import { Agent } from 'node:http'
import { startMeasuredServer, startServerChild, type ServerChild } from './child-process.ts'
import { openFileLimit, readRssBytes, sampleRss } from './proc-stats.ts'
import type { PartResult, RunContext } from './results.ts'
import { streamRecipe, type StreamOutcome } from './sse-client.ts'
import { MB, percentile, round } from './stats.ts'
import type { MemoryReport } from './servers/our-server.ts'

const CHUNK_GAP_MS = 500
const RSS_LIMIT_MB = 300

/**
 * Many long, slow streams at once, as when a slow model serves many visitors: every stream must
 * finish, and the server's memory must stay bounded. Connections open in small batches because
 * a thousand SYNs at once overflow the listen backlog and measure the kernel's retry timer.
 */
export async function benchSlowStreams({ quick }: RunContext): Promise<PartResult> {
  const startedAt = new Date()
  const wanted = quick ? 200 : 1000
  const streamSeconds = quick ? 3 : 20
  // Each stream holds a file descriptor in the runner, two in the server (visitor + upstream)
  // and one in the upstream; the runner and the server share the same soft limit. Stay under it.
  const fileLimit = openFileLimit()
  const streams = Math.min(wanted, Math.floor((fileLimit - 200) / 2))
  const children: ServerChild[] = []
  const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })
  try {
    const upstream = await startServerChild('bench/servers/upstream.ts', {
      chunks: Array.from(
        { length: (streamSeconds * 1000) / CHUNK_GAP_MS },
        (_, index) => `Step ${index + 1}: stir gently. `,
      ),
      chunkDelayMs: CHUNK_GAP_MS,
    })
    children.push(upstream)
    const ours = await startMeasuredServer(upstream.port)
    children.push(ours)
    // One stream first to load and JIT the path; its first chunks are enough, so the rest start
    // while it runs. Then the idle figure the per-stream cost is measured from.
    const warmUp = streamRecipe(ours.port, { timeoutMs: streamSeconds * 1000 + 30_000 })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const idleLive = await ours.ask<MemoryReport>('memory-after-gc', 10_000)
    const idleRss = readRssBytes(ours.pid) ?? Number.NaN
    const rss = sampleRss(ours.pid, 200)

    const launchStartedAt = performance.now()
    const pending: Promise<StreamOutcome>[] = []
    for (let index = 0; index < streams; index += 1) {
      pending.push(streamRecipe(ours.port, { agent, timeoutMs: streamSeconds * 1000 + 30_000 }))
      if (index % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const launchMs = performance.now() - launchStartedAt
    // Late in the streams, how much of the RSS is live: a full GC, then heap and buffers.
    await new Promise((resolve) => setTimeout(resolve, streamSeconds * 750 - launchMs))
    const peakBeforeGc = rss.peakBytes()
    const live = await ours.ask<MemoryReport>('memory-after-gc', 10_000).catch(() => undefined)
    const outcomes = await Promise.all(pending)
    const wallMs = performance.now() - launchStartedAt
    await warmUp
    rss.stop()
    const durations = outcomes.map((outcome) => (outcome.endedAt - outcome.sentAt) / 1000)

    const completed = outcomes.filter(
      (outcome) => outcome.status === 200 && outcome.isDone && outcome.errorEvent === undefined,
    ).length
    const failures = outcomes.filter((outcome) => !outcome.isDone).slice(0, 5)
    // The goal figure is the peak before our forced GC, which could only have lowered it.
    const peakRss = Math.max(peakBeforeGc, rss.peakBytes())
    const perStreamKB = (peakRss - idleRss) / streams / 1024
    return {
      part: 'slow-streams',
      title: `${streams} concurrent slow streams`,
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      figures: [
        {
          name: 'streams completed',
          value: completed,
          unit: `of ${streams}`,
          goal: 'all',
          pass: completed === streams,
          note:
            failures.length > 0
              ? `first failures: ${failures.map((outcome) => outcome.failure ?? outcome.status).join('; ')}`
              : `all ended with a done event; each took ${round(percentile(durations, 0.5), 1)} s ` +
                `median, ${round(Math.max(...durations), 1)} s max, for ${streamSeconds} s of upstream ` +
                `chunks (wall ${round(wallMs / 1000, 1)} s)`,
        },
        {
          name: 'server peak RSS',
          value: round(peakRss / MB, 1),
          unit: 'MB',
          baseline: { label: 'idle after warm-up', value: round(idleRss / MB, 1) },
          goal: `< ${RSS_LIMIT_MB} MB`,
          pass: peakRss / MB < RSS_LIMIT_MB,
        },
        {
          name: 'RSS per stream ((peak − idle) ÷ streams)',
          value: round(perStreamKB, 1),
          unit: 'KB',
          goal: '—',
          pass: null,
        },
        {
          name: 'live memory per stream (heap + external after a full GC, late in the run, minus idle)',
          value:
            live === undefined
              ? null
              : round((liveBytes(live) - liveBytes(idleLive)) / streams / 1024, 1),
          unit: 'KB',
          goal: '—',
          pass: null,
          note:
            live === undefined
              ? 'the server did not answer the memory probe'
              : `heap ${round(live.heapUsedBytes / MB, 1)} MB (idle ${round(idleLive.heapUsedBytes / MB, 1)}), ` +
                `external ${round(live.externalBytes / MB, 1)} MB, RSS after GC ${round(live.rssBytes / MB, 1)} MB`,
        },
      ],
      notes: [
        `The upstream sends one chunk every ${CHUNK_GAP_MS} ms for ${streamSeconds} s; ` +
          `${streams} SSE visitors connect in batches of 50 (all open within ${round(launchMs)} ms).`,
        `Open-file limit (ulimit -n) is ${fileLimit}; nothing is raised. Streams are capped at ` +
          `(limit − 200) ÷ 2 = ${Math.floor((fileLimit - 200) / 2)}` +
          (streams < wanted
            ? `, so ${streams} instead of ${wanted}.`
            : `, above the ${wanted} wanted.`),
        'RSS is read from /proc/<pid>/status (VmRSS) every 200 ms, so the server does no work to report it.',
      ],
      details: {
        streams,
        wanted,
        fileLimit,
        idleRssMB: round(idleRss / MB, 1),
        rssSamplesMB: rss.samples
          .filter((_, index) => index % 5 === 0)
          .map((sample) => [round(sample.atMs / 1000, 1), round(sample.rssBytes / MB, 1)]),
      },
    }
  } finally {
    agent.destroy()
    await Promise.all(children.map((child) => child.stop()))
  }
}

function liveBytes(report: MemoryReport): number {
  return report.heapUsedBytes + report.externalBytes
}
