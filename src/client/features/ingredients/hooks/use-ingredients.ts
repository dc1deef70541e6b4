import { useEffect, useState } from 'react'
import { normalizeIngredient } from '../../../../shared/ingredient-text.ts'
import { MAX_INGREDIENTS } from '../../../../shared/limits.ts'
import { loadSavedState, saveState } from '../../../lib/saved-state.ts'

export interface Ingredient {
  /** Stable React key: the spec allows duplicates, so the text cannot be the key. */
  id: string
  text: string
}

export type AddResult = 'added' | 'empty' | 'full'

let lastId = 0
function createIngredient(text: string): Ingredient {
  lastId += 1
  return { id: `ingredient-${lastId}`, text }
}

/**
 * The visitor's ingredient list: appended in order, trimmed, duplicates allowed, remembered
 * across reloads. Clearing keeps the old list until the next change, so it can be undone.
 */
export function useIngredients() {
  const [ingredients, setIngredients] = useState<readonly Ingredient[]>(() =>
    loadSavedState().ingredients.map(createIngredient),
  )
  const [cleared, setCleared] = useState<readonly Ingredient[] | null>(null)

  // Storage is outside React: write it whenever the list changes, however it changed.
  useEffect(() => {
    saveState({ ingredients: ingredients.map((ingredient) => ingredient.text) })
  }, [ingredients])

  function addIngredient(value: string): AddResult {
    const text = normalizeIngredient(value)
    if (text === '') return 'empty'
    if (ingredients.length >= MAX_INGREDIENTS) return 'full'
    setIngredients((current) => [...current, createIngredient(text)])
    setCleared(null)
    return 'added'
  }

  function removeIngredient(id: string) {
    setIngredients((current) => current.filter((ingredient) => ingredient.id !== id))
    setCleared(null)
  }

  function clearIngredients() {
    if (ingredients.length === 0) return
    setCleared(ingredients)
    setIngredients([])
  }

  function undoClear() {
    if (cleared === null) return
    setIngredients(cleared)
    setCleared(null)
  }

  return {
    ingredients,
    /** How many ingredients the last "Clear list" removed; 0 when there is nothing to undo. */
    clearedCount: cleared?.length ?? 0,
    addIngredient,
    removeIngredient,
    clearIngredients,
    undoClear,
  }
}
