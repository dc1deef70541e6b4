import { useEffect } from 'react'
import { saveState } from '../../../lib/saved-state.ts'
import type { Ingredient } from './use-ingredients.ts'

/**
 * Remembers the list across reloads. Storage is outside React: it is written whenever the list
 * changes, however it changed. Used by the list's view (app/list-and-recipe.tsx), whose code
 * loads on the first interaction, before the list can change (and a change made while it is on
 * its way is written when it arrives), so writing storage costs the first load nothing.
 */
export function useRememberedList(ingredients: readonly Ingredient[]): void {
  useEffect(() => {
    saveState({ ingredients: ingredients.map((ingredient) => ingredient.text) })
  }, [ingredients])
}
