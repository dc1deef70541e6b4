import { useState } from 'react'
import { normalizeIngredient } from '../../../../shared/ingredient-text.ts'
import { clipToLength } from '../../../../shared/text-measure.ts'
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../../../../shared/limits.ts'
import { readStoredRecord, toIngredients } from '../../../lib/storage-record.ts'

export interface Ingredient {
  /** Stable React key: the spec allows duplicates, so the text cannot be the key. */
  id: string
  text: string
}

export type AddResult = 'added' | 'empty' | 'full'

export interface AddManyResult {
  /** The items now on the list, in order. */
  added: readonly string[]
  /** The items the list had no room for (MAX_INGREDIENTS), in order. */
  left: readonly string[]
}

let lastId = 0
function createIngredient(text: string): Ingredient {
  lastId += 1
  return { id: `ingredient-${lastId}`, text }
}

/**
 * The visitor's ingredient list: appended in order, trimmed, duplicates allowed, restored from
 * the last visit (and remembered by use-remembered-list.ts, with the list's view). Clearing keeps
 * the old list until the next change, so it can be undone.
 */
export function useIngredients() {
  const [ingredients, setIngredients] = useState<readonly Ingredient[]>(() =>
    toIngredients(readStoredRecord()?.ingredients).map(createIngredient),
  )
  const [cleared, setCleared] = useState<readonly Ingredient[] | null>(null)

  function addIngredient(value: string): AddResult {
    const text = normalizeIngredient(value)
    if (text === '') return 'empty'
    if (ingredients.length >= MAX_INGREDIENTS) return 'full'
    setIngredients((current) => [...current, createIngredient(text)])
    setCleared(null)
    return 'added'
  }

  /** Adds several items in one go (a pasted list, an example), as many as the list has room for. */
  function addIngredients(values: readonly string[]): AddManyResult {
    // As the field cuts what is typed, so a pasted item is cut to what the API takes.
    const texts = values
      .map((value) =>
        normalizeIngredient(clipToLength(normalizeIngredient(value), MAX_INGREDIENT_LENGTH)),
      )
      .filter((text) => text !== '')
    const room = Math.max(0, MAX_INGREDIENTS - ingredients.length)
    const added = texts.slice(0, room)
    if (added.length > 0) {
      setIngredients((current) => [...current, ...added.map(createIngredient)])
      setCleared(null)
    }
    return { added, left: texts.slice(room) }
  }

  /** Puts new text in an item's place ("spinch" → "spinach"), keeping its place in the list. */
  function replaceIngredient(id: string, value: string) {
    const text = normalizeIngredient(value)
    if (text === '') return
    setIngredients((current) =>
      current.map((ingredient) => (ingredient.id === id ? { ...ingredient, text } : ingredient)),
    )
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
    addIngredients,
    replaceIngredient,
    removeIngredient,
    clearIngredients,
    undoClear,
  }
}

/** The list and what can be done to it, as the page's parts receive it. */
export type IngredientsState = ReturnType<typeof useIngredients>
