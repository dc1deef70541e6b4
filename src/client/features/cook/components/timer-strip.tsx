import { useEffect, useState, useSyncExternalStore } from 'react'
import { formatClock } from '../../../lib/recipe-structure/step-durations.ts'
import type { CookTimer, TimerStore } from '../lib/timer-store.ts'

/**
 * The running timers, in a strip that stays in view above the step: what is left of each, a
 * minute more or less, pause and cancel. A timer that ends says so here, and in words for a
 * screen reader.
 */
export function TimerStrip({ store }: { store: TimerStore }) {
  const timers = useSyncExternalStore(store.subscribe, store.getSnapshot)
  const isCounting = timers.some((timer) => timer.state === 'running')
  useRepaintEverySecond(isCounting)
  const done = timers.filter((timer) => timer.state === 'done')

  if (timers.length === 0) return null
  return (
    <section className="cook-timers" aria-label="Timers">
      <ul className="cook-timers__list">
        {timers.map((timer) => (
          <TimerRow key={timer.id} timer={timer} store={store} />
        ))}
      </ul>
      <p className="visually-hidden" role="alert">
        {done.length > 0 ? `Time is up: ${done.map(nameOf).join(', ')}.` : ''}
      </p>
    </section>
  )
}

function TimerRow({ timer, store }: { timer: CookTimer; store: TimerStore }) {
  const name = nameOf(timer)
  const isDone = timer.state === 'done'
  const which = (
    <>
      {' '}
      <span className="visually-hidden">the {name} timer</span>
    </>
  )
  return (
    <li className={`cook-timer cook-timer--${timer.state}`}>
      <span className="cook-timer__name">
        {timer.label} <span className="cook-timer__from">{timer.from}</span>
      </span>
      <span
        className="cook-timer__time"
        role="timer"
        aria-label={`${name}: ${describe(timer, store)}`}
      >
        {isDone ? 'Done' : formatClock(store.remainingMs(timer) / 1000)}
      </span>
      <span className="cook-timer__controls">
        {isDone ? null : (
          <>
            <button
              type="button"
              className="cook-timer__button"
              onClick={() => store.adjust(timer.id, -60)}
            >
              −1 min <span className="visually-hidden">on the {name} timer</span>
            </button>
            <button
              type="button"
              className="cook-timer__button"
              onClick={() => store.adjust(timer.id, 60)}
            >
              +1 min <span className="visually-hidden">on the {name} timer</span>
            </button>
            {timer.state === 'paused' ? (
              <button
                type="button"
                className="cook-timer__button"
                onClick={() => store.resume(timer.id)}
              >
                Resume{which}
              </button>
            ) : (
              <button
                type="button"
                className="cook-timer__button"
                onClick={() => store.pause(timer.id)}
              >
                Pause{which}
              </button>
            )}
          </>
        )}
        <button type="button" className="cook-timer__button" onClick={() => store.remove(timer.id)}>
          {isDone ? 'Dismiss' : 'Cancel'}
          {which}
        </button>
      </span>
    </li>
  )
}

function nameOf(timer: CookTimer): string {
  return `${timer.label} (${timer.from})`
}

function describe(timer: CookTimer, store: TimerStore): string {
  if (timer.state === 'done') return 'done'
  const left = formatClock(store.remainingMs(timer) / 1000)
  return timer.state === 'paused' ? `paused, ${left} left` : `${left} left`
}

/** Re-renders once a second while a timer counts, so the time left shown is the time left. */
function useRepaintEverySecond(isCounting: boolean) {
  const [, setTick] = useState(0)
  useEffect(() => {
    if (!isCounting) return
    const interval = setInterval(() => setTick((tick) => tick + 1), 1000)
    return () => clearInterval(interval)
  }, [isCounting])
}
