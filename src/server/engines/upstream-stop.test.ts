import { expect, test } from 'vitest'
import { UpstreamStop } from './upstream-stop.ts'

test('stopping ends every request handed over, once, with the first reason', () => {
  const upstream = new UpstreamStop()
  const ended: unknown[] = []
  upstream.take((reason) => ended.push(['first', reason]))
  upstream.take((reason) => ended.push(['retry', reason]))
  const idle = new Error('idle')
  upstream.stop(idle)
  upstream.stop(new Error('closed'))
  expect(ended).toEqual([
    ['first', idle],
    ['retry', idle],
  ])
  expect(upstream.isStopped).toBe(true)
  expect(upstream.reason).toBe(idle)
})

test('a request handed over after the stop is ended at once', () => {
  const upstream = new UpstreamStop()
  const total = new Error('total')
  upstream.stop(total)
  const ended: unknown[] = []
  upstream.take((reason) => ended.push(reason))
  expect(ended).toEqual([total])
})

test('its signal, for a wait before a retry, is aborted by the stop (made before or after it)', () => {
  const early = new UpstreamStop()
  const signal = early.signal()
  expect(signal.aborted).toBe(false)
  const idle = new Error('idle')
  early.stop(idle)
  expect(signal.reason).toBe(idle)

  const late = new UpstreamStop()
  late.stop(idle)
  expect(late.signal().reason).toBe(idle)
})
