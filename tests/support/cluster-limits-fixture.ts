import cluster, { type Worker } from 'node:cluster'
import { ApiError } from '../../src/server/api-error.ts'
import { createLimits, type Limits } from '../../src/server/limits/create-limits.ts'
import { startClusterLimitsPrimary } from '../../src/server/limits/cluster-store.ts'
import { createMemoryLogger } from './memory-logger.ts'

/**
 * Run with `node --import tsx`: a node:cluster primary with two workers, each building its limits
 * as main.ts does (no REDIS_URL), taking turns to count. Prints one JSON line with what each
 * worker was told, then exits. `--no-primary-store` leaves the primary's store out, so the
 * workers' counts go unanswered and each must fall back to its own memory.
 */
const CHANNEL = 'cluster-limits-fixture'
const STORE_DOWN =
  "the cluster primary did not count in time: limits fall back to this worker's memory"

interface Turn {
  channel: typeof CHANNEL
  visitorRequests: number
  upstreamRequests: number
}

interface TurnResult {
  channel: typeof CHANNEL
  visitor: string[]
  upstream: string[]
  store: string
  storeDownLines: number
}

if (cluster.isPrimary) {
  if (!process.argv.includes('--no-primary-store'))
    startClusterLimitsPrimary({ redisUrl: undefined })
  const workers = [cluster.fork(), cluster.fork()]
  const ready = workers.map((worker) => nextMessage<{ ready: true }>(worker))
  await Promise.all(ready)
  const results: TurnResult[] = []
  // One worker after the other, so the expected counts do not depend on scheduling.
  results.push(await takeTurn(workers[0]!, 2, 1))
  results.push(await takeTurn(workers[1]!, 2, 2))
  console.log(JSON.stringify(results))
  for (const worker of workers) worker.kill()
  process.exit(0)
} else {
  const log = createMemoryLogger()
  const limits = createLimits(
    {
      rateLimitPerMinute: 3,
      dailyUpstreamLimit: 2,
      dailyUpstreamInstances: 2,
      maxConcurrentRecipes: 0,
      redisUrl: undefined,
      webConcurrency: 2,
    },
    log.logger,
  )
  process.on('message', (message: Turn) => {
    if (message.channel !== CHANNEL) return
    void (async () => {
      const result: TurnResult = {
        channel: CHANNEL,
        visitor: await outcomes(message.visitorRequests, () => limits.visitorRate('visitor')),
        upstream: await outcomes(message.upstreamRequests, requireBudget(limits)),
        store: limits.storeName(),
        storeDownLines: log.count(STORE_DOWN),
      }
      process.send?.(result)
    })()
  })
  process.send?.({ channel: CHANNEL, ready: true })
}

function takeTurn(worker: Worker, visitorRequests: number, upstreamRequests: number) {
  const answer = nextMessage<TurnResult>(worker)
  const turn: Turn = { channel: CHANNEL, visitorRequests, upstreamRequests }
  worker.send(turn)
  return answer
}

/** The worker's next message on this fixture's channel (rate-limiter-flexible shares the IPC). */
function nextMessage<T>(worker: Worker): Promise<T & { channel: typeof CHANNEL }> {
  return new Promise((resolve) => {
    const listen = (message: T & { channel?: string }) => {
      if (message.channel !== CHANNEL) return
      worker.off('message', listen)
      resolve(message as T & { channel: typeof CHANNEL })
    }
    worker.on('message', listen)
  })
}

function requireBudget(limits: Limits): () => Promise<void> {
  const budget = limits.dailyUpstream
  if (!budget) throw new Error('expected a daily budget')
  return budget
}

async function outcomes(count: number, check: () => Promise<void>): Promise<string[]> {
  const answers: string[] = []
  for (let index = 0; index < count; index += 1) {
    try {
      await check()
      answers.push('ok')
    } catch (error) {
      answers.push(error instanceof ApiError ? error.code : String(error))
    }
  }
  return answers
}
