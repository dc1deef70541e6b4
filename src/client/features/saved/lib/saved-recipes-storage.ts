import { SAVED_RECIPES_KEY } from '../../../lib/kept-recipe-keys.ts'
import { isRecord, toRecipe, type SavedRecipe } from '../../../lib/saved-state.ts'

export { SAVED_RECIPES_KEY } from '../../../lib/kept-recipe-keys.ts'

/** How many recipes are kept; saving one more lets the oldest go. About 0.5 MB at most. */
export const MAX_SAVED_RECIPES = 100

/** Longer ids were not written by us. */
const MAX_ID_LENGTH = 40

export interface SavedRecipeEntry {
  id: string
  /** When it was saved, in ms since the epoch. */
  savedAt: number
  recipe: SavedRecipe
}

/** What went wrong reading the saved recipes, if anything; what could be read is still there. */
export type ReadProblem =
  { kind: 'dropped'; count: number } | { kind: 'unreadable' } | { kind: 'blocked' }

export interface SavedRecipesState {
  /** Newest first. */
  entries: readonly SavedRecipeEntry[]
  problem: ReadProblem | null
}

export type WriteOutcome = 'done' | 'full' | 'blocked'

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** The last moment a JavaScript Date can hold (ms since the epoch): later ones are invalid. */
export const LAST_VALID_TIME = 8.64e15

/** A time a Date can hold and the page could have written: after 1970, before the end of time. */
export function isValidSavedAt(savedAt: unknown): savedAt is number {
  return typeof savedAt === 'number' && savedAt > 0 && savedAt <= LAST_VALID_TIME
}

/**
 * "23 Nov 2026": the page is in British English, and a month name is never misread. A time no
 * Date can hold (formatting it would throw "Invalid time value") reads as an unknown date.
 */
export function formatSavedDate(savedAt: number): string {
  return isValidSavedAt(savedAt) ? DATE_FORMAT.format(savedAt) : 'on an unknown date'
}

/**
 * Reads the saved recipes. Entries that validate are kept and the rest dropped (and counted),
 * so one damaged entry never costs the others; nothing is written back until the visitor saves
 * or removes one.
 */
export function readSavedRecipes(): SavedRecipesState {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(SAVED_RECIPES_KEY)
  } catch {
    // Reading localStorage itself throws when the browser blocks site data.
    return { entries: [], problem: { kind: 'blocked' } }
  }
  if (raw === null) return { entries: [], problem: null }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { entries: [], problem: { kind: 'unreadable' } }
  }
  if (!Array.isArray(data)) return { entries: [], problem: { kind: 'unreadable' } }
  const entries: SavedRecipeEntry[] = []
  const ids = new Set<string>()
  for (const item of data) {
    const entry = toEntry(item)
    if (entry && !ids.has(entry.id)) {
      ids.add(entry.id)
      entries.push(entry)
    }
  }
  const dropped = data.length - entries.length
  return {
    entries: entries.slice(0, MAX_SAVED_RECIPES),
    problem: dropped > 0 ? { kind: 'dropped', count: dropped } : null,
  }
}

/** Writes the whole list. A full or blocked storage is reported, never thrown. */
export function writeSavedRecipes(entries: readonly SavedRecipeEntry[]): WriteOutcome {
  try {
    window.localStorage.setItem(SAVED_RECIPES_KEY, JSON.stringify(entries))
    return 'done'
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'blocked'
  }
}

/** The list with `recipe` saved first, the oldest let go beyond the bound. */
export function withRecipeSaved(
  entries: readonly SavedRecipeEntry[],
  recipe: SavedRecipe,
  now = Date.now(),
): SavedRecipeEntry[] {
  const entry = { id: newId(now), savedAt: now, recipe }
  return [entry, ...entries].slice(0, MAX_SAVED_RECIPES)
}

/** The same recipe is the same markdown: saving it twice keeps one entry. */
export function findSaved(
  entries: readonly SavedRecipeEntry[],
  markdown: string,
): SavedRecipeEntry | undefined {
  return entries.find((entry) => entry.recipe.markdown === markdown)
}

function toEntry(value: unknown): SavedRecipeEntry | null {
  if (!isRecord(value)) return null
  const { id, savedAt } = value
  const recipe = toRecipe(value.recipe)
  const isValid =
    recipe !== null &&
    typeof id === 'string' &&
    id !== '' &&
    id.length <= MAX_ID_LENGTH &&
    // Past the end of JavaScript time (8.64e15 + 1) no date can be shown: set aside, counted.
    isValidSavedAt(savedAt)
  return isValid ? { id, savedAt, recipe } : null
}

// crypto.randomUUID exists only in secure contexts; a time and a random part are unique enough
// for one visitor's hundred recipes.
function newId(now: number): string {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    // The standard name, and Firefox's older one.
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  )
}
