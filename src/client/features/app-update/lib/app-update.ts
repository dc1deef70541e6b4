import { useSyncExternalStore } from 'react'

/**
 * The page's one service worker registration and whether a new version waits, for the update
 * prompt. Registered once per page (React may mount the prompt twice), after the page's load
 * event, from a lazy module: installing a worker precaches every chunk, which must not compete
 * with the page's own first load.
 */
let isStarted = false
let isUpdateWaiting = false
let update: ((reload?: boolean) => Promise<void>) | undefined
const listeners = new Set<() => void>()

export function startServiceWorker(): void {
  if (isStarted || !('serviceWorker' in navigator)) return
  isStarted = true
  const register = () =>
    import('./register-worker.ts').then(
      (module) => {
        update = module.registerWorker(() => {
          isUpdateWaiting = true
          for (const listener of listeners) listener()
        })
      },
      // Offline with the chunk not cached, say: the next page load tries again.
      () => {
        isStarted = false
      },
    )
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once a new version of the page is installed and waits for this one to let it in. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isUpdateWaiting,
    () => false,
  )
}

/** Lets the waiting version take over; the page reloads once it controls it. */
export function applyUpdate(): void {
  void update?.(true)
}
