/**
 * Trims an ingredient as the server will; an empty result means "do not add it". Kept apart from
 * the zod schema so the page can use it without shipping zod.
 */
export function normalizeIngredient(value: string): string {
  return value.trim()
}
