import { hasKeptRecipeToShow } from './kept-recipe-keys.ts'
import { isRecord, readStoredRecord } from './storage-record.ts'

/**
 * Whether the page opens on something from before: a list, a recipe or its ideas, preferences
 * (the toggle sums them up), saved recipes or a shared link. Only then is the code for them
 * fetched with the first paint; a fresh page waits for the visitor's first interaction. A quick
 * look, not a validation: what is there is read properly by the code it loads.
 */
export function hasStoredVisit(): boolean {
  if (hasKeptRecipeToShow()) return true
  const { ingredients, recipe, ideas, preferences } = readStoredRecord() ?? {}
  return (
    (Array.isArray(ingredients) && ingredients.length > 0) ||
    isRecord(recipe) ||
    (Array.isArray(ideas) && ideas.length > 0) ||
    isRecord(preferences)
  )
}
