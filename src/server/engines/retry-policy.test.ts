import { getEventListeners } from 'node:events'
import { expect, test } from 'vitest'
import { StopController } from './stop-signal.ts'
import { backoffDelayMs, isRetryableStatus, parseRetryAfterMs, sleep } from './retry-policy.ts'

const options = { baseMs: 500, maxMs: 8_000, random: () => 0 }

test('backoff doubles per attempt, jittered within the upper half, and is capped', () => {
  expect(backoffDelayMs(0, undefined, options)).toBe(250)
  expect(backoffDelayMs(1, undefined, options)).toBe(500)
  expect(backoffDelayMs(1, undefined, { ...options, random: () => 0.999 })).toBe(1000)
  expect(backoffDelayMs(10, undefined, { ...options, random: () => 0.999 })).toBeLessThanOrEqual(
    8_000,
  )
})

test('Retry-After is a floor for the wait', () => {
  expect(backoffDelayMs(0, 3_000, options)).toBe(3_000)
})

test('Retry-After is read as seconds or an HTTP date', () => {
  expect(parseRetryAfterMs('2')).toBe(2_000)
  expect(parseRetryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', Date.UTC(2026, 0, 1))).toBe(10_000)
  expect(parseRetryAfterMs(null)).toBeUndefined()
  expect(parseRetryAfterMs('soon')).toBeUndefined()
})

test('only overload and gateway statuses are retried', () => {
  expect([429, 502, 503, 504].every(isRetryableStatus)).toBe(true)
  expect([400, 401, 403, 404, 500].some(isRetryableStatus)).toBe(false)
})

test('sleep stops at once when its signal aborts', async () => {
  const controller = new AbortController()
  const waiting = sleep(60_000, controller.signal)
  controller.abort(new Error('gone'))
  await expect(waiting).rejects.toThrow('gone')
})

test('sleep stops with whichever of its signals stops first, and leaves no listener behind', async () => {
  const visitor = new StopController()
  const upstream = new AbortController()
  const waiting = sleep(60_000, visitor, upstream.signal)
  const idle = new Error('idle')
  upstream.abort(idle)
  await expect(waiting).rejects.toBe(idle)
  expect(getEventListeners(upstream.signal, 'abort')).toHaveLength(0)
  // The visitor's stop, later, runs nothing of the finished wait.
  visitor.addEventListener('abort', () => {})
  visitor.abort(new Error('gone'))
  await expect(sleep(10, visitor)).rejects.toThrow('gone')
})
