import { expect, test } from 'vitest'
import { createMemoryLogger } from '../../../tests/support/memory-logger.ts'
import { createOutageLog } from './outage-log.ts'

const MESSAGES = { down: 'store down', up: 'store back' }

test('many failures log one warning, many successes one info line', () => {
  const log = createMemoryLogger()
  const changes: boolean[] = []
  const outage = createOutageLog(log.logger, { store: 'x' }, MESSAGES, (isUp) => changes.push(isUp))

  for (let index = 0; index < 5; index += 1) outage.down('refused')
  expect(outage.isDown()).toBe(true)
  for (let index = 0; index < 5; index += 1) outage.up()
  outage.down('timed out')

  expect(log.count('store down')).toBe(2)
  expect(log.count('store back')).toBe(1)
  expect(changes).toEqual([false, true, false])
  expect(log.lines()[0]).toMatchObject({ level: 40, store: 'x', reason: 'refused' })
  expect(log.lines()[1]).toMatchObject({ level: 30, store: 'x' })
})

test('a store that must connect first is neither up nor down until it answers or fails', () => {
  const log = createMemoryLogger()
  const outage = createOutageLog(log.logger, {}, { ...MESSAGES, firstUp: 'store connected' })

  expect(outage.isUp()).toBe(false)
  expect(outage.isDown()).toBe(false)
  outage.up()
  expect(outage.isUp()).toBe(true)
  expect(log.lines().map((line) => line.msg)).toEqual(['store connected'])
})
