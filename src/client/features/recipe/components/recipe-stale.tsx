import { recipeReadiness } from '../../../../shared/limits.ts'

interface RecipeStaleProps {
  /** How many ingredients the visitor's list holds now. */
  listLength: number
  onNewRecipe: () => void
}

/**
 * The recipe on screen was written for a list the visitor has since changed (an ingredient it
 * used may be gone): said plainly, with a new recipe for the list as it is now, or how many more
 * ingredients that needs.
 */
export function RecipeStale({ listLength, onNewRecipe }: RecipeStaleProps) {
  const { missing } = recipeReadiness(listLength)
  return (
    <div className="recipe-stale">
      <p className="recipe-stale__text">Made from an earlier list.</p>
      {missing === 0 ? (
        <button type="button" className="button button--secondary" onClick={onNewRecipe}>
          New recipe for your list
        </button>
      ) : (
        <p className="recipe-stale__text">
          Add {missing} more {missing === 1 ? 'ingredient' : 'ingredients'} for a new recipe.
        </p>
      )}
    </div>
  )
}
