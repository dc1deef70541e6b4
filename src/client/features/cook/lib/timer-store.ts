import { MAX_TIMER_SECONDS } from '../../../lib/recipe-structure/step-durations.ts'

export type TimerState = 'running' | 'paused' | 'done'

/** A kitchen timer started from a step. */
export interface CookTimer {
  id: string
  /** The duration's words as the step wrote them ("20–25 minutes"). */
  label: string
  /** Where it was started ("Step 4"), so two "10 minutes" timers can be told apart. */
  from: string
  state: TimerState
  /**
   * When a running timer ends (epoch ms): its end, not a countdown, is what is kept, so a timer
   * read back after a reload is as far along as the clock says.
   */
  endsAt: number
  /** What is left of a paused timer, in ms (0 once done). */
  remainingMs: number
}

export interface TimerStoreOptions {
  /** The clock (epoch ms); injected so tests can move time. */
  now?: () => number
  /** Runs `callback` after `ms`; returns a cancel. Defaults to setTimeout. */
  schedule?: (callback: () => void, ms: number) => () => void
  /** Where running timers are kept across reloads; null keeps them in memory only. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  /** Told once per timer, as it ends. */
  onFinish?: (timer: CookTimer) => void
}

/** Most timers at once: a kitchen has a few hobs and an oven, not dozens. */
export const MAX_TIMERS = 8

/** Where the timers are kept, for this tab's session; a later shape gets a new key. */
export const TIMERS_STORAGE_KEY = 'chef-claude:cook-timers:v1'

export interface TimerStore {
  subscribe(listener: () => void): () => void
  /** The timers, oldest first; a new array whenever one changes. */
  getSnapshot(): readonly CookTimer[]
  /** Starts a timer; null when MAX_TIMERS are already counting. */
  start(label: string, seconds: number, from: string): CookTimer | null
  pause(id: string): void
  resume(id: string): void
  /** Adds (or, negative, takes off) time; a timer taken down to nothing ends at once. */
  adjust(id: string, seconds: number): void
  /** Stops and forgets a timer (a done one is dismissed so). */
  remove(id: string): void
  /** What is left of a timer now, in ms. */
  remainingMs(timer: CookTimer): number
  /** Ends every running timer whose time is up; the store does this itself when it is due. */
  check(): void
}

/**
 * The cook's timers, in a small store React reads with useSyncExternalStore. It keeps each
 * running timer's end time (in session storage, so a reload carries on), schedules itself for
 * the next end, and calls `onFinish` as each one ends: whether cook mode is open or not.
 */
