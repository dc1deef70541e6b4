import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../../shared/limits.ts'
import { normalizeIngredient } from '../../shared/ingredient-text.ts'
import { textLength } from '../../shared/text-measure.ts'

/**
 * Where the page keeps the list (and the last recipe) across reloads. The version is in the key:
 * a later shape gets a new key, so old data is never misread, only ignored.
 */
export const STORAGE_KEY = 'chef-claude:v1'

/**
 * The page's record in storage as it is, and the list in it: what the first paint needs to
 * restore the list. The rest of the record is validated, and the record written, by
 * saved-state.ts, which loads with the code that shows and changes the list.
 */
export function readStoredRecord(): Record<string, unknown> | null {
  try {
    const raw = getStorage()?.getItem(STORAGE_KEY)
    const data: unknown = raw ? JSON.parse(raw) : null
    return isRecord(data) ? data : null
  } catch {
    // Corrupt or foreign data reads as nothing saved.
    return null
  }
}

export function getStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    // Reading localStorage itself throws when the browser blocks site data.
    return undefined
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A stored list as the page wrote it: strings, trimmed, within the limits. */
export function toIngredients(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((item): item is string => typeof item === 'string')
    .map(normalizeIngredient)
    .filter((item) => item !== '' && textLength(item) <= MAX_INGREDIENT_LENGTH)
    .slice(0, MAX_INGREDIENTS)
}
