import type { Preferences } from '../../shared/preferences.ts'
import {
  toPreferencesState,
  toRequestPreferences,
  type PreferencesState,
} from '../lib/preferences.ts'
import { loadSavedState, saveState } from '../lib/saved-state.ts'

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

/** The preferences as a recipe request carries them: only what is set, undefined for none. */
export function getRequestPreferences(): Preferences | undefined {
  return toRequestPreferences(getPreferences())
}

export function setPreferences(update: (preferences: PreferencesState) => PreferencesState) {
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

export function subscribePreferences(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