export function createTimerStore({
  now = Date.now,
  schedule = defaultSchedule,
  storage = null,
  onFinish,
}: TimerStoreOptions = {}): TimerStore {
  let timers: readonly CookTimer[] = readTimers(storage)
  const listeners = new Set<() => void>()
  let cancelScheduled: (() => void) | undefined
  let nextId = timers.reduce((most, timer) => Math.max(most, Number(timer.id) || 0), 0) + 1

  function set(next: readonly CookTimer[]) {
    timers = next
    writeTimers(storage, timers)
    reschedule()
    for (const listener of listeners) listener()
  }

  function update(id: string, change: (timer: CookTimer) => CookTimer) {
    if (!timers.some((timer) => timer.id === id)) return
    set(timers.map((timer) => (timer.id === id ? change(timer) : timer)))
  }

  function reschedule() {
    cancelScheduled?.()
    cancelScheduled = undefined
    const running = timers.filter((timer) => timer.state === 'running')
    if (running.length === 0) return
    const next = Math.min(...running.map((timer) => timer.endsAt))
    cancelScheduled = schedule(check, Math.max(0, next - now()))
  }

  function remainingMs(timer: CookTimer): number {
    if (timer.state === 'running') return Math.max(0, timer.endsAt - now())
    return timer.remainingMs
  }

  function check() {
    const time = now()
    const ended = timers.filter((timer) => timer.state === 'running' && timer.endsAt <= time)
    if (ended.length === 0) {
      reschedule()
      return
    }
    const endedIds = new Set(ended.map((timer) => timer.id))
    set(
      timers.map((timer) =>
        endedIds.has(timer.id) ? { ...timer, state: 'done', remainingMs: 0 } : timer,
      ),
    )
    for (const timer of timers) if (endedIds.has(timer.id)) onFinish?.(timer)
  }

  const store: TimerStore = {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => timers,
    start(label, seconds, from) {
      if (timers.filter((timer) => timer.state !== 'done').length >= MAX_TIMERS) return null
      const ms = clampSeconds(seconds) * 1000
      const timer: CookTimer = {
        id: String(nextId++),
        label,
        from,
        state: 'running',
        endsAt: now() + ms,
        remainingMs: ms,
      }
      set([...timers, timer])
      return timer
    },
    pause(id) {
      update(id, (timer) =>
        timer.state === 'running'
          ? { ...timer, state: 'paused', remainingMs: remainingMs(timer) }
          : timer,
      )
    },
    resume(id) {
      update(id, (timer) =>
        timer.state === 'paused'
          ? { ...timer, state: 'running', endsAt: now() + timer.remainingMs }
          : timer,
      )
    },
    adjust(id, seconds) {
      update(id, (timer) => {
        if (timer.state === 'done') return timer
        const left = Math.min(
          Math.max(0, remainingMs(timer) + seconds * 1000),
          MAX_TIMER_SECONDS * 1000,
        )
        return timer.state === 'running'
          ? { ...timer, endsAt: now() + left, remainingMs: left }
          : { ...timer, remainingMs: left }
      })
      // Taken down to nothing: it ends now, with its alert, as if it had run out.
      check()
    },
    remove(id) {
      if (timers.some((timer) => timer.id === id)) set(timers.filter((timer) => timer.id !== id))
    },
    remainingMs,
    check,
  }
  // Timers that ran out while the page was away end now; the rest are scheduled.
  check()
  return store
}

function clampSeconds(seconds: number): number {
  return Number.isFinite(seconds)
    ? Math.min(Math.max(1, Math.round(seconds)), MAX_TIMER_SECONDS)
    : 60
}

function defaultSchedule(callback: () => void, ms: number): () => void {
  // Browsers run a longer delay than 2^31-1 ms at once; a day is well inside it.
  const handle = setTimeout(callback, ms)
  return () => clearTimeout(handle)
}

function readTimers(storage: TimerStoreOptions['storage']): CookTimer[] {
  try {
    const raw = storage?.getItem(TIMERS_STORAGE_KEY)
    const data: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(data) ? data.filter(isTimer).slice(0, MAX_TIMERS * 2) : []
  } catch {
    // Corrupt or foreign data reads as no timers.
    return []
  }
}

function writeTimers(storage: TimerStoreOptions['storage'], timers: readonly CookTimer[]) {
  try {
    if (timers.length === 0) storage?.removeItem(TIMERS_STORAGE_KEY)
    else storage?.setItem(TIMERS_STORAGE_KEY, JSON.stringify(timers))
  } catch {
    // Storage full or blocked: the timers still run, they only will not outlive a reload.
  }
}

function isTimer(value: unknown): value is CookTimer {
  if (typeof value !== 'object' || value === null) return false
  const timer = value as Record<string, unknown>
  return (
    typeof timer.id === 'string' &&
    timer.id.length <= 12 &&
    typeof timer.label === 'string' &&
    timer.label.length <= 80 &&
    typeof timer.from === 'string' &&
    timer.from.length <= 40 &&
    (timer.state === 'running' || timer.state === 'paused' || timer.state === 'done') &&
    typeof timer.endsAt === 'number' &&
    Number.isFinite(timer.endsAt) &&
    typeof timer.remainingMs === 'number' &&
    timer.remainingMs >= 0 &&
    timer.remainingMs <= MAX_TIMER_SECONDS * 1000
  )
}
