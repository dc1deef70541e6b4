import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'
import type { Logger } from '../logger.ts'
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
 * (`rejectIfRedisNotReady`), and each counter then falls back to this process's memory through
 * its `insuranceLimiter`. ioredis reconnects by itself; the logs get one line each way.
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
    limiter({ name, points, durationSeconds, fallbackPoints }) {
      const fallback = new FallbackMemoryLimiter(
        { points: fallbackPoints, duration: durationSeconds },
        () => {
          // Before the first connection a check may beat the handshake; only errors say "down".
          if (!outage.isUp() && !outage.isDown()) return
          outage.down('a limit check failed or timed out')
        },
      )
      const shared = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${KEY_PREFIX}:${name}`,
        points,
        duration: durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: fallback,
      })
      // Known down (a frozen Redis keeps its connection "ready"): count in memory straight away
      // rather than wait out the timeout on every check; 'ready' or the probe says when it is back.
      return { consume: (key) => (outage.isDown() ? fallback : shared).consume(key) }
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

/**
 * The insurance limiter, which rate-limiter-flexible calls only when Redis failed: so its being
 * called is how a slow Redis (commands timing out on a live connection) shows in the health.
 */
class FallbackMemoryLimiter extends RateLimiterMemory {
  readonly #onUse: () => void

  constructor(options: ConstructorParameters<typeof RateLimiterMemory>[0], onUse: () => void) {
    super(options)
    this.#onUse = onUse
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.#onUse()
    return super.consume(...args)
  }
}
