import { z } from 'zod'
import { MAX_INGREDIENT_LENGTH } from './limits.ts'
import { hasVisibleText, textLength } from './text-measure.ts'

// C0 and C1 control characters (tab, newline and friends included): an ingredient is one line of
// plain text, and control bytes in a prompt or a log line only ever mean trouble.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/**
 * One line of the visitor's plain text, as ingredients and avoid items share it: trimmed, 1 to
 * `maxLength` characters (code points, counted as the page counts them: `text-measure.ts`),
 * something visible, no control characters. `what` names it in the messages.
 */
export function plainTextSchema(what: string, maxLength: number) {
  const name = `An ${what}`
  return z
    .string({ error: `Each ${what} must be text.` })
    .trim()
    .min(1, { error: `${name} cannot be empty.` })
    .refine(hasVisibleText, { error: `${name} cannot be empty.` })
    .refine((value) => textLength(value) <= maxLength, {
      error: `${name} can be at most ${maxLength} characters long.`,
    })
    .refine((value) => !CONTROL_CHARACTERS.test(value), {
      error: `${name} cannot contain control characters.`,
    })
}

/**
 * One ingredient as the visitor typed it: trimmed, 1 to {@link MAX_INGREDIENT_LENGTH} characters,
 * no control characters.
 */
export const IngredientSchema = plainTextSchema('ingredient', MAX_INGREDIENT_LENGTH)
