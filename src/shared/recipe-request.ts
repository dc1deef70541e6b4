import { z } from 'zod'
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS, MAX_VARIANT } from './limits.ts'

// C0 and C1 control characters (tab, newline and friends included): an ingredient is one line of
// plain text, and control bytes in a prompt or a log line only ever mean trouble.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/**
 * One ingredient as the visitor typed it: trimmed, 1 to {@link MAX_INGREDIENT_LENGTH} characters,
 * no control characters.
 */
export const IngredientSchema = z
  .string({ error: 'Each ingredient must be text.' })
  .trim()
  .min(1, { error: 'An ingredient cannot be empty.' })
  .max(MAX_INGREDIENT_LENGTH, {
    error: `An ingredient can be at most ${MAX_INGREDIENT_LENGTH} characters long.`,
  })
  .refine((value) => !CONTROL_CHARACTERS.test(value), {
    error: 'An ingredient cannot contain control characters.',
  })

/** The body of `POST /api/recipe`. */
export const RecipeRequestSchema = z.strictObject({
  ingredients: z
    .array(IngredientSchema, { error: 'ingredients must be a list of text.' })
    .min(1, { error: 'Add at least one ingredient.' })
    .max(MAX_INGREDIENTS, { error: `At most ${MAX_INGREDIENTS} ingredients, please.` }),
  /** "Another idea": 0 is the best match, 1 the next, and so on. */
  variant: z
    .int({ error: 'variant must be a whole number.' })
    .min(0, { error: 'variant cannot be negative.' })
    .max(MAX_VARIANT, { error: `variant can be at most ${MAX_VARIANT}.` })
    .default(0),
})

export type RecipeRequest = z.infer<typeof RecipeRequestSchema>

/** The body of `POST /api/recipe` as a client writes it (`variant` may be left out). */
export type RecipeRequestInput = z.input<typeof RecipeRequestSchema>
