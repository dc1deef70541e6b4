import {
  NO_PREFERENCES,
  toPreferencesState,
  toRequestPreferences,
  type PreferencesState,
} from '../../../lib/preferences.ts'

/**
 * The preferences a recipe was made for, read from its stored `request.preferences`:
 * - absent: none set. Recipes stored before the page kept them have no such field either, and the
 *   two cannot be told apart; reading them as "none" errs on the safe side, since a recipe made
 *   for nothing in particular is checked against whatever the visitor now keeps to;
 * - exactly what the page writes (see `toRequestPreferences`): those preferences;
 * - anything else (hand-edited storage, another version): null, unknown, which the page treats
 *   as "made for other preferences", never as a match.
 *
 * Read with the page's own preferences reader rather than the request's `PreferencesSchema`:
 * that schema is full zod, about 22 KB gzip-9 more in the recipe display's chunks (measured),
 * for a value the page itself wrote. The round trip is the stricter check anyway: it accepts
 * only what the page writes, a subset of what the schema accepts.
 */
export function readMadeFor(stored: unknown): PreferencesState | null {
  if (stored === undefined) return NO_PREFERENCES
  const state = toPreferencesState(stored)
  return canonical(toRequestPreferences(state) ?? {}) === canonical(stored) ? state : null
}

/**
 * Whether a recipe made for `madeFor` was made for other preferences than `current`: any diet,
 * avoid item (whatever its case or order), servings or time that differs. Unknown always does.
 */
export function preferencesDiffer(
  madeFor: PreferencesState | null,
  current: PreferencesState,
): boolean {
  if (madeFor === null) return true
  const avoidKey = (state: PreferencesState) =>
    [...new Set(state.avoid.map((item) => item.toLocaleLowerCase()))].sort().join('\n')
  return (
    [...madeFor.diets].sort().join() !== [...current.diets].sort().join() ||
    avoidKey(madeFor) !== avoidKey(current) ||
    madeFor.servings !== current.servings ||
    madeFor.maxMinutes !== current.maxMinutes
  )
}

/**
 * What changed that the recipe's text cannot show by itself: its amounts, and its time. Diets and
 * avoid items speak through the clashes the chef's checker names.
 */
export function describeChanges(
  madeFor: PreferencesState | null,
  current: PreferencesState,
): string[] {
  if (madeFor === null) return []
  const changes: string[] = []
  if (madeFor.servings !== current.servings) {
    changes.push(`Its amounts are for ${madeFor.servings}, not ${current.servings}.`)
  }
  if (current.maxMinutes !== null && madeFor.maxMinutes !== current.maxMinutes) {
    changes.push(`It was not chosen to take ${current.maxMinutes} minutes or less.`)
  }
  return changes
}

/** Whether the preferences name anything an ingredient can clash with. */
export function hasClashRules(preferences: PreferencesState): boolean {
  return preferences.diets.length > 0 || preferences.avoid.length > 0
}

// JSON with its keys in one order, so `{ avoid, diets }` and `{ diets, avoid }` compare equal.
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([left], [right]) => (left < right ? -1 : 1)))
      : inner,
  )
}
