import { hasVisibleText } from './text-measure.ts'

// C0 and C1 control characters: a tab or newline pasted from a spreadsheet is invisible in the
// field, yet the API refuses it; as a space it is what the visitor meant.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g

/**
 * An ingredient as the visitor meant it: control characters become spaces, the ends are
 * trimmed, and text that shows nothing (zero-width characters only) is nothing. An empty result
 * means "do not add it". Kept apart from the zod schema so the page can use it without shipping
 * zod.
 */
export function normalizeIngredient(value: string): string {
  const text = value.replace(CONTROL_CHARACTERS, ' ').trim()
  return hasVisibleText(text) ? text : ''
}
