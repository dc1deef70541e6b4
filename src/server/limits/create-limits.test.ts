import { createServer, type AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { createMemoryLogger } from '../../../tests/support/memory-logger.ts'
import { ApiError } from '../api-error.ts'
import { createLimits, createMemoryLimits } from './create-limits.ts'
import { processShare } from './point-limiter.ts'
import { redisAddressForLogs } from './redis-store.ts'

const NO_LIMITS = {
  rateLimitPerMinute: 0,
  dailyUpstreamLimit: 0,
  dailyUpstreamInstances: undefined,
  maxConcurrentRecipes: 0,
  redisUrl: undefined,
  webConcurrency: 1,
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

test('in memory, each visitor has their own limit and a refusal says when to come back', async () => {
  const limits = createMemoryLimits({ rateLimitPerMinute: 2 })

  await limits.visitorRate('a')
  await limits.visitorRate('a')
  await limits.visitorRate('b')
  const refused = await refusal(limits.visitorRate('a'))

  expect(refused.code).toBe('rate_limited')
  expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1)
  expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
  expect(limits.storeName()).toBe('memory')
})

test('the daily budget refuses with daily_limit_reached, and is absent when there is none', async () => {
  const limits = createMemoryLimits({ dailyUpstreamLimit: 1 })

  await limits.dailyUpstream?.()
  const refused = await refusal(limits.dailyUpstream?.() ?? Promise.resolve())

  expect(refused.code).toBe('daily_limit_reached')
  expect(refused.retryAfterSeconds).toBeGreaterThan(23 * 60 * 60)
  expect(createMemoryLimits({}).dailyUpstream).toBeUndefined()
})

test('a limit of 0 is no limit', async () => {
  const limits = createLimits(NO_LIMITS, createMemoryLogger().logger, { isClusterWorker: false })
  for (let index = 0; index < 100; index += 1) await limits.visitorRate('a')
  const releases = Array.from({ length: 100 }, () => limits.inFlight.acquire())
  for (const release of releases) release()
})

test('in-flight slots are per process and come back when released, even twice', () => {
  const limits = createMemoryLimits({ maxConcurrentRecipes: 1 })
  const release = limits.inFlight.acquire()

  expect(() => limits.inFlight.acquire()).toThrow(
    expect.objectContaining({ code: 'unavailable', retryAfterSeconds: 5 }),
  )
  release()
  release()
  limits.inFlight.acquire()
  expect(() => limits.inFlight.acquire()).toThrow(ApiError)
})

test('with Redis unreachable from the start, limits count in memory at once, logged once', async () => {
  const port = await closedPort()
  const log = createMemoryLogger()
  const limits = createLimits(
    {
      ...NO_LIMITS,
      rateLimitPerMinute: 2,
      dailyUpstreamLimit: 4,
      dailyUpstreamInstances: 3,
      redisUrl: `redis://:pa55word@127.0.0.1:${port}`,
    },
    log.logger,
  )
  try {
    await waitFor(() => limits.storeName() === 'memory (redis unavailable)')
    const startedAt = performance.now()
    await limits.visitorRate('a')
    await limits.visitorRate('a')
    expect((await refusal(limits.visitorRate('a'))).code).toBe('rate_limited')
    // This process's share of the budget over three processes on several hosts: floor(4 / 3).
    await limits.dailyUpstream?.()
    expect((await refusal(limits.dailyUpstream?.() ?? Promise.resolve())).code).toBe(
      'daily_limit_reached',
    )
    // Not connected: rate-limiter-flexible does not even try Redis, so nothing waits.
    expect(performance.now() - startedAt).toBeLessThan(500)

    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(log.count("Redis unavailable: limits fall back to each process's memory")).toBe(1)
    expect(log.raw()).toContain(`"redis":"127.0.0.1:${port}"`)
    expect(log.raw()).not.toContain('pa55word')
  } finally {
    await limits.close()
  }
})

test('the shares of a budget never add up to more than the budget', () => {
  expect(processShare(100, 1)).toBe(100)
  // The workers of one host know their slots: the remainder goes to the first ones, so the
  // whole budget can be spent and not one more.
  expect([0, 1, 2].map((slot) => processShare(100, 3, slot))).toEqual([34, 33, 33])
  expect([0, 1].map((slot) => processShare(5, 2, slot))).toEqual([3, 2])
  expect([0, 1, 2, 3].map((slot) => processShare(2, 4, slot))).toEqual([1, 1, 0, 0])
  // Processes on several hosts cannot number themselves: the remainder waits for the store.
  expect(processShare(100, 3)).toBe(33)
  expect(processShare(2, 4)).toBe(0)
  for (let points = 0; points < 40; points += 1) {
    for (let processes = 1; processes < 9; processes += 1) {
      const slots = Array.from({ length: processes }, (_, slot) => slot)
      const total = slots.reduce((sum, slot) => sum + processShare(points, processes, slot), 0)
      expect(total).toBe(points)
    }
  }
})

test('with WEB_CONCURRENCY and no DAILY_UPSTREAM_INSTANCES, an outage share comes from the worker count', async () => {
  const port = await closedPort()
  const shareOf = async (processSlot: number) => {
    const limits = createLimits(
      {
        ...NO_LIMITS,
        dailyUpstreamLimit: 5,
        webConcurrency: 2,
        redisUrl: `redis://127.0.0.1:${port}`,
      },
      createMemoryLogger().logger,
      { isClusterWorker: true, processSlot },
    )
    try {
      await waitFor(() => limits.storeName() === 'memory (redis unavailable)')
      let allowed = 0
      for (let index = 0; index < 6; index += 1) {
        try {
          await limits.dailyUpstream?.()
          allowed += 1
        } catch (error) {
          expect((error as ApiError).code).toBe('daily_limit_reached')
        }
      }
      return allowed
    } finally {
      await limits.close()
    }
  }
  expect([await shareOf(0), await shareOf(1)]).toEqual([3, 2])
})

test('the logs may name the Redis host and port, never its password', () => {
  expect(redisAddressForLogs('redis://:secret@cache.internal:6380/1')).toBe('cache.internal:6380')
  expect(redisAddressForLogs('rediss://user:secret@10.0.0.5')).toBe('10.0.0.5:6379')
})

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

async function waitFor(condition: () => boolean) {
  const deadline = Date.now() + 5_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition never held')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
