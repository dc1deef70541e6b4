import type { RecipeAnswerKind, RecipeNeeds, RecipeSuggestion } from '../../shared/recipe-stream.ts'

/**
 * What an engine that plans its recipe before writing it (the offline chef) knows about the
 * finished recipe, so the route's finished-recipe step reads nothing back from the text: what it
 * needs beyond the visitor's list (undefined when no dish was written), and that it keeps to the
 * visitor's preferences by construction (property-tested in the chef), so there is nothing to
 * warn about. It also knows what kind of answer it wrote, which the page is told at `done`.
 */
export interface PlannedRecipe {
  needs: RecipeNeeds | undefined
  /** What kind of answer it wrote: a recipe, or one of the chef's honest non-recipes. */
  kind?: RecipeAnswerKind
  /** For `out-of-ideas`: one more ingredient and the dish it would open up. */
  suggestions?: RecipeSuggestion[]
}

// Keyed by the engine's stream, so the plan travels with the recipe it belongs to: the request
// carries nothing back, the stream's type stays the engine's own, and a plan is forgotten with
// its stream.
const plans = new WeakMap<AsyncIterable<unknown>, PlannedRecipe>()

/** Called by an engine, at the latest before its stream ends. */
export function tellPlannedRecipe(stream: AsyncIterable<unknown>, planned: PlannedRecipe): void {
  plans.set(stream, planned)
}

/** The plan behind an engine's stream, once it has ended; undefined for an engine without one. */
export function plannedRecipeOf(stream: AsyncIterable<unknown>): PlannedRecipe | undefined {
  return plans.get(stream)
}
