import { z } from 'zod'
import { MAX_IDEAS, MAX_INGREDIENTS, MAX_TITLE_LENGTH, MAX_VARIANT } from './limits.ts'
import { PreferencesSchema } from './preferences.ts'
import { IngredientSchema, plainTextSchema } from './recipe-request-parts.ts'

export { IngredientSchema } from './recipe-request-parts.ts'

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
  /** Diets, allergies and dislikes, servings and time; leaving it out changes nothing. */
  preferences: PreferencesSchema.optional(),
  /**
   * "Another idea": the titles of the ideas already given for this list, so an AI model can
   * suggest a different dish. Leaving it out changes nothing; the offline chef goes by `variant`.
   */
  previousTitles: z
    .array(plainTextSchema('earlier title', MAX_TITLE_LENGTH), {
      error: 'previousTitles must be a list of text.',
    })
    .max(MAX_IDEAS, { error: `At most ${MAX_IDEAS} previous titles, please.` })
    .optional(),
  /**
   * `"offline"` asks the built-in offline chef even when an AI service is configured ("Ask the
   * offline chef" after the AI failed). Leaving it out asks the configured engine.
   */
  engine: z.literal('offline', { error: 'engine can only be "offline".' }).optional(),
})

export type RecipeRequest = z.infer<typeof RecipeRequestSchema>

/** The body of `POST /api/recipe` as a client writes it (`variant` may be left out). */
export type RecipeRequestInput = z.input<typeof RecipeRequestSchema>
