import type { SavedRecipe } from '../../../lib/saved-state.ts'
import { findSaved } from '../lib/saved-recipes-storage.ts'
import { saveRecipe, useSavedRecipes, type SaveOutcome } from '../hooks/use-saved-recipes.ts'

interface SaveRecipeButtonProps {
  recipe: SavedRecipe
  isStreaming: boolean
  /** Says how saving went, in the recipe's status line; `isProblem` for a failure. */
  onMessage: (text: string, isProblem: boolean) => void
}

const MESSAGES: Record<SaveOutcome, string> = {
  done: 'Recipe saved. Find it under “Saved recipes”.',
  already: 'Already in your saved recipes.',
  full: 'Couldn’t save: your browser’s storage is full. Remove a saved recipe and try again.',
  blocked: 'Couldn’t save: your browser is blocking this site’s storage.',
}

/**
 * "Save recipe": keeps the finished recipe in this browser. Once kept it reads "Saved", so the
 * same recipe is never listed twice. Stays put (aria-disabled) while a recipe streams.
 */
export function SaveRecipeButton({ recipe, isStreaming, onMessage }: SaveRecipeButtonProps) {
  const { entries } = useSavedRecipes()
  const isSaved = !isStreaming && findSaved(entries, recipe.markdown) !== undefined

  function handleClick() {
    if (isStreaming) return
    const outcome = saveRecipe(recipe)
    onMessage(MESSAGES[outcome], outcome === 'full' || outcome === 'blocked')
  }

  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={handleClick}
      aria-disabled={isStreaming}
    >
      {isSaved ? (
        <>
          <span className="button__check" aria-hidden="true" />
          Saved
        </>
      ) : (
        'Save recipe'
      )}
    </button>
  )
}
