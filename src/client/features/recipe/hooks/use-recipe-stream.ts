import { useCallback, useEffect, useRef, useState } from 'react'
import { MAX_IDEAS, MAX_VARIANT } from '../../../../shared/limits.ts'
import { loadPreferencesStore, loadRecipeClient } from '../lib/preload-recipe-chunks.ts'
import type { RecipeQuery, RecipeSoFar, RecipeStatus, SentRecipeQuery } from '../types.ts'
import { loadSavedState, saveState, type SavedRecipe } from '../../../lib/saved-state.ts'

const NOTHING_SHOWN: RecipeSoFar = { markdown: '', engine: null, warnings: [] }

/** The ideas for one list, oldest first, and the one on screen. */
interface Ideas {
  ideas: readonly SavedRecipe[]
  index: number
}

const NO_IDEAS: Ideas = { ideas: [], index: 0 }

/**
 * The recipe request's lifecycle: idle → streaming → done | stopped | error. `start` aborts any
 * earlier request; `stop` keeps what already arrived. A recipe being replaced stays on screen
 * until the new one's first words arrive, so the page does not collapse and jump back. Unmounting
 * aborts, so a closed page stops the server (and the paid upstream) from writing for nobody.
 *
 * Every finished (or stopped) recipe is an idea for its list, kept at most {@link MAX_IDEAS},
 * oldest out first: "Another idea" adds one, `showIdea` steps between them without asking the
 * server, and a request for variant 0 (a new list) starts afresh once its first words arrive.
 */
export function useRecipeStream() {
  const [kept, setKept] = useState<Ideas>(() => {
    const { recipe, ideas } = loadSavedState()
    const index = ideas.findIndex((idea) => idea.markdown === recipe?.markdown)
    // A recipe kept before ideas were (or beside ideas that do not hold it) is an idea of its own.
    return index < 0 ? { ideas: recipe ? [recipe] : [], index: 0 } : { ideas, index }
  })
  // start() is stable, so it reads the ideas through this; keep() updates both.
  const keptRef = useRef(kept)
  // The new recipe while it arrives (from its first words on); null shows the kept idea.
  const [arriving, setArriving] = useState<RecipeSoFar | null>(null)
  const [isStreaming, setStreaming] = useState(false)
  // The AI said it is reasoning (a `thinking` event) and has written nothing yet.
  const [isThinking, setThinking] = useState(false)
  // How many recipes have begun arriving since the page loaded: each new one is brought into view.
  const [arrivals, setArrivals] = useState(0)
  // Why the last request failed, as thrown (RecipeError says it in plain words); null if it did not.
  const [error, setError] = useState<unknown>(null)
  // The newest idea's request: "Another idea" goes on from it, whichever idea is on screen.
  const [lastQuery, setLastQuery] = useState<RecipeQuery | null>(kept.ideas.at(-1)?.request ?? null)
  const controllerRef = useRef<AbortController | null>(null)

  const keep = useCallback((next: Ideas) => {
    keptRef.current = next
    setKept(next)
  }, [])

  const start = useCallback(
    async (query: RecipeQuery) => {
      controllerRef.current?.abort()
      const controller = new AbortController()
      controllerRef.current = controller
      setError(null)
      setLastQuery(query)
      setStreaming(true)
      setThinking(false)
      let soFar = null as RecipeSoFar | null
      let sent: SentRecipeQuery = query
      let failure: unknown = null
      try {
        // A client that cannot load fails here too: RecipeError reads that as the network.
        const [{ fetchRecipe }, { getRequestPreferences }] = await Promise.all([
          loadRecipeClient(),
          loadPreferencesStore(),
        ])
        // The preferences as they are when the visitor asks, named in the request and kept
        // with the idea it writes.
        sent = { ...query, preferences: getRequestPreferences() }
        await fetchRecipe(
          sent,
          controller.signal,
          (next) => {
            if (!soFar) {
              setArrivals((count) => count + 1)
              // A new list's first words: the earlier list's ideas go.
              if (!query.variant) keep(NO_IDEAS)
            }
            soFar = next
            setArriving(next)
          },
          () => setThinking(true),
        )
      } catch (caught) {
        // Aborted: stopped (what arrived is kept) or replaced by a newer request.
        if (!controller.signal.aborted) failure = caught ?? 'failed'
      }
      // A newer request owns the state now; an aborted older one must not overwrite it.
      if (controllerRef.current !== controller) return
      controllerRef.current = null
      setStreaming(false)
      setArriving(null)
      if (failure) {
        console.error('Recipe request failed:', failure)
        setError(failure)
        keep(NO_IDEAS)
        saveState({ recipe: null, ideas: [] })
      } else if (soFar) {
        const { ingredients, variant, preferences } = sent
        const idea: SavedRecipe = {
          ...soFar,
          status: controller.signal.aborted ? 'stopped' : 'done',
          request: { ingredients, variant, ...(preferences && { preferences }) },
        }
        const ideas = [...(variant ? keptRef.current.ideas : []), idea].slice(-MAX_IDEAS)
        keep({ ideas, index: ideas.length - 1 })
        saveState({ recipe: idea, ideas })
      }
    },
    [keep],
  )

  const stop = useCallback(() => {
    controllerRef.current?.abort()
  }, [])

  /**
   * Asks again for the last recipe's list (after a failure, say); with `"offline"`, asks the
   * offline chef instead ("Ask the offline chef"), and "Another idea" then goes on with it.
   */
  function retry(engine?: 'offline') {
    if (lastQuery) void start(engine ? { ...lastQuery, engine } : lastQuery)
  }

  /** The next-best dish for the same list, naming the ideas already given. */
  function anotherIdea() {
    if (lastQuery) {
      const variant = Math.min(lastQuery.variant + 1, MAX_VARIANT)
      void start({ ...lastQuery, variant, earlier: kept.ideas.map((idea) => idea.markdown) })
    }
  }

  /** Shows an idea already given, as it was, without asking the server again. */
  function showIdea(index: number) {
    const idea = kept.ideas[index]
    if (idea && !controllerRef.current) {
      keep({ ideas: kept.ideas, index })
      saveState({ recipe: idea })
    }
  }

  useEffect(() => () => controllerRef.current?.abort(), [])

  const idea = kept.ideas[kept.index]
  const status: RecipeStatus = isStreaming
    ? 'streaming'
    : error
      ? 'error'
      : (idea?.status ?? 'idle')

  /**
   * `shown`: the recipe on screen (markdown, engine, warnings), whole or still arriving;
   * `ideas`: the finished ideas for its list, `ideaIndex` the one on screen when none arrives;
   * `arrivals`: how many recipes have begun arriving since the page loaded;
   * `query`: the request that wrote the recipe on screen;
   * `waitingFor`: the request out while nothing of its recipe has arrived (null otherwise), and
   * `isThinking`: the AI said it is reasoning meanwhile.
   */
  return {
    shown: arriving ?? idea ?? NOTHING_SHOWN,
    status,
    error,
    start,
    stop,
    retry,
    anotherIdea,
    ideas: kept.ideas,
    ideaIndex: kept.index,
    showIdea,
    arrivals,
    query: arriving || !idea ? lastQuery : idea.request,
    waitingFor: isStreaming && !arriving ? lastQuery : null,
    isThinking,
  }
}
