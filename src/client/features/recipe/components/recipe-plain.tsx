import type { RecipeProps } from './recipe.tsx'
import { RecipeRegion } from './recipe-region.tsx'

/**
 * The recipe as plain text, in the same live region: shown for the instant the full display's
 * chunk is still loading, and for good if that chunk cannot load at all.
 */
export function RecipePlain({ markdown, status }: RecipeProps) {
  return (
    <RecipeRegion isStreaming={status === 'streaming'}>
      <p className="recipe-plain">{markdown}</p>
    </RecipeRegion>
  )
}
