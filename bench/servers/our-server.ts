import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { writeHeapSnapshot } from 'node:v8'
import { createApp } from '../../src/server/app.ts'
import { createLlmEngine } from '../../src/server/engines/llm-engine.ts'
import { createLogger } from '../../src/server/logger.ts'
import { announceListening, exitWithParent, readOptions } from './child-lifecycle.ts'

export interface OurServerOptions {
  engine: 'llm' | 'offline'
  /** Required for the llm engine: the lean upstream's base URL (ends in /v1). */
  upstreamBaseUrl?: string
  /** Serve the built page too (render-cost). */
  staticRoot?: string
}

/** Memory as the server sees it, on request over IPC; `gc` first when run with --expose-gc. */
export interface MemoryReport {
  rssBytes: number
  heapUsedBytes: number
  externalBytes: number
}

// The app exactly as main.ts builds it, minus environment reads: silent logs (a log line per
// request would measure pino, not us) and no rate limit (every request comes from 127.0.0.1).
exitWithParent()
const options = readOptions((value) => value as OurServerOptions)
const engine =
  options.engine === 'llm'
    ? createLlmEngine({
        baseUrl: options.upstreamBaseUrl,
        apiKey: 'bench-key',
        model: 'bench-model',
        idleTimeoutMs: 30_000,
        timeoutMs: 120_000,
        // A retry would hide a failure the benchmark should count.
        maxRetries: 0,
        retryBaseMs: 500,
        retryMaxMs: 8_000,
      })
    : // Loaded only when asked for, so the llm benchmarks do not depend on the offline chef.
      (await import('../../src/server/engines/offline-engine.ts')).createOfflineEngine()
const app = createApp({
  engine,
  logger: createLogger('silent'),
  rateLimitPerMinute: 0,
  ...(options.staticRoot === undefined ? {} : { staticRoot: options.staticRoot }),
})
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  announceListening(info.port)
})
server.on('error', (error) => {
  console.error(error)
  process.exit(1)
})

process.on('message', (message) => {
  // For diagnosing a memory figure by hand: where the heap went.
  if (message === 'heap-snapshot') {
    process.send?.({ file: writeHeapSnapshot() })
    return
  }
  if (message !== 'memory' && message !== 'memory-after-gc') return
  if (message === 'memory-after-gc') globalThis.gc?.()
  const usage = process.memoryUsage()
  const report: MemoryReport = {
    rssBytes: usage.rss,
    heapUsedBytes: usage.heapUsed,
    externalBytes: usage.external,
  }
  process.send?.(report)
})
