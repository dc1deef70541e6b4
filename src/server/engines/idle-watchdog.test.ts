import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { IdleWatchdog } from './idle-watchdog.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function watchdog(idleMs: number) {
  const onIdle = vi.fn()
  return { dog: new IdleWatchdog(idleMs, onIdle, () => Date.now()), onIdle }
}

test('fires once after the idle time with nothing happening', () => {
  const { dog, onIdle } = watchdog(100)
  dog.start()
  vi.advanceTimersByTime(99)
  expect(onIdle).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(onIdle).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(1_000)
  expect(onIdle).toHaveBeenCalledTimes(1)
})

test('each touch starts the idle clock over, without a timer per touch', () => {
  const { dog, onIdle } = watchdog(100)
  dog.start()
  for (let step = 0; step < 10; step += 1) {
    vi.advanceTimersByTime(60)
    dog.touch()
  }
  expect(onIdle).not.toHaveBeenCalled()
  expect(vi.getTimerCount()).toBe(1)
  vi.advanceTimersByTime(99)
  expect(onIdle).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(onIdle).toHaveBeenCalledTimes(1)
})

test('a paused clock never fires, and starts from zero when resumed', () => {
  const { dog, onIdle } = watchdog(100)
  dog.start()
  vi.advanceTimersByTime(50)
  dog.pause()
  vi.advanceTimersByTime(500)
  expect(onIdle).not.toHaveBeenCalled()
  dog.start()
  vi.advanceTimersByTime(99)
  expect(onIdle).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(onIdle).toHaveBeenCalledTimes(1)
})

test('disposed, it never fires and leaves no timer behind', () => {
  const { dog, onIdle } = watchdog(100)
  dog.start()
  dog.dispose()
  expect(vi.getTimerCount()).toBe(0)
  vi.advanceTimersByTime(1_000)
  expect(onIdle).not.toHaveBeenCalled()
})
