import { sessionStorageOrNull } from './cook-progress.ts'
import { alertTimerDone } from './timer-alert.ts'
import { createTimerStore, type TimerStore } from './timer-store.ts'

let store: TimerStore | undefined

/**
 * The page's one set of kitchen timers, made on first use: they belong to the kitchen, not to a
 * dialog, so they keep counting (and sound) when cook mode is closed, and show again when it opens.
 */
export function kitchenTimers(): TimerStore {
  store ??= createTimerStore({ storage: sessionStorageOrNull(), onFinish: alertTimerDone })
  return store
}
