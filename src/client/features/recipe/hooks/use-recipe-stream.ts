import { useEffect, useState, useSyncExternalStore } from 'react'
import { loadPreferencesStore, loadRecipeClient } from '../lib/preload-recipe-chunks.ts'
import { RecipeSession } from '../lib/recipe-session.ts'
import { restoreSession, viewOf } from '../lib/recipe-session-state.ts'
import type { RecipeSoFar } from '../types.ts'
import { loadSavedState, saveState } from '../../../lib/saved-state.ts'

const NOTHING_SHOWN: RecipeSoFar = { markdown: '', engine: null, warnings: [] }

function createSession() {
  return new RecipeSession(
    {
      load: async () => {
        const [{ fetchRecipe }, { getRequestPreferences }] = await Promise.all([
          loadRecipeClient(),
          loadPreferencesStore(),
        ])
        return { fetchRecipe, getPreferences: getRequestPreferences }
      },
      save: saveState,
      onFailure: (failure) => console.error('Recipe request failed:', failure),
    },
    restoreSession(loadSavedState()),
  )
}

/**
 * The page's recipe session (lib/recipe-session.ts, where its rules live) as React state.
 * Unmounting aborts the request out, so a closed page stops the server (and the paid upstream)
 * from writing for nobody.
 *
 * `shown`: the answer on screen, whole or still arriving; `ideas`: the finished ideas of its list,
 * `ideaIndex` the one on screen, `nav` the steps between ideas and lists; `arrivals`: how many
 * answers have come on screen at the visitor's asking; `query`: the request that wrote what is
 * on screen; `waitingFor`: the request out while nothing of its answer has arrived, and
 * `isThinking`: the AI said it is reasoning meanwhile.
 */
export function useRecipeStream() {
  const [session] = useState(createSession)
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot)
  useEffect(() => session.dispose, [session])
  const view = viewOf(state)

  return {
    ...view,
    shown: view.shown ?? NOTHING_SHOWN,
    error: state.error,
    arrivals: state.arrivals,
    isThinking: state.isThinking,
    start: session.start,
    stop: session.stop,
    retry: (engine?: 'offline') => void session.retry(engine),
    anotherIdea: () => void session.anotherIdea(),
    showIdea: session.showIdea,
    showList: session.showList,
  }
}
