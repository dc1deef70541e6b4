import { RateLimiterRes } from 'rate-limiter-flexible'
import { expect, test } from 'vitest'
import { createOutageFallback } from './outage-fallback.ts'
import { processShare } from './point-limiter.ts'

const DAY_SECONDS = 24 * 60 * 60

async function allowed(consume: () => Promise<unknown>, tries: number): Promise<number> {
  let count = 0
  for (let index = 0; index < tries; index += 1) {
    try {
      await consume()
      count += 1
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
    }
  }
  return count
}

const budget = (slot: number) =>
  createOutageFallback({
    name: 'daily-upstream',
    points: 10,
    durationSeconds: DAY_SECONDS,
    fallbackShare: (points) => processShare(points, 2, slot),
    remembersSharedCount: true,
  })

test('before the shared store ever answered, a process may spend its share of the whole limit', async () => {
  const fallback = budget(0)
  expect(await allowed(() => fallback.consume('upstream'), 10)).toBe(5)
})

test('a budget the shared store said was spent stays spent while it is away', async () => {
  const fallback = budget(0)
  fallback.seen('upstream', new RateLimiterRes(0, 3_600_000, 11, false))
  const refusal = await fallback.consume('upstream').catch((rejection: unknown) => rejection)
  expect(refusal).toBeInstanceOf(RateLimiterRes)
  // The wait is the shared window's, not a fresh day.
  expect((refusal as RateLimiterRes).msBeforeNext).toBeLessThanOrEqual(3_600_000)
})

test('an outage starts from what was left: the processes together spend no more than that', async () => {
  const left = new RateLimiterRes(3, 3_600_000, 7, true)
  const first = budget(0)
  const second = budget(1)
  first.seen('upstream', left)
  second.seen('upstream', left)
  const spent =
    (await allowed(() => first.consume('upstream'), 10)) +
    (await allowed(() => second.consume('upstream'), 10))
  expect(spent).toBe(3)
})

test('a window the shared store said has ended gives the whole share again', async () => {
  const fallback = budget(0)
  fallback.seen('upstream', new RateLimiterRes(0, -1, 11, false))
  expect(await allowed(() => fallback.consume('upstream'), 10)).toBe(5)
})

test('a limit that does not remember counts its own share from nothing', async () => {
  const fallback = createOutageFallback({
    name: 'visitor-rate',
    points: 3,
    durationSeconds: 60,
    fallbackShare: (points) => points,
  })
  fallback.seen('visitor', new RateLimiterRes(0, 30_000, 4, false))
  expect(await allowed(() => fallback.consume('visitor'), 5)).toBe(3)
})
