import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS, MAX_VARIANT } from '../../shared/limits.ts'
import type { RecipeRequest } from '../../shared/recipe-request.ts'
import { CONTROL_CHARACTERS } from '../../shared/recipe-request-parts.ts'
import { hasVisibleText, textLength } from '../../shared/text-measure.ts'

/**
 * The request most recipes come with — `ingredients`, perhaps `variant` and `engine`, nothing
 * else — read without zod, as `RecipeRequestSchema` would read it (the same rules, the same
 * result, fields in the same order); undefined for anything else, which the schema then reads
 * and explains.
 *
 * Why: the schema's parse of the benchmark's request cost 2.2–2.7 µs on Node 20 (bundled, timed
 * alone), this 0.4–0.6 µs: a small share of an AI recipe's ~550 µs, one of several cut together
 * (BENCHMARKS.md). `common-recipe-request.test.ts` holds the
 * two to the same answers.
 */
export function readCommonRecipeRequest(body: unknown): RecipeRequest | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const fields = body as Record<string, unknown>
  let variant = 0
  let isOffline = false
  for (const key of Object.keys(fields)) {
    if (key === 'variant') {
      const value = fields.variant
      if (!isVariant(value)) return undefined
      variant = value
    } else if (key === 'engine') {
      if (fields.engine !== 'offline') return undefined
      isOffline = true
    } else if (key !== 'ingredients') {
      return undefined
    }
  }
  const items = fields.ingredients
  if (!Array.isArray(items) || items.length < 1 || items.length > MAX_INGREDIENTS) return undefined
  const ingredients: string[] = []
  for (const item of items as unknown[]) {
    if (typeof item !== 'string') return undefined
    const text = item.trim()
    if (!isIngredientText(text)) return undefined
    ingredients.push(text)
  }
  return isOffline ? { ingredients, variant, engine: 'offline' } : { ingredients, variant }
}

function isVariant(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_VARIANT
  )
}

/** `IngredientSchema`'s rules on trimmed text (recipe-request-parts.ts). */
function isIngredientText(text: string): boolean {
  return (
    text.length >= 1 &&
    hasVisibleText(text) &&
    // Within the limit in UTF-16 units is within it in code points: no need to count them.
    (text.length <= MAX_INGREDIENT_LENGTH || textLength(text) <= MAX_INGREDIENT_LENGTH) &&
    !CONTROL_CHARACTERS.test(text)
  )
}
