import { MAX_IDEAS, MAX_VARIANT } from '../../shared/limits.ts'
import type { EngineName, RecipeNotice, RecipeWarning } from '../../shared/recipe-stream.ts'
import {
  getStorage,
  isRecord,
  readStoredRecord,
  STORAGE_KEY,
  toIngredients,
} from './storage-record.ts'

export { isRecord, STORAGE_KEY }

/** Far more than any recipe; anything longer in storage was not written by us. */
const MAX_SAVED_RECIPE_LENGTH = 100_000

export interface SavedRecipe {
  markdown: string
  engine: EngineName | null
  status: 'done' | 'stopped'
  /**
   * The request that wrote it, so "Another idea" and "Try again" work after a reload, with the
   * preferences it was made for kept as stored (the preferences code validates them where it
   * reads them, so that code loads with the preferences control, not with the first paint).
   */
  request: { ingredients: string[]; variant: number; preferences?: unknown }
  /** What the server warned about it (an item the visitor avoids); shown again after a reload. */
  warnings: RecipeWarning[]
  /** What you still need, kept as stored: the still-need list checks it where it reads it. */
  needs?: unknown
  /**
   * Why it ended early (cut off, filtered), for this visit only: a reload, the saved list and
   * shared links drop it (`toRecipe` does not read it back), as they keep only the recipe.
   */
  notice?: RecipeNotice
  /**
   * The servings and units it was kept in (saved list, shared link), as stored: the recipe view
   * code validates it where it reads it (lib/recipe-view/recipe-view.ts), so it loads with the
   * recipe, not with the first paint.
   */
  view?: unknown
}

export interface SavedState {
  ingredients: string[]
  /** The recipe on screen: one of `ideas`, or on its own when it came before they were kept. */
  recipe: SavedRecipe | null
  /** The ideas for the list, oldest first: "Another idea" adds one, a new list starts afresh. */
  ideas: SavedRecipe[]
  /**
   * The visitor's preferences, kept as stored: lib/preferences.ts validates them where they are
   * read, so that code loads with the preferences control, not with the first paint.
   */
  preferences?: unknown
}

const NOTHING_SAVED: SavedState = { ingredients: [], recipe: null, ideas: [] }

/** Reads what an earlier visit saved. Missing, corrupt or foreign data reads as nothing saved. */
export function loadSavedState(): SavedState {
  try {
    const data = readStoredRecord()
    if (!data) return NOTHING_SAVED
    return {
      ingredients: toIngredients(data.ingredients),
      recipe: toRecipe(data.recipe),
      ideas: Array.isArray(data.ideas)
        ? data.ideas
            .map(toRecipe)
            .filter((idea) => idea !== null)
            .slice(-MAX_IDEAS)
        : [],
      preferences: data.preferences,
    }
  } catch {
    return NOTHING_SAVED
  }
}

/** Saves part of the state, keeping the rest. Storage full or blocked: the page works without. */
export function saveState(patch: Partial<SavedState>): void {
  try {
    getStorage()?.setItem(STORAGE_KEY, JSON.stringify({ ...loadSavedState(), ...patch }))
  } catch {
    // Private mode or quota: remembering is a nicety, never a reason to fail.
  }
}

/**
 * A stored recipe as the page wrote it, or null. Also the check for recipes kept in the saved
 * list and carried in shared links: one rule for every recipe that comes back from outside.
 */
export function toRecipe(value: unknown): SavedRecipe | null {
  if (!isRecord(value) || !isRecord(value.request)) return null
  const { markdown, engine, status } = value
  const ingredients = toIngredients(value.request.ingredients)
  const variant = value.request.variant
  const isValid =
    typeof markdown === 'string' &&
    markdown.trim() !== '' &&
    markdown.length <= MAX_SAVED_RECIPE_LENGTH &&
    (engine === 'llm' || engine === 'offline' || engine === null) &&
    (status === 'done' || status === 'stopped') &&
    ingredients.length > 0 &&
    Number.isInteger(variant) &&
    (variant as number) >= 0 &&
    (variant as number) <= MAX_VARIANT
  return isValid
    ? {
        markdown,
        engine,
        status,
        request: {
          ingredients,
          variant: variant as number,
          ...(isRecord(value.request.preferences) && { preferences: value.request.preferences }),
        },
        warnings: Array.isArray(value.warnings) ? value.warnings.filter(isWarning) : [],
        needs: value.needs,
        ...(isRecord(value.view) && { view: value.view }),
      }
    : null
}

// Kept small (this loads with the list): the warning's text is rebuilt from its items, so
// an item list of strings is all a saved warning needs to show right.
function isWarning(value: unknown): value is RecipeWarning {
  return isRecord(value) && Array.isArray(value.items) && value.items.every(isString)
}

function isString(value: unknown): value is string {
  return typeof value === 'string'
}
