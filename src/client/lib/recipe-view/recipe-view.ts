// How the cook chose to see a recipe: for how many, in which measures. Small and free of the
// reader and the lexicon, so the first load carries only this; the rewriting loads on first use.

/** The measures a recipe can be shown in. */
export type UnitSystem = 'metric' | 'us'

/** A cook's choice for one recipe; absent fields mean "as the recipe is written". */
export interface RecipeView {
  servings?: number
  units?: UnitSystem
}

export const AS_WRITTEN: RecipeView = Object.freeze({})

/** No recipe serves more (a recipe's own serves line is read up to 999, and 4× of that is plenty). */
export const MAX_SERVINGS = 4_000

/** The servings the spin button offers: ½× to 4× the recipe's own, never fewer than one. */
export function servingsRange(base: number): { min: number; max: number } {
  return { min: Math.max(1, Math.ceil(base / 2)), max: base * 4 }
}

/**
 * A stored or linked choice, validated: anything that is not one (a foreign shape, a number out
 * of range, an unknown system) reads as nothing chosen. Servings are checked against the
 * recipe's own range where the recipe is read (see rewrite-recipe.ts's rewriteForView).
 */
export function toRecipeView(value: unknown): RecipeView {
  if (typeof value !== 'object' || value === null) return AS_WRITTEN
  const record = value as Record<string, unknown>
  const view: RecipeView = {}
  const { servings, units } = record
  if (
    typeof servings === 'number' &&
    Number.isInteger(servings) &&
    servings >= 1 &&
    servings <= MAX_SERVINGS
  ) {
    view.servings = servings
  }
  if (units === 'metric' || units === 'us') view.units = units
  return view.servings === undefined && view.units === undefined ? AS_WRITTEN : view
}

export function isAsWritten(view: RecipeView): boolean {
  return view.servings === undefined && view.units === undefined
}
