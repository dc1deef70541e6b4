import { startServerChild, type ServerChild } from './child-process.ts'
import { startLeanUpstream } from './lean-upstream.ts'
import type { Figure, PartResult, RunContext } from './results.ts'
import { streamRecipe } from './sse-client.ts'
import { median, percentile, round } from './stats.ts'

const CHUNK_GAP_MS = 100

/**
 * Time to first chunk at the client minus time to first chunk at the upstream. The upstream and
 * the client share this process, so both stamps come from one performance.now() clock; the
 * proxy under test runs in its own process between them. Requests run one at a time so the
 * figure is the proxy's own latency, not queueing.
 */
async function firstChunkOverheads(
  proxyPort: number,
  upstreamFirstChunkAt: () => number,
  count: number,
): Promise<number[]> {
  const overheads: number[] = []
  for (let index = 0; index < count; index += 1) {
    const outcome = await streamRecipe(proxyPort, { timeoutMs: 10_000 })
    const clientFirst = outcome.deltaReadTimes[0]
    if (outcome.status !== 200 || clientFirst === undefined || !outcome.isDone) {
      throw new Error(`stream failed: ${outcome.status} ${outcome.failure ?? ''}`)
    }
    overheads.push(clientFirst - upstreamFirstChunkAt())
  }
  return overheads
}

export async function benchStreamingOverhead({ quick }: RunContext): Promise<PartResult> {
  const startedAt = new Date()
  const requests = quick ? 6 : 40
  let lastFirstChunkAt = Number.NaN
  // A short answer for the first-chunk figure: 3 chunks 100 ms apart, after a 20 ms "think".
  const shortUpstream = await startLeanUpstream(
    {
      chunks: ['## Lemon rice\n', '- rice\n', '- lemon\n'],
      firstByteDelayMs: 20,
      chunkDelayMs: CHUNK_GAP_MS,
    },
    { onFirstChunk: (atMs) => (lastFirstChunkAt = atMs) },
  )
  // A longer one for the pacing figure: 20 chunks 100 ms apart, opening with a title as a
  // recipe does (the server holds back an unmarked start while it may be a model's reasoning).
  const pacedUpstream = await startLeanUpstream({
    chunks: ['## Lemon rice\n\n', ...Array.from({ length: 19 }, (_, index) => `word${index} `)],
    chunkDelayMs: CHUNK_GAP_MS,
  })
  const children: ServerChild[] = []
  try {
    const ours = await startServerChild('bench/servers/our-server.ts', {
      engine: 'llm',
      upstreamBaseUrl: shortUpstream.baseUrl,
    })
    children.push(ours)
    const bare = await startServerChild('bench/servers/bare-proxy.ts', {
      upstreamPort: shortUpstream.port,
    })
    children.push(bare)
    const oursPaced = await startServerChild('bench/servers/our-server.ts', {
      engine: 'llm',
      upstreamBaseUrl: pacedUpstream.baseUrl,
    })
    children.push(oursPaced)

    // Warm both paths (JIT, connection pools) before timing.
    await firstChunkOverheads(ours.port, () => lastFirstChunkAt, 3)
    await firstChunkOverheads(bare.port, () => lastFirstChunkAt, 3)
    const ourOverheads = await firstChunkOverheads(ours.port, () => lastFirstChunkAt, requests)
    const bareOverheads = await firstChunkOverheads(bare.port, () => lastFirstChunkAt, requests)

    const gaps: number[] = []
    for (let index = 0; index < (quick ? 1 : 3); index += 1) {
      const outcome = await streamRecipe(oursPaced.port, { timeoutMs: 20_000 })
      if (!outcome.isDone) throw new Error(`paced stream failed: ${outcome.failure ?? ''}`)
      const times = outcome.deltaReadTimes
      for (let read = 1; read < times.length; read += 1) gaps.push(times[read]! - times[read - 1]!)
    }
    const bunched = gaps.filter((gap) => gap < CHUNK_GAP_MS / 2).length
    const ourMedian = median(ourOverheads)
    const bareMedian = median(bareOverheads)
    const figures: Figure[] = [
      {
        name: 'first-chunk overhead, median',
        value: round(ourMedian, 2),
        unit: 'ms',
        baseline: { label: 'bare proxy', value: round(bareMedian, 2) },
        ratio: round(ourMedian / bareMedian, 2),
        goal: '< 5 ms',
        pass: ourMedian < 5,
      },
      {
        name: 'first-chunk overhead, p90',
        value: round(percentile(ourOverheads, 0.9), 2),
        unit: 'ms',
        baseline: { label: 'bare proxy', value: round(percentile(bareOverheads, 0.9), 2) },
        goal: '—',
        pass: null,
      },
      {
        name: `client gap between chunks sent ${CHUNK_GAP_MS} ms apart, median`,
        value: round(median(gaps), 1),
        unit: 'ms',
        goal: `≈ ${CHUNK_GAP_MS} ms (±20%)`,
        pass: Math.abs(median(gaps) - CHUNK_GAP_MS) <= CHUNK_GAP_MS * 0.2,
        note: `min ${round(Math.min(...gaps), 1)} ms, max ${round(Math.max(...gaps), 1)} ms over ${gaps.length} gaps`,
      },
      {
        name: `gaps under ${CHUNK_GAP_MS / 2} ms (chunks bunched together)`,
        value: bunched,
        unit: 'gaps',
        goal: '0',
        pass: bunched === 0,
      },
    ]
    return {
      part: 'streaming',
      title: 'Streaming overhead and pacing',
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      figures,
      notes: [
        `${requests} sequential SSE requests per proxy; the upstream (in the runner process) ` +
          'stamps its first write and the client stamps the first read carrying a delta, both ' +
          'with performance.now() of the same process. The overhead includes two loopback hops ' +
          'and the proxy process; the bare proxy shows what the hops alone cost.',
        `Pacing: the upstream sends 20 chunks ${CHUNK_GAP_MS} ms apart; every client read ` +
          'carrying a delta is stamped.',
      ],
      details: {
        oursMs: ourOverheads.map((value) => round(value, 3)),
        bareMs: bareOverheads.map((value) => round(value, 3)),
        gapsMs: gaps.map((value) => round(value, 2)),
      },
    }
  } finally {
    await Promise.all(children.map((child) => child.stop()))
    await shortUpstream.close()
    await pacedUpstream.close()
  }
}
