import { normalizeIngredient } from '../../shared/ingredient-text.ts'
// Types only: src/shared/preferences.ts builds its zod schema at load, so importing a value from
// it would ship zod with the page. The numbers below are checked against its constants by type
// (`typeof MAX_SERVINGS` is the literal 12), so the two cannot drift apart unnoticed.
import type {
  DEFAULT_SERVINGS,
  Diet,
  DIETS,
  MAX_AVOID_ITEMS,
  MAX_AVOID_LENGTH,
  MAX_SERVINGS,
  MIN_SERVINGS,
  Preferences,
} from '../../shared/preferences.ts'

/** Who the recipe is for, as the page holds it: every field always there, unset is a default. */
export interface PreferencesState {
  /** In the order of {@link DIET_OPTIONS}. */
  diets: Diet[]
  /** Allergies and dislikes, as typed (trimmed), no duplicates. */
  avoid: string[]
  servings: number
  /** null: any time. */
  maxMinutes: number | null
}

export const MIN_SERVING_COUNT: typeof MIN_SERVINGS = 1
export const MAX_SERVING_COUNT: typeof MAX_SERVINGS = 12
export const DEFAULT_SERVING_COUNT: typeof DEFAULT_SERVINGS = 2
export const MAX_AVOID_COUNT: typeof MAX_AVOID_ITEMS = 20
export const MAX_AVOID_TEXT_LENGTH: typeof MAX_AVOID_LENGTH = 60

/** The diets, in the contract's order, with the checkbox labels. */
export const DIET_OPTIONS = [
  { diet: 'vegetarian', label: 'Vegetarian' },
  { diet: 'vegan', label: 'Vegan' },
  { diet: 'pescatarian', label: 'Pescatarian' },
  { diet: 'gluten-free', label: 'Gluten-free' },
  { diet: 'dairy-free', label: 'Dairy-free' },
] as const satisfies readonly { diet: (typeof DIETS)[number]; label: string }[]

// Every diet of the contract has a checkbox: a new one fails to compile here until it gets one.
const everyDietListed: Exclude<Diet, (typeof DIET_OPTIONS)[number]['diet']> extends never
  ? true
  : never = true
void everyDietListed

/** The time limits offered, in minutes (all within the contract's 10–240). */
export const TIME_OPTIONS = [15, 30, 45, 60] as const

export const NO_PREFERENCES: PreferencesState = {
  diets: [],
  avoid: [],
  servings: DEFAULT_SERVING_COUNT,
  maxMinutes: null,
}

/**
 * The `preferences` of a recipe request: only what the visitor set, so nothing set is no
 * `preferences` at all and the request is exactly what it was before preferences existed.
 */
export function toRequestPreferences(state: PreferencesState): Preferences | undefined {
  const preferences: Preferences = {}
  if (state.diets.length > 0) preferences.diets = [...state.diets]
  if (state.avoid.length > 0) preferences.avoid = [...state.avoid]
  if (state.servings !== DEFAULT_SERVING_COUNT) preferences.servings = state.servings
  if (state.maxMinutes !== null) preferences.maxMinutes = state.maxMinutes
  return Object.keys(preferences).length > 0 ? preferences : undefined
}

/** The one-line summary: "Vegan · avoiding peanuts · serves 4"; '' when nothing is set. */
export function describePreferences(state: PreferencesState): string {
  const parts: string[] = DIET_OPTIONS.filter(({ diet }) => state.diets.includes(diet)).map(
    ({ label }) => label,
  )
  if (state.avoid.length > 0) parts.push(`avoiding ${listNames(state.avoid, 2)}`)
  if (state.servings !== DEFAULT_SERVING_COUNT) parts.push(`serves ${state.servings}`)
  if (state.maxMinutes !== null) parts.push(`${state.maxMinutes} min or less`)
  return parts.join(' · ')
}

/** "a", "a and b", "a, b and c"; past `shown` names, "a, b and 3 more". */
export function listNames(names: readonly string[], shown = names.length): string {
  const named = names.slice(0, shown)
  const rest = names.length - named.length
  const items = rest > 0 ? [...named, `${rest} more`] : named
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
    : (items[0] ?? '')
}

/** An avoid item as the visitor meant it ('' when there is nothing to add). */
export function normalizeAvoidItem(value: string): string {
  return normalizeIngredient(value).slice(0, MAX_AVOID_TEXT_LENGTH).trim()
}

/**
 * Saved preferences read back: anything that is not what this page writes (another version,
 * hand-edited storage) falls back to the default, field by field, never an error.
 */
export function toPreferencesState(value: unknown): PreferencesState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return NO_PREFERENCES
  const { diets, avoid, servings, maxMinutes } = value as Record<string, unknown>
  const avoidItems = Array.isArray(avoid)
    ? avoid
        .filter((item): item is string => typeof item === 'string')
        .map(normalizeAvoidItem)
        .filter((item, index, all) => item !== '' && indexOfItem(all, item) === index)
    : []
  return {
    diets: Array.isArray(diets)
      ? DIET_OPTIONS.map(({ diet }) => diet).filter((diet) => diets.includes(diet))
      : [],
    avoid: avoidItems.slice(0, MAX_AVOID_COUNT),
    servings:
      Number.isInteger(servings) &&
      (servings as number) >= MIN_SERVING_COUNT &&
      (servings as number) <= MAX_SERVING_COUNT
        ? (servings as number)
        : DEFAULT_SERVING_COUNT,
    maxMinutes: TIME_OPTIONS.find((minutes) => minutes === maxMinutes) ?? null,
  }
}

/** Where `item` is in `items`, ignoring case ("Peanuts" is "peanuts"); -1 when absent. */
export function indexOfItem(items: readonly string[], item: string): number {
  const key = item.toLocaleLowerCase()
  return items.findIndex((other) => other.toLocaleLowerCase() === key)
}
