import deviceChefUrls from 'virtual:chunk-urls:src/client/features/recipe/api/device-chef.ts'

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

/**
 * Fetches the device chef once, when the browser has nothing better to do: as a module preload,
 * which downloads and compiles it (and the chunks it imports) but does not run it (running its data tables is a ~200 ms task
 * on the main thread, for a chef that may never be needed). `loadDeviceChef` then finds it in the
 * module map, offline too.
 */
export function prefetchDeviceChef(): void {
  if (isPrefetching) return
  isPrefetching = true
  const whenIdle =
    typeof requestIdleCallback === 'function'
      ? (run: () => void) => requestIdleCallback(run, { timeout: 10_000 })
      : (run: () => void) => setTimeout(run, 1_000)
  whenIdle(() => {
    // The page may be gone by the time the browser is idle (a test's document torn down on a
    // busy machine, where the fallback timer fired after it).
    if (typeof document === 'undefined') return
    for (const url of deviceChefUrls) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = url
      // A failed prefetch is tried again by the real load, which reports it.
      link.onerror = () => {
        link.remove()
        isPrefetching = false
      }
      document.head.append(link)
    }
  })
}
