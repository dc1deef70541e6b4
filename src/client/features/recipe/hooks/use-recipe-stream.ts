import { useCallback, useEffect, useRef, useState } from 'react'
import { MAX_VARIANT } from '../../../../shared/limits.ts'
import { loadRecipeClient } from '../lib/preload-recipe-chunks.ts'
import type { RecipeQuery, RecipeSoFar, RecipeStatus } from '../types.ts'
import { RecipeRequestError } from '../api/recipe-request-error.ts'
import { loadSavedState, saveState } from '../../../lib/saved-state.ts'

const NOTHING_SHOWN: RecipeSoFar = { markdown: '', engine: null, warnings: [] }

/**
 * The recipe request's lifecycle: idle → streaming → done | stopped | error. `start` aborts any
 * earlier request; `stop` keeps what already arrived. A recipe being replaced stays on screen
 * until the new one's first words arrive, so the page does not collapse and jump back. Unmounting
 * aborts, so a closed page stops the server (and the paid upstream) from writing for nobody.
 */
export function useRecipeStream() {
  const [saved] = useState(() => loadSavedState().recipe)
  // The recipe on screen, who wrote it and its warnings: they change together.
  const [shown, setShown] = useState<RecipeSoFar>(() =>
    saved
      ? { markdown: saved.markdown, engine: saved.engine, warnings: saved.warnings }
      : NOTHING_SHOWN,
  )
  const [status, setStatus] = useState<RecipeStatus>(saved?.status ?? 'idle')
  const [error, setError] = useState<RecipeRequestError | null>(null)
  const [lastQuery, setLastQuery] = useState<RecipeQuery | null>(saved?.request ?? null)
  const controllerRef = useRef<AbortController | null>(null)
  // The status of the recipe on screen, for when a new request is stopped before its first word
  // and that recipe (whole, or itself stopped) simply stays.
  const shownStatusRef = useRef<RecipeStatus>(saved?.status ?? 'idle')

  const start = useCallback(async (query: RecipeQuery) => {
    controllerRef.current?.abort()
    const controller = new AbortController()
    controllerRef.current = controller
    setError(null)
    setLastQuery(query)
    setStatus('streaming')
    let outcome: RecipeStatus = 'error'
    let soFar = null as RecipeSoFar | null
    try {
      const { fetchRecipe } = await loadRecipeClient().catch(() => {
        throw new RecipeRequestError('network_error', 'Could not load the recipe client.')
      })
      await fetchRecipe(query, controller.signal, (next) => {
        soFar = next
        setShown(next)
      })
      outcome = 'done'
    } catch (failure) {
      if (controller.signal.aborted) {
        // Stopped before a word arrived: the recipe on screen is still the earlier one.
        outcome = soFar ? 'stopped' : shownStatusRef.current
      } else {
        console.error('Recipe request failed:', failure)
        setShown(NOTHING_SHOWN)
        setError(
          failure instanceof RecipeRequestError
            ? failure
            : new RecipeRequestError('internal_error', 'Something went wrong.'),
        )
        outcome = 'error'
      }
    } finally {
      // A newer request owns the state now; an aborted older one must not overwrite it.
      if (controllerRef.current === controller) {
        controllerRef.current = null
        setStatus(outcome)
        // After a failure nothing is on screen: a later early stop leaves the page idle.
        shownStatusRef.current = outcome === 'error' ? 'idle' : outcome
        if (outcome === 'error') saveState({ recipe: null })
        if ((outcome === 'done' || outcome === 'stopped') && soFar) {
          saveState({ recipe: { ...soFar, status: outcome, request: query } })
        }
      }
    }
  }, [])

  const stop = useCallback(() => {
    controllerRef.current?.abort()
  }, [])

  /** Asks again for the last recipe's list (after a failure, say). */
  function retry() {
    if (lastQuery) void start(lastQuery)
  }

  /** The next-best dish for the same list. */
  function anotherIdea() {
    if (lastQuery) {
      void start({ ...lastQuery, variant: Math.min(lastQuery.variant + 1, MAX_VARIANT) })
    }
  }

  useEffect(() => () => controllerRef.current?.abort(), [])

  /**
   * `shown`: the recipe on screen (markdown, engine, warnings), whole or still arriving;
   * `query`: the request that wrote it.
   */
  return { shown, status, error, query: lastQuery, start, stop, retry, anotherIdea }
}
