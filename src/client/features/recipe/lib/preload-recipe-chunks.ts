import { IS_STATIC_BUILD } from '../../../lib/static-build.ts'
import { loadDeviceChef } from './preload-device-chef.ts'

/**
 * The recipe's code lives in chunks of its own so the first paint only waits for the form: the
 * recipe display with its markdown renderer (react-markdown + remark-gfm), and the request client
 * (fetch + SSE reader). Calling a loader early preloads it; later calls get the same module.
 */
export function loadRecipeDisplay() {
  return import('../components/recipe.tsx')
}

export function loadRecipeClient() {
  return import('../api/request-recipe.ts')
}

/** The visitor's preferences, which every request carries (a chunk of their own, shared). */
export function loadPreferencesStore() {
  return import('../../../stores/preferences-store.ts')
}

/** The failure alert and its plain-words messages: only a failed request needs them. */
export function loadRecipeError() {
  return import('../components/recipe-error.tsx')
}

/** Warm the chunks before the visitor can ask, so the recipe never waits on them. */
export function preloadRecipeChunks(): void {
  // A failed preload is retried by the real load, which reports it; nothing to do here.
  loadRecipeDisplay().catch(() => undefined)
  loadRecipeClient().catch(() => undefined)
  loadPreferencesStore().catch(() => undefined)
  loadRecipeError().catch(() => undefined)
  // A static deployment has no server: its chef is the device's, so it is warmed with the rest.
  if (IS_STATIC_BUILD) loadDeviceChef().catch(() => undefined)
}
