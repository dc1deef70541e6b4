import { registerSW } from 'virtual:pwa-register'

/**
 * Registers the page's service worker (built by vite-plugin-pwa: see vite.config.ts) and says
 * when a new version is installed and waiting. Its own module, fetched only when the page asks
 * for the worker, so Workbox's window code never weighs on the first load.
 */
export function registerWorker(onUpdateWaiting: () => void): (reload?: boolean) => Promise<void> {
  return registerSW({
    onNeedRefresh: onUpdateWaiting,
    // Without a worker the page is what it was before it had one: online only, nothing to say.
    onRegisterError: () => {},
  })
}
