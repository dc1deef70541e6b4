import { expect, test } from 'vitest'
import { StopController, type StopSignal } from './stop-signal.ts'

test('listeners run at once on the stop, in order, once each, with the first reason kept', () => {
  const stop = new StopController()
  const heard: string[] = []
  const first = () => heard.push('first')
  stop.addEventListener('abort', first)
  stop.addEventListener('abort', first)
  stop.addEventListener('abort', () => heard.push(`second: ${String(stop.reason)}`))
  expect(stop.aborted).toBe(false)
  expect(() => stop.throwIfAborted()).not.toThrow()
  stop.abort('gone')
  stop.abort('again')
  expect(heard).toEqual(['first', 'second: gone'])
  expect(stop.reason).toBe('gone')
  expect(() => stop.throwIfAborted()).toThrow('gone')
  // Added after the stop: never run, as on an AbortSignal.
  stop.addEventListener('abort', () => heard.push('late'))
  expect(heard).toHaveLength(2)
})

test('a listener removed before the stop is not run', () => {
  const stop = new StopController()
  let runs = 0
  const listener = () => {
    runs += 1
  }
  stop.addEventListener('abort', listener)
  stop.removeEventListener('abort', listener)
  stop.abort(new Error('gone'))
  expect(runs).toBe(0)
})

test('with no reason it stops with an AbortError, as AbortController does', () => {
  const stop = new StopController()
  stop.abort()
  expect(stop.reason).toBeInstanceOf(DOMException)
  expect((stop.reason as DOMException).name).toBe('AbortError')
})

test('a failing listener neither stops the others nor throws at whoever stopped', async () => {
  const stop = new StopController()
  let isSecondRun = false
  const uncaught = new Promise<unknown>((resolve) => process.once('uncaughtException', resolve))
  stop.addEventListener('abort', () => {
    throw new Error('listener bug')
  })
  stop.addEventListener('abort', () => {
    isSecondRun = true
  })
  expect(() => stop.abort('gone')).not.toThrow()
  expect(isSecondRun).toBe(true)
  expect(await uncaught).toEqual(new Error('listener bug'))
})

test('a real AbortSignal is a StopSignal too', () => {
  const signal: StopSignal = AbortSignal.abort('gone')
  expect(signal.aborted).toBe(true)
})

test('a listener removed during the stop, by one run before it, is not run (as on an AbortSignal)', () => {
  const stop = new StopController()
  const heard: string[] = []
  const later = () => heard.push('later')
  const itself = () => {
    heard.push('itself')
    stop.removeEventListener('abort', itself)
  }
  stop.addEventListener('abort', () => {
    heard.push('first')
    stop.removeEventListener('abort', later)
  })
  stop.addEventListener('abort', itself)
  stop.addEventListener('abort', later)
  stop.abort()
  expect(heard).toEqual(['first', 'itself'])

  // The same order of events on a real AbortController, for comparison.
  const real = new AbortController()
  const seen: string[] = []
  const realLater = () => seen.push('later')
  real.signal.addEventListener('abort', () => {
    seen.push('first')
    real.signal.removeEventListener('abort', realLater)
  })
  real.signal.addEventListener('abort', realLater)
  real.abort()
  expect(seen).toEqual(['first'])
})
