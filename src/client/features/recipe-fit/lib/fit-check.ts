// The chef's allergen and diet knowledge, in the page: the same checks the server makes of a
// finished AI recipe (src/server/finished-recipe/recipe-warnings.ts), so the page names the same
// clashes in the same words. A chunk of its own (the chef's lexicon is most of it), loaded only
// when there is something to check: see load-fit-check.ts.

import type { AvoidList, RecipeClash, RecipeText } from '../../../../chef/allergens/index.ts'
import {
  readAvoidItems,
  readRecipeText,
  recipeConflictSteps,
} from '../../../../chef/allergens/index.ts'
import { clashLabel } from '../../../../shared/clash-wording.ts'
import type { PreferencesState } from '../../../lib/preferences.ts'

/** The most of a recipe read, as the server reads at most this much of one. */
const MAX_CHECKED_CHARS = 100_000
/** How long the check may hold the page before letting it handle input. */
const SLICE_MS = 8

let lastAvoid: { key: string; list: AvoidList } | undefined

// Reading the avoid items is the costly part; every chip and the recipe share one reading.
function avoidListFor(avoid: readonly string[]): AvoidList {
  const key = avoid.join('\n')
  if (lastAvoid?.key !== key) lastAvoid = { key, list: readAvoidItems(avoid) }
  return lastAvoid.list
}

function clashesIn(text: RecipeText, preferences: PreferencesState): RecipeClash[] {
  const steps = conflictSteps(text, preferences)
  for (let step = steps.next(); ; step = steps.next()) if (step.done === true) return step.value
}

function* conflictSteps(text: RecipeText, preferences: PreferencesState) {
  const found = yield* recipeConflictSteps(text, avoidListFor(preferences.avoid), preferences.diets)
  return found.clashes
}

/**
 * What a written recipe uses that the preferences rule out, each item with why. Read as the
 * server reads it, a line at a time, letting the page handle input whenever a slice has run
 * {@link SLICE_MS}: a long or hostile recipe never freezes it. Stops early, with nothing, once
 * `signal` aborts.
 */
export async function recipeClashes(
  markdown: string,
  preferences: PreferencesState,
  signal?: AbortSignal,
): Promise<RecipeClash[]> {
  const steps = conflictSteps(readRecipeText(markdown.slice(0, MAX_CHECKED_CHARS)), preferences)
  let sliceStartedAt = performance.now()
  for (;;) {
    const step = steps.next()
    if (step.done === true) return step.value
    if (performance.now() - sliceStartedAt >= SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      if (signal?.aborted === true) return []
      sliceStartedAt = performance.now()
    }
  }
}

/** Why the preferences rule out one item of the visitor's list: ["not vegan"], or none. */
export function itemClashLabels(item: string, preferences: PreferencesState): string[] {
  const clashes = clashesIn({ ingredientLines: [item], otherLines: [] }, preferences)
  return [...new Set(clashes.map(clashLabel))]
}
