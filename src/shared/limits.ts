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
