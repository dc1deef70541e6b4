import { Redis } from 'ioredis'
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { Logger } from '../logger.ts'
import { createOutageFallback } from './outage-fallback.ts'
import { createOutageLog } from './outage-log.ts'
import type { LimitStore } from './point-limiter.ts'

/**
 * Longest a limit check waits for Redis before this process counts on its own. A recipe request
 * makes two checks (visitor, budget), so a stalled Redis costs a visitor at most about a second.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500

/** While Redis answers connections but not commands, how often to ask whether it is back. */
const PROBE_INTERVAL_MS = 1_000

const KEY_PREFIX = 'chef-claude'

/** `host:port` of a Redis URL: what the logs may say about it (never the password in it). */
export function redisAddressForLogs(url: string): string {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || '6379'}`
}

/**
 * Counters in Redis, shared by every instance pointing at it. Redis being down or slow costs no
 * visitor anything: every command is bounded (`commandTimeout`, no offline queue, no retries),
 * rate-limiter-flexible skips Redis at once while the connection is not ready
 * (`rejectIfRedisNotReady`), and each counter then falls back to this process's own count
 * (`outage-fallback.ts`), which starts from what Redis last said was left. ioredis reconnects by
 * itself; the logs get one line each way.
 */
export function createRedisStore(url: string, logger: Logger): LimitStore {
  const address = redisAddressForLogs(url)
  const rawPassword = new URL(url).password
  // Config has checked it decodes; both forms are scrubbed, whichever a message might carry.
  const secrets = rawPassword === '' ? [] : [rawPassword, decodeURIComponent(rawPassword)]
  // A reason comes from ioredis or the server; make sure a future one cannot carry the password.
  const scrub = (text: string) =>
    secrets.reduce((scrubbed, secret) => scrubbed.replaceAll(secret, '[redacted]'), text)

  let isClosing = false
  let probe: NodeJS.Timeout | undefined
  const outage = createOutageLog(
    logger,
    { redis: address },
    {
      firstUp: 'limits are shared through Redis',
      down: "Redis unavailable: limits fall back to each process's memory",
      up: 'Redis is back: limits are shared again',
    },
    (isUp) => {
      if (isUp) {
        clearInterval(probe)
        probe = undefined
      } else {
        probe ??= setInterval(probeRedis, PROBE_INTERVAL_MS).unref()
      }
    },
  )

  const client = new Redis(url, {
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying for ever, at most a second apart, so the limits are shared again soon after.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  })
  // Without an 'error' listener ioredis prints every failed reconnect to the console.
  client.on('error', (error: Error) => {
    if (!isClosing) outage.down(scrub(error.message))
  })
  client.on('close', () => {
    if (!isClosing) outage.down('connection closed')
  })
  client.on('ready', () => {
    if (!isClosing) outage.up()
  })

  // A Redis that keeps the connection but stops answering (overloaded, paused) never reconnects,
  // so no 'ready' would say it is back: ask it now and then while the limits are in memory.
  function probeRedis() {
    if (isClosing || client.status !== 'ready') return
    client.ping().then(
      () => {
        if (!isClosing) outage.up()
      },
      () => {},
    )
  }

  return {
    limiter(spec) {
      const fallback = createOutageFallback(spec)
      const shared = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${KEY_PREFIX}:${spec.name}`,
        points: spec.points,
        duration: spec.durationSeconds,
        rejectIfRedisNotReady: true,
      })
      return {
        async consume(key) {
          // Known down (a frozen Redis keeps its connection "ready"): count in memory straight
          // away rather than wait out the timeout on every check; 'ready' or the probe says when
          // it is back.
          if (outage.isDown()) return await fallback.consume(key)
          try {
            const answer = await shared.consume(key)
            fallback.seen(key, answer)
            return answer
          } catch (rejection) {
            if (rejection instanceof RateLimiterRes) {
              fallback.seen(key, rejection)
              throw rejection
            }
            // Before the first connection a check may beat the handshake; only errors say
            // "down". A failed check on a live connection (commands timing out) is how a slow
            // Redis shows in the health.
            if (outage.isUp() || outage.isDown()) {
              outage.down('a limit check failed or timed out')
            }
            return await fallback.consume(key)
          }
        },
      }
    },
    name: () => (outage.isUp() ? 'redis' : 'memory (redis unavailable)'),
    ready: (waitMs) =>
      new Promise<void>((resolve) => {
        if (client.status === 'ready' || outage.isDown()) return resolve()
        const done = () => {
          clearTimeout(timer)
          client.off('ready', done).off('error', done)
          resolve()
        }
        const timer = setTimeout(done, waitMs)
        client.once('ready', done).once('error', done)
      }),
    close: async () => {
      isClosing = true
      clearInterval(probe)
      client.disconnect()
    },
  }
}
