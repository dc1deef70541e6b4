import { RateLimiterCluster, RateLimiterClusterMaster, RateLimiterRes } from 'rate-limiter-flexible'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { createOutageFallback } from './outage-fallback.ts'
import { createOutageLog } from './outage-log.ts'
import type { LimitStore } from './point-limiter.ts'

/** Longest a worker waits for the primary's count before counting on its own. */
export const CLUSTER_TIMEOUT_MS = 500

/** While the primary does not answer, how often one check tries it again. */
const RETRY_PRIMARY_MS = 1_000

/**
 * Call once in the node:cluster primary, before forking: it keeps the counters every worker
 * shares (over IPC) when there is no Redis. With REDIS_URL set the workers count in Redis and
 * this does nothing. rate-limiter-flexible makes the primary's store a singleton, so a second
 * call is harmless.
 */
export function startClusterLimitsPrimary(config: Pick<Config, 'redisUrl'>): void {
  if (config.redisUrl !== undefined) return
  new RateLimiterClusterMaster()
}

/**
 * Counters kept by the cluster primary, shared by its workers. RateLimiterCluster has no
 * insurance limiter of its own, so a primary that does not answer in time (a stuck event loop)
 * is covered here the same way: this worker counts on its own (`outage-fallback.ts`) and logs it
 * once.
 */
export function createClusterStore(logger: Logger): LimitStore {
  const outage = createOutageLog(
    logger,
    { pid: process.pid },
    {
      down: "the cluster primary did not count in time: limits fall back to this worker's memory",
      up: 'the cluster primary counts the limits again',
    },
  )
  let lastTriedAt = -Infinity
  return {
    limiter(spec) {
      const shared = new RateLimiterCluster({
        keyPrefix: `chef-claude:${spec.name}`,
        points: spec.points,
        duration: spec.durationSeconds,
        timeoutMs: CLUSTER_TIMEOUT_MS,
      })
      const fallback = createOutageFallback(spec)
      return {
        async consume(key) {
          // While the primary is silent, only one check a second waits for it; the rest count
          // here at once.
          if (outage.isDown() && Date.now() - lastTriedAt < RETRY_PRIMARY_MS) {
            return await fallback.consume(key)
          }
          lastTriedAt = Date.now()
          try {
            const result = await shared.consume(key)
            outage.up()
            fallback.seen(key, result)
            return result
          } catch (rejection) {
            if (rejection instanceof RateLimiterRes) {
              outage.up()
              fallback.seen(key, rejection)
              throw rejection
            }
            outage.down(rejection instanceof Error ? rejection.message : String(rejection))
            return await fallback.consume(key)
          }
        },
      }
    },
    // The health's three words: the workers share one count in memory, so "memory" it is.
    name: () => 'memory',
    ready: async () => {},
    close: async () => {},
  }
}
