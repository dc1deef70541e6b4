import type { RecipeText } from '../../chef/index.ts'
import { recipeConflictSteps } from '../../chef/index.ts'
import type { Preferences } from '../../shared/preferences.ts'
import type { RecipeWarning } from '../../shared/recipe-stream.ts'
import { clashWarningMessage } from '../../shared/clash-wording.ts'

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
      message: clashWarningMessage(items),
      items,
    },
  ]
}
