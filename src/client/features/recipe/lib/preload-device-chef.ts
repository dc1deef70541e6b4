/**
 * The offline chef that runs in the page (`api/device-chef.ts`): a large chunk (the chef's whole
 * lexicon and dishes), so it is never part of the first load. It is fetched when the server
 * cannot be reached, or earlier, when the browser is idle after a recipe, so that it is already
 * here when the signal goes.
 */
export function loadDeviceChef() {
  return import('../api/device-chef.ts')
}

let isPrefetching = false

/** Fetches the device chef once, when the browser has nothing better to do. */
export function prefetchDeviceChef(): void {
  if (isPrefetching) return
  isPrefetching = true
  const whenIdle =
    typeof requestIdleCallback === 'function'
      ? (run: () => void) => requestIdleCallback(run, { timeout: 10_000 })
      : (run: () => void) => setTimeout(run, 1_000)
  whenIdle(() => {
    // A failed prefetch is tried again by the real load, which reports it.
    loadDeviceChef().catch(() => {
      isPrefetching = false
    })
  })
}
