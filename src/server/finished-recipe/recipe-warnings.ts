import type { RecipeText } from '../../chef/index.ts'
import { recipeConflictSteps } from '../../chef/index.ts'
import type { Preferences } from '../../shared/preferences.ts'
import type { RecipeWarning } from '../../shared/recipe-stream.ts'

/**
 * The second line of defence for a written recipe: its ingredient lines and method read with the
 * chef's lexicon and allergen knowledge against what the visitor must avoid and their diets. A
 * prompt asks the model to respect them; this checks that it did, and names each clash.
 *
 * Read one line of the recipe per step, so a long recipe can be read between other work: each
 * `next()` reads a line, the last returns the warnings (one warning naming every clash, or none).
 */
export function* recipeWarningSteps(
  recipe: RecipeText,
  preferences?: Preferences,
): Generator<void, RecipeWarning[]> {
  const avoid = preferences?.avoid ?? []
  const diets = preferences?.diets ?? []
  if (avoid.length === 0 && diets.length === 0) return []
  const { items } = yield* recipeConflictSteps(recipe, avoid, diets)
  if (items.length === 0) return []
  return [
    {
      code: 'conflicts_with_preferences',
      message: `Check before cooking: this recipe uses ${joinItems(items)}, which clash with what you asked to avoid or your diet.`,
      items,
    },
  ]
}

function joinItems(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`
}
