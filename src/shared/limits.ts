/** Most ingredients one recipe request may carry. */
export const MAX_INGREDIENTS = 50

/** Longest ingredient, in characters after trimming. */
export const MAX_INGREDIENT_LENGTH = 100

/** Largest request body the server reads, in bytes; larger bodies get a 413. */
export const MAX_BODY_BYTES = 16 * 1024

/** The spec's threshold: the recipe panel shows when the list holds more than this many. */
export const RECIPE_PANEL_THRESHOLD = 3

/** Highest "another idea" variant the API accepts. */
export const MAX_VARIANT = 1000

/**
 * Most ideas the page keeps for one list (oldest out first), and so most earlier titles one
 * "Another idea" request may name (`previousTitles`).
 */
export const MAX_IDEAS = 10

/** Longest earlier title in `previousTitles`, in characters after trimming. */
export const MAX_TITLE_LENGTH = 120

export interface RecipeReadiness {
  /** The list is long enough: the "Get a recipe" panel shows. */
  isReady: boolean
  /** One short of ready (or ready): time to fetch the recipe's code so the button never waits. */
  isNearlyReady: boolean
  /** How many more ingredients the panel needs; 0 once it shows. */
  missing: number
}

/** The one home of the spec's "more than three ingredients" rule, as the page needs it. */
export function recipeReadiness(count: number): RecipeReadiness {
  const needed = RECIPE_PANEL_THRESHOLD + 1
  return {
    isReady: count >= needed,
    isNearlyReady: count >= needed - 1,
    missing: Math.max(0, needed - count),
  }
}
