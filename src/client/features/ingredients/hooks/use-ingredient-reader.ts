import { useSyncExternalStore } from 'react'
import type { IngredientReader } from '../lib/ingredient-reader.ts'

// One reader for the whole page (the field's suggestions and the chips' "did you mean"), fetched
// once, on first use: it carries the chef's lexicon, far too big for the first load.
let reader: IngredientReader | null = null
let isRequested = false
const listeners = new Set<() => void>()

/** Starts fetching the reader unless it is on its way; safe to call on every focus or key. */
export function loadIngredientReader(): void {
  if (isRequested) return
  isRequested = true
  import('../lib/ingredient-reader.ts').then(
    (module) => {
      reader = module.ingredientReader
      for (const listener of listeners) listener()
    },
    // A convenience: without it the field works as a plain field; the next focus tries again.
    () => {
      isRequested = false
    },
  )
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The reader once it has loaded, null until then. */
export function useIngredientReader(): IngredientReader | null {
  return useSyncExternalStore(
    subscribe,
    () => reader,
    () => null,
  )
}
