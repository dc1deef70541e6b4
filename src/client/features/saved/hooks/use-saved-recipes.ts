import { useSyncExternalStore } from 'react'
import type { SavedRecipe } from '../../../lib/saved-state.ts'
import {
  findSaved,
  readSavedRecipes,
  SAVED_RECIPES_KEY,
  withRecipeSaved,
  writeSavedRecipes,
  type SavedRecipesState,
  type WriteOutcome,
} from '../lib/saved-recipes-storage.ts'

export type SaveOutcome = WriteOutcome | 'already'

/**
 * One copy of the saved list for every component that shows it (the Save button, the list),
 * read from storage when the first of them mounts and kept in step with other tabs through the
 * `storage` event.
 */
let current: SavedRecipesState | null = null
const listeners = new Set<() => void>()

function getSnapshot(): SavedRecipesState {
  current ??= readSavedRecipes()
  return current
}

function publish(next: SavedRecipesState) {
  current = next
  for (const listener of listeners) listener()
}

function handleStorage(event: StorageEvent) {
  // A null key: another tab cleared the whole storage.
  if (event.key === SAVED_RECIPES_KEY || event.key === null) publish(readSavedRecipes())
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', handleStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      window.removeEventListener('storage', handleStorage)
      // Nobody is watching: read afresh next time rather than trust a copy that may be stale.
      current = null
    }
  }
}

/** Saves a recipe (once: the same recipe again is 'already'). Nothing readable is ever lost. */
export function saveRecipe(recipe: SavedRecipe): SaveOutcome {
  const { entries } = getSnapshot()
  if (findSaved(entries, recipe.markdown)) return 'already'
  const next = withRecipeSaved(entries, recipe)
  const outcome = writeSavedRecipes(next)
  // Unread entries were dropped by this write; that is now settled, so its note goes.
  if (outcome === 'done') publish({ entries: next, problem: null })
  return outcome
}

export function removeSavedRecipe(id: string): WriteOutcome {
  const { entries } = getSnapshot()
  const next = entries.filter((entry) => entry.id !== id)
  const outcome = writeSavedRecipes(next)
  if (outcome === 'done') publish({ entries: next, problem: null })
  return outcome
}

export function useSavedRecipes(): SavedRecipesState {
  // The server never renders the page, but React asks; nothing is saved there.
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
