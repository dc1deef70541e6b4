import { useSyncExternalStore } from 'react'
import type { Diet } from '../../../../shared/preferences.ts'
import {
  DIET_OPTIONS,
  indexOfItem,
  MAX_AVOID_COUNT,
  normalizeAvoidItem,
} from '../../../lib/preferences.ts'
import {
  getPreferences,
  setPreferences,
  subscribePreferences,
} from '../../../stores/preferences-store.ts'

export type AddAvoidResult = 'added' | 'empty' | 'duplicate' | 'full'

export function usePreferences() {
  const preferences = useSyncExternalStore(subscribePreferences, getPreferences)

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
