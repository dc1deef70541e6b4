import { useSyncExternalStore } from 'react'
import {
  DIET_OPTIONS,
  indexOfItem,
  MAX_AVOID_COUNT,
  normalizeAvoidItem,
  toPreferencesState,
  type PreferencesState,
} from '../lib/preferences.ts'
import { loadSavedState, saveState } from '../lib/saved-state.ts'
import type { Diet } from '../../shared/preferences.ts'

/**
 * The visitor's preferences live here, outside React, because two lazily loaded parts need them:
 * the control that edits them and the request client that sends them with every recipe request.
 * Neither their state nor their validation weighs on the first load. Read from storage on first
 * use, saved alongside the list on every change.
 */
let current: PreferencesState | undefined
const listeners = new Set<() => void>()

/** The preferences as they are now (what the next recipe request sends). */
export function getPreferences(): PreferencesState {
  current ??= toPreferencesState(loadSavedState().preferences)
  return current
}

function setPreferences(update: (preferences: PreferencesState) => PreferencesState) {
  const next = update(getPreferences())
  if (next === current) return
  current = next
  saveState({ preferences: next })
  for (const listener of listeners) listener()
}

/** Forgets the preferences held in memory, so the next read comes from storage (tests). */
export function reloadPreferences(): void {
  current = undefined
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export type AddAvoidResult = 'added' | 'empty' | 'duplicate' | 'full'

export function usePreferences() {
  const preferences = useSyncExternalStore(subscribe, getPreferences)

  function setDiet(diet: Diet, isOn: boolean) {
    setPreferences((state) => ({
      ...state,
      diets: DIET_OPTIONS.map((option) => option.diet).filter((option) =>
        option === diet ? isOn : state.diets.includes(option),
      ),
    }))
  }

  function addAvoid(value: string): AddAvoidResult {
    const item = normalizeAvoidItem(value)
    if (item === '') return 'empty'
    if (indexOfItem(preferences.avoid, item) !== -1) return 'duplicate'
    if (preferences.avoid.length >= MAX_AVOID_COUNT) return 'full'
    setPreferences((state) => ({ ...state, avoid: [...state.avoid, item] }))
    return 'added'
  }

  function removeAvoid(item: string) {
    setPreferences((state) => ({
      ...state,
      avoid: state.avoid.filter((other) => other !== item),
    }))
  }

  function setServings(servings: number) {
    setPreferences((state) => (state.servings === servings ? state : { ...state, servings }))
  }

  function setMaxMinutes(maxMinutes: number | null) {
    setPreferences((state) => (state.maxMinutes === maxMinutes ? state : { ...state, maxMinutes }))
  }

  return { preferences, setDiet, addAvoid, removeAvoid, setServings, setMaxMinutes }
}
