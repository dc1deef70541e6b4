/** Where cook mode is in a recipe: open or not, the page shown, and the ingredients ticked. */
export interface CookProgress {
  open: boolean
  /** 0 is the ingredients; 1 to n are the steps. */
  view: number
  /** The ticked ingredients, by their place in the list. */
  ticked: number[]
}

/**
 * Where the progress is kept: session storage, so it survives a reload (or a phone discarding
 * the tab) but not the tab. One record, for the recipe last cooked, so it never grows.
 */
export const COOK_PROGRESS_KEY = 'chef-claude:cook:v1'

/** More than any recipe has; a stored index past it was not written by us. */
const MAX_INDEX = 1_000

export const NO_PROGRESS: CookProgress = { open: false, view: 0, ticked: [] }

/**
 * A short key for a recipe's text (FNV-1a, 32 bits, with its length): progress belongs to the
 * recipe it was made on, and another recipe (or another idea) starts afresh.
 */
export function recipeKey(markdown: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < markdown.length; index++) {
    hash ^= markdown.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${(hash >>> 0).toString(36)}-${markdown.length.toString(36)}`
}

/** The progress stored for this recipe, validated; NO_PROGRESS for anything else. */
export function readCookProgress(markdown: string, storage = sessionStorageOrNull()): CookProgress {
  try {
    const raw = storage?.getItem(COOK_PROGRESS_KEY)
    const data: unknown = raw ? JSON.parse(raw) : null
    if (typeof data !== 'object' || data === null) return NO_PROGRESS
    const record = data as Record<string, unknown>
    if (record.recipe !== recipeKey(markdown)) return NO_PROGRESS
    return {
      open: record.open === true,
      view: isIndex(record.view) ? record.view : 0,
      ticked: Array.isArray(record.ticked)
        ? [...new Set(record.ticked.filter(isIndex))].sort((a, b) => a - b)
        : [],
    }
  } catch {
    // Corrupt or foreign data, or storage blocked: cook mode starts afresh.
    return NO_PROGRESS
  }
}

export function writeCookProgress(
  markdown: string,
  progress: CookProgress,
  storage = sessionStorageOrNull(),
): void {
  try {
    storage?.setItem(
      COOK_PROGRESS_KEY,
      JSON.stringify({ recipe: recipeKey(markdown), ...progress }),
    )
  } catch {
    // Storage full or blocked: cook mode works, it only forgets on a reload.
  }
}

export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Reading sessionStorage itself throws when the browser blocks site data.
    return null
  }
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INDEX
}
