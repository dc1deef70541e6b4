import { useEffect, useState } from 'react'

/** 'held' while the screen is kept on; 'unavailable' once the browser has none or refused it. */
export type WakeLockState = 'pending' | 'held' | 'unavailable'

/**
 * Keeps the screen on while the component is mounted (the Screen Wake Lock API). The browser
 * lets the lock go whenever the tab is hidden, so it is taken again as the tab comes back; it is
 * released on unmount. Where the API is missing or refuses, the state says so, and stays so
 * (the page tells the visitor once, not on every return to the tab).
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>('pending')

  useEffect(() => {
    let sentinel: WakeLockSentinel | undefined
    let isActive = true

    async function take() {
      if (!('wakeLock' in navigator) || typeof navigator.wakeLock?.request !== 'function') {
        setState('unavailable')
        return
      }
      try {
        const taken = await navigator.wakeLock.request('screen')
        if (!isActive) {
          void taken.release().catch(() => undefined)
          return
        }
        sentinel = taken
        setState('held')
      } catch {
        // Refused (battery saver, a policy, a hidden tab): the screen may dim.
        if (isActive) setState('unavailable')
      }
    }

    function retake() {
      if (document.visibilityState === 'visible' && (!sentinel || sentinel.released)) void take()
    }

    void take()
    document.addEventListener('visibilitychange', retake)
    return () => {
      isActive = false
      document.removeEventListener('visibilitychange', retake)
      void sentinel?.release().catch(() => undefined)
    }
  }, [])

  return state
}
