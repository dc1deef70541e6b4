import { setImmediate as nextTurn } from 'node:timers/promises'
import { readRecipeText, recipeNeedsSteps } from '../../chef/index.ts'
import type { Preferences } from '../../shared/preferences.ts'
import type {
  RecipeAnswerKind,
  RecipeNeeds,
  RecipeSuggestion,
  RecipeWarning,
} from '../../shared/recipe-stream.ts'
import type { PlannedRecipe } from '../engines/planned-recipe.ts'
import { recipeWarningSteps } from './recipe-warnings.ts'

/**
 * The most of a recipe the checks read: many times what a model writes within its token budget
 * (the route ends a longer recipe as truncated anyway). What lies beyond is neither warned about
 * nor listed; a recipe that long is not one anyone cooks from.
 */
export const MAX_CHECKED_CHARS = 100_000

/**
 * How long the checks may hold the event loop before letting other work in. A normal recipe is
 * checked well within it, in one go; a long or hostile one is checked in slices.
 */
const SLICE_MS = 5

/** What the visitor asked with: what the finished recipe is checked against. */
export interface FinishedRecipeRequest {
  ingredients: readonly string[]
  preferences?: Preferences
}

export interface FinishedRecipeCheck {
  /** Clashes with the visitor's preferences; empty when there are none. */
  warnings: RecipeWarning[]
  /** What the recipe needs beyond the visitor's list; undefined when it lists no ingredients. */
  needs: RecipeNeeds | undefined
  /** What kind of answer it is, when the engine planned it; see the `done` event. */
  kind?: RecipeAnswerKind
  suggestions?: RecipeSuggestion[]
}

/**
 * The step after any engine: what to tell the visitor about the recipe it finished. A recipe the
 * engine planned (the offline chef) is taken at its plan's word: it needs what the plan says and
 * keeps to the preferences by construction. Any other text is read, at most its first
 * {@link MAX_CHECKED_CHARS}, without holding the event loop for more than a few milliseconds at
 * a time.
 */
export async function checkFinishedRecipe(
  recipe: string,
  request: FinishedRecipeRequest,
  planned?: PlannedRecipe,
): Promise<FinishedRecipeCheck> {
  if (planned !== undefined) {
    const { needs, kind, suggestions } = planned
    return { warnings: [], needs, ...(kind && { kind }), ...(suggestions && { suggestions }) }
  }
  return inSlices(checkSteps(recipe, request))
}

function* checkSteps(
  recipe: string,
  { ingredients, preferences }: FinishedRecipeRequest,
): Generator<void, FinishedRecipeCheck> {
  const text = readRecipeText(
    recipe.length > MAX_CHECKED_CHARS ? recipe.slice(0, MAX_CHECKED_CHARS) : recipe,
  )
  yield
  const needs = yield* recipeNeedsSteps(text, ingredients)
  const warnings = yield* recipeWarningSteps(text, preferences)
  return { warnings, needs }
}

/** Runs `steps` to the end, letting the event loop turn whenever a slice has run long. */
async function inSlices<T>(steps: Iterator<unknown, T>): Promise<T> {
  let sliceStartedAt = performance.now()
  for (;;) {
    const step = steps.next()
    if (step.done === true) return step.value
    if (performance.now() - sliceStartedAt >= SLICE_MS) {
      await nextTurn()
      sliceStartedAt = performance.now()
    }
  }
}
