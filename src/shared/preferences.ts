import { z } from 'zod'
import { plainTextSchema } from './recipe-request-parts.ts'

/** The diets a visitor can choose; the offline chef keeps to them strictly. */
export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free'] as const

export type Diet = (typeof DIETS)[number]

/** Most allergies and dislikes one request may carry. */
export const MAX_AVOID_ITEMS = 20
/** Longest avoid item, in characters after trimming. */
export const MAX_AVOID_LENGTH = 60
export const MIN_SERVINGS = 1
export const MAX_SERVINGS = 12
/** Servings when the visitor has not said. */
export const DEFAULT_SERVINGS = 2
export const MIN_MAX_MINUTES = 10
export const MAX_MAX_MINUTES = 240

/**
 * Who the recipe is for: `preferences` in `POST /api/recipe`. Every field is optional, and `{}`
 * behaves exactly as no preferences at all. Unknown keys are refused, so a typo is a clear 400
 * instead of a silently ignored allergy.
 */
export const PreferencesSchema = z.strictObject({
  diets: z
    .array(
      z.enum(DIETS, {
        error: `Each diet must be one of ${DIETS.join(', ')}.`,
      }),
      { error: 'diets must be a list.' },
    )
    .max(DIETS.length, { error: `At most ${DIETS.length} diets.` })
    .optional(),
  avoid: z
    .array(plainTextSchema('avoid item', MAX_AVOID_LENGTH), {
      error: 'avoid must be a list of text.',
    })
    .max(MAX_AVOID_ITEMS, { error: `At most ${MAX_AVOID_ITEMS} things to avoid, please.` })
    .optional(),
  servings: z
    .int({ error: 'servings must be a whole number.' })
    .min(MIN_SERVINGS, { error: `servings must be at least ${MIN_SERVINGS}.` })
    .max(MAX_SERVINGS, { error: `servings can be at most ${MAX_SERVINGS}.` })
    .optional(),
  maxMinutes: z
    .int({ error: 'maxMinutes must be a whole number of minutes.' })
    .min(MIN_MAX_MINUTES, { error: `maxMinutes must be at least ${MIN_MAX_MINUTES}.` })
    .max(MAX_MAX_MINUTES, { error: `maxMinutes can be at most ${MAX_MAX_MINUTES}.` })
    .optional(),
})

export type Preferences = z.infer<typeof PreferencesSchema>
