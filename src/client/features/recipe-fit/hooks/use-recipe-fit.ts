import { useEffect, useMemo, useState } from 'react'
import type { RecipeClash } from '../../../../chef/allergens/index.ts'
import type { PreferencesState } from '../../../lib/preferences.ts'
import { hasClashRules, preferencesDiffer, readMadeFor } from '../lib/made-for.ts'
import { useCurrentPreferences } from './use-current-preferences.ts'
import { useFitCheck } from './use-fit-check.ts'

export interface RecipeFit {
  /** The recipe was made for other preferences than the visitor's now. */
  isStale: boolean
  /** What it was made for; null when its stored preferences cannot be read. */
  madeFor: PreferencesState | null
  current: PreferencesState
  /** What in it the current preferences rule out; undefined while the checker loads. */
  clashes: readonly RecipeClash[] | undefined
}

/**
 * Whether the recipe on screen still fits the visitor's preferences: made for the same ones, or
 * not, and then what in it clashes with them, read by the chef's checker (loaded on this need).
 */
export function useRecipeFit(storedMadeFor: unknown, markdown: string): RecipeFit {
  const current = useCurrentPreferences()
  const madeFor = useMemo(() => readMadeFor(storedMadeFor), [storedMadeFor])
  const isStale = preferencesDiffer(madeFor, current)
  const isChecked = isStale && hasClashRules(current)
  const check = useFitCheck(isChecked)
  // The clashes found, kept with what they were found in and for: a change shows none until read.
  const [found, setFound] = useState<{
    markdown: string
    for: PreferencesState
    clashes: RecipeClash[]
  }>()
  useEffect(() => {
    if (!isChecked || !check) return
    const controller = new AbortController()
    check.recipeClashes(markdown, current, controller.signal).then(
      (clashes) => {
        if (!controller.signal.aborted) setFound({ markdown, for: current, clashes })
      },
      (error: unknown) =>
        console.warn('Checking the recipe against the preferences failed:', error),
    )
    return () => controller.abort()
  }, [check, isChecked, markdown, current])
  const clashes = !isChecked
    ? []
    : found?.for === current && found.markdown === markdown
      ? found.clashes
      : undefined
  return { isStale, madeFor, current, clashes }
}
