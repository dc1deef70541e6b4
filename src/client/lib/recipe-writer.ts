import type { EngineName } from '../../shared/recipe-stream.ts'

/**
 * Who wrote a recipe the page shows: one of the server's engines, or `device`, the offline chef
 * running in the page itself when the server could not be reached (or on a static deployment).
 * The server never says `device`: the page alone knows it wrote the recipe.
 */
export type RecipeWriter = EngineName | 'device'

export function isRecipeWriter(value: unknown): value is RecipeWriter {
  return value === 'llm' || value === 'offline' || value === 'device'
}
