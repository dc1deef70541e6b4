import { useSyncExternalStore } from 'react'
import { getPreferences, subscribePreferences } from '../../../stores/preferences-store.ts'

/** The visitor's preferences as they are now, re-rendering as they change. */
export function useCurrentPreferences() {
  return useSyncExternalStore(subscribePreferences, getPreferences)
}
