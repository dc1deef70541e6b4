import type { RecipeProps } from './recipe.tsx'

/**
 * The recipe as plain text, in the same live region: shown for the instant the full display's
 * chunk is still loading, and for good if that chunk cannot load at all.
 */
export function RecipePlain({ markdown, status }: RecipeProps) {
  return (
    <section
      className="suggested-recipe-container"
      aria-live="polite"
      aria-busy={status === 'streaming'}
      aria-labelledby="recipe-heading"
    >
      <h2 id="recipe-heading">Chef Claude Recommends:</h2>
      <p className="recipe-plain">{markdown}</p>
    </section>
  )
}
