import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTimerStore, MAX_TIMERS, TIMERS_STORAGE_KEY, type CookTimer } from './timer-store.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('a timer', () => {
  test('counts down and ends once, on time, with its alert', () => {
    const finished: CookTimer[] = []
    const store = createTimerStore({ onFinish: (timer) => finished.push(timer) })
    const timer = store.start('10 minutes', 600, 'Step 2')
    expect(timer).not.toBeNull()

    vi.advanceTimersByTime(4 * 60_000)
    expect(store.remainingMs(store.getSnapshot()[0]!)).toBe(6 * 60_000)
    expect(finished).toEqual([])

    vi.advanceTimersByTime(6 * 60_000 - 1)
    expect(finished).toEqual([])
    vi.advanceTimersByTime(1)
    expect(finished.map((done) => done.label)).toEqual(['10 minutes'])
    expect(store.getSnapshot()[0]?.state).toBe('done')

    vi.advanceTimersByTime(60 * 60_000)
    expect(finished).toHaveLength(1)
  })

  test('paused, it keeps what is left; resumed, it carries on from there', () => {
    const onFinish = vi.fn()
    const store = createTimerStore({ onFinish })
    const timer = store.start('1 minute', 60, 'Step 1')!
    vi.advanceTimersByTime(20_000)
    store.pause(timer.id)
    vi.advanceTimersByTime(10 * 60_000)
    expect(onFinish).not.toHaveBeenCalled()
    expect(store.remainingMs(store.getSnapshot()[0]!)).toBe(40_000)

    store.resume(timer.id)
    vi.advanceTimersByTime(39_999)
    expect(onFinish).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onFinish).toHaveBeenCalledOnce()
  })

  test('a minute more or less moves its end; taken down to nothing it ends at once', () => {
    const onFinish = vi.fn()
    const store = createTimerStore({ onFinish })
    const timer = store.start('2 minutes', 120, 'Step 3')!
    store.adjust(timer.id, 60)
    expect(store.remainingMs(store.getSnapshot()[0]!)).toBe(180_000)
    store.adjust(timer.id, -60)
    store.adjust(timer.id, -60)
    expect(store.remainingMs(store.getSnapshot()[0]!)).toBe(60_000)
    store.adjust(timer.id, -60)
    expect(onFinish).toHaveBeenCalledOnce()
    expect(store.getSnapshot()[0]?.state).toBe('done')
  })

  test('removing it stops it', () => {
    const onFinish = vi.fn()
    const store = createTimerStore({ onFinish })
    const timer = store.start('1 minute', 60, 'Step 1')!
    store.remove(timer.id)
    vi.advanceTimersByTime(120_000)
    expect(onFinish).not.toHaveBeenCalled()
    expect(store.getSnapshot()).toEqual([])
  })
})

test('several run at once and each ends at its own time', () => {
  const finished: string[] = []
  const store = createTimerStore({ onFinish: (timer) => finished.push(timer.label) })
  store.start('5 minutes', 300, 'Step 2')
  store.start('30 seconds', 30, 'Step 3')
  store.start('1 minute', 60, 'Step 3')
  vi.advanceTimersByTime(30_000)
  expect(finished).toEqual(['30 seconds'])
  vi.advanceTimersByTime(30_000)
  expect(finished).toEqual(['30 seconds', '1 minute'])
  vi.advanceTimersByTime(240_000)
  expect(finished).toEqual(['30 seconds', '1 minute', '5 minutes'])
})

test(`no more than ${MAX_TIMERS} count at once`, () => {
  const store = createTimerStore()
  for (let i = 0; i < MAX_TIMERS; i++) expect(store.start('1 minute', 60, 'Step 1')).not.toBeNull()
  expect(store.start('1 minute', 60, 'Step 1')).toBeNull()
})

test('listeners hear every change', () => {
  const store = createTimerStore()
  const listener = vi.fn()
  const unsubscribe = store.subscribe(listener)
  const timer = store.start('1 minute', 60, 'Step 1')!
  store.pause(timer.id)
  expect(listener).toHaveBeenCalledTimes(2)
  unsubscribe()
  store.resume(timer.id)
  expect(listener).toHaveBeenCalledTimes(2)
})

describe('across a reload', () => {
  test('a running timer carries on from its end time, not from where it was', () => {
    const storage = memoryStorage()
    createTimerStore({ storage }).start('10 minutes', 600, 'Step 2')
    vi.advanceTimersByTime(3 * 60_000)

    // The page reloads: a new store reads the same storage (the old one is simply dropped).
    const onFinish = vi.fn()
    const reloaded = createTimerStore({ storage, onFinish })
    const [timer] = reloaded.getSnapshot()
    expect(timer?.label).toBe('10 minutes')
    expect(reloaded.remainingMs(timer!)).toBe(7 * 60_000)
    vi.advanceTimersByTime(7 * 60_000)
    expect(onFinish).toHaveBeenCalledOnce()
  })

  test('a timer that ran out while the page was away ends as it is read', () => {
    const storage = memoryStorage()
    createTimerStore({ storage }).start('1 minute', 60, 'Step 2')
    vi.setSystemTime(Date.now() + 5 * 60_000)
    const onFinish = vi.fn()
    const reloaded = createTimerStore({ storage, onFinish })
    expect(onFinish).toHaveBeenCalledOnce()
    expect(reloaded.getSnapshot()[0]?.state).toBe('done')
  })

  test('what is stored is validated: foreign or corrupt data reads as no timers', () => {
    for (const raw of [
      '{',
      '"text"',
      '{"id":"1"}',
      JSON.stringify([
        { id: 1, label: 'x', from: 'y', state: 'running', endsAt: 1, remainingMs: 0 },
      ]),
      JSON.stringify([
        { id: '1', label: 'x', from: 'y', state: 'boiling', endsAt: 1, remainingMs: 0 },
      ]),
      JSON.stringify([
        { id: '1', label: 'x', from: 'y', state: 'paused', endsAt: 1, remainingMs: -5 },
      ]),
    ]) {
      const storage = memoryStorage()
      storage.setItem(TIMERS_STORAGE_KEY, raw)
      expect(createTimerStore({ storage }).getSnapshot(), raw).toEqual([])
    }
  })

  test('storage that throws leaves the timers working in memory', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => undefined,
    }
    const onFinish = vi.fn()
    const store = createTimerStore({ storage, onFinish })
    store.start('1 minute', 60, 'Step 1')
    vi.advanceTimersByTime(60_000)
    expect(onFinish).toHaveBeenCalledOnce()
  })
})
