import { MAX_IDEAS, MAX_VARIANT } from '../../../../shared/limits.ts'
import type { Preferences } from '../../../../shared/preferences.ts'
import type { SavedState } from '../../../lib/saved-state.ts'
import type { RecipeQuery, RecipeSoFar, SentRecipeQuery } from '../types.ts'
import { isIdea } from './recipe-session-answers.ts'
import {
  isSameList,
  NOTHING,
  type Answer,
  type IdeaList,
  type RecipeSessionState,
} from './recipe-session-state.ts'

/** Lists whose ideas stay reachable ("Earlier ideas") until the page is reloaded. */
export const MAX_LISTS = 10

/** What the session needs from outside: the request client and the preferences, loaded lazily. */
export interface RecipeSessionDeps {
  load: () => Promise<{
    fetchRecipe: (
      query: SentRecipeQuery,
      signal: AbortSignal,
      onProgress: (soFar: RecipeSoFar) => void,
      onThinking?: () => void,
    ) => Promise<RecipeSoFar>
    /** The visitor's preferences as they are now (undefined: none set). */
    getPreferences: () => Preferences | undefined
  }>
  /** Keeps what is on screen and its list's ideas across reloads. */
  save: (patch: Pick<SavedState, 'recipe' | 'ideas'>) => void
  /** Told of each failed request (the console, in the page). */
  onFailure?: (failure: unknown) => void
}

/**
 * The recipe and its ideas, outside React (as the AI SDK's `AbstractChat` is under `useChat`):
 * a store with `subscribe` and `getSnapshot`, whose state changes only through the transitions
 * below.
 *
 * A request's lifecycle: idle → streaming → done | stopped | error. A new request aborts any
 * earlier one; `stop` keeps what already arrived. What is on screen stays there until the new
 * answer's first words arrive. Every finished (or stopped) recipe is an idea for its list, at
 * most {@link MAX_IDEAS}, oldest out first; an answer that is not a recipe (out of ideas, not a
 * recipe yet) is shown but is no idea. A failure keeps every idea, on screen and in storage.
 * "Get a recipe" for a list (and preferences) that already has ideas shows its first, without
 * asking; a new list's ideas start afresh and the earlier lists' stay reachable (`showList`).
 */
export class RecipeSession {
  private state: RecipeSessionState
  private readonly listeners = new Set<() => void>()
  private controller: AbortController | null = null

  constructor(
    private readonly deps: RecipeSessionDeps,
    initial: RecipeSessionState = NOTHING,
  ) {
    this.state = initial
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  readonly getSnapshot = () => this.state

  /** Asks for a recipe for a list ("Get a recipe"), or goes on from a kept recipe's request. */
  readonly start = (query: RecipeQuery) => this.send(query, null, true)

  /** The next-best dish for the list on screen (or the answer's list), naming its ideas. */
  readonly anotherIdea = () => {
    const { lists, listIndex, answer } = this.state
    const list = lists[listIndex] ?? null
    const from = list?.query ?? answer?.request
    if (!from) return Promise.resolve()
    const variant = Math.min(from.variant + 1, MAX_VARIANT)
    const earlier = list?.ideas.map((idea) => idea.markdown) ?? []
    return this.send({ ...from, variant, earlier }, list, false)
  }

  /**
   * Sends the last request again (after a failure, say); with `"offline"`, to the offline chef
   * ("Ask the offline chef"), and "Another idea" then goes on with it.
   */
  readonly retry = (engine?: 'offline') => {
    const { last } = this.state
    if (!last) return Promise.resolve()
    const query = engine ? { ...last.query, engine } : last.query
    return this.send(query, last.list && this.isKept(last.list) ? last.list : null, false)
  }

  /** Stops the request; what arrived is kept. */
  readonly stop = () => this.controller?.abort()

  /** Shows an idea of the list on screen again, as it was, without asking. */
  readonly showIdea = (index: number) => {
    const list = this.state.lists[this.state.listIndex]
    if (!list || this.state.pending || !list.ideas[index]) return
    this.showList(this.state.listIndex, index)
  }

  /** Shows another list's ideas ("Earlier ideas", "Later ideas"), at the idea last seen. */
  readonly showList = (listIndex: number, index?: number) => {
    const list = this.state.lists[listIndex]
    if (!list || this.state.pending) return
    const lists = this.state.lists.map((each) =>
      each === list ? { ...list, index: index ?? list.index } : each,
    )
    this.set({ lists, listIndex, answer: null })
    this.saveShown()
  }

  /** Aborts the request out, if any: the page is going away. */
  readonly dispose = () => {
    this.controller?.abort()
  }

  private async send(query: RecipeQuery, list: IdeaList | null, isNewRequest: boolean) {
    this.controller?.abort()
    const controller = new AbortController()
    this.controller = controller
    const isCurrent = () => this.controller === controller
    // A list that may already have ideas waits for the preferences before it says it is asking:
    // it may not need to.
    const mayBeKnown =
      isNewRequest &&
      this.state.lists.some((each) => isSameList(each.query.ingredients, query.ingredients))
    this.set({
      error: null,
      last: { query, list },
      pending: mayBeKnown ? null : { query, list },
      arriving: null,
      isThinking: false,
    })
    let soFar = null as RecipeSoFar | null
    let sent: SentRecipeQuery = query
    try {
      // A client that cannot load fails here too: RecipeError reads that as the network.
      const { fetchRecipe, getPreferences } = await this.deps.load()
      if (!isCurrent()) return
      if (controller.signal.aborted) {
        // Stopped before anything was sent.
        this.controller = null
        this.set({ pending: null })
        return
      }
      // The preferences as they are when the visitor asks, named in the request and kept with
      // the idea it writes.
      const preferences = getPreferences()
      sent = withPreferences(query, preferences)
      if (isNewRequest && this.showKnownList(sent)) {
        this.controller = null
        return
      }
      this.set({ pending: { query: sent, list } })
      await fetchRecipe(
        sent,
        controller.signal,
        (next) => {
          if (!soFar) this.set({ arrivals: this.state.arrivals + 1 })
          soFar = next
          this.set({ arriving: next })
        },
        () => this.set({ isThinking: true }),
      )
    } catch (caught) {
      // Aborted: stopped (what arrived is kept) or replaced by a newer request.
      if (!controller.signal.aborted) {
        if (!isCurrent()) return
        this.controller = null
        this.deps.onFailure?.(caught)
        // Every idea stays, on screen and in storage: only the request failed.
        this.set({ pending: null, arriving: null, isThinking: false, error: caught ?? 'failed' })
        return
      }
    }
    // A newer request owns the state now; an aborted older one must not overwrite it.
    if (!isCurrent()) return
    this.controller = null
    this.set({ pending: null, arriving: null, isThinking: false })
    if (soFar) this.finish(soFar, sent, list, controller.signal.aborted)
  }

  /** "Get a recipe" again for a list (and preferences) with ideas: its first, not a request. */
  private showKnownList(query: SentRecipeQuery): boolean {
    if (query.variant !== 0 || query.engine) return false
    // Ideas the offline chef wrote in the AI's place (asked for, or on the device while the
    // server could not be reached) are no answer from the server, and a first idea stopped
    // half-way is no whole recipe: for those it is asked again.
    const listIndex = this.state.lists.findIndex(
      (list) =>
        !list.query.engine &&
        list.ideas[0]?.engine !== 'device' &&
        list.ideas[0]?.status === 'done' &&
        isSameRequest(list.ideas[0], query),
    )
    if (listIndex < 0) return false
    this.set({ pending: null, arrivals: this.state.arrivals + 1 })
    this.showList(listIndex, 0)
    return true
  }

  private finish(soFar: RecipeSoFar, sent: SentRecipeQuery, to: IdeaList | null, stopped: boolean) {
    const { ingredients, variant, preferences } = sent
    const answer: Answer = {
      ...soFar,
      status: stopped ? 'stopped' : 'done',
      request: { ingredients, variant, ...(preferences && { preferences }) },
    }
    const query = sent
    const lists = [...this.state.lists]
    const at = to ? lists.indexOf(to) : -1
    const list = lists[at]
    if (list) {
      lists[at] = isIdea(answer) ? toList([...list.ideas, answer], query) : { ...list, query }
      this.set({ lists, listIndex: at, answer: isIdea(answer) ? null : answer })
    } else if (isIdea(answer)) {
      lists.push(toList([answer], query))
      const kept = lists.slice(-MAX_LISTS)
      this.set({ lists: kept, listIndex: kept.length - 1, answer: null })
    } else {
      this.set({ listIndex: lists.length, answer })
    }
    this.saveShown()
  }

  private isKept(list: IdeaList): boolean {
    return this.state.lists.includes(list)
  }

  /** What is on screen, and its list's ideas, are what a reload shows. */
  private saveShown() {
    const { lists, listIndex, answer } = this.state
    const list = lists[listIndex]
    this.deps.save({
      recipe: answer ?? list?.ideas[list.index] ?? null,
      ideas: list ? [...list.ideas] : [],
    })
  }

  private set(patch: Partial<RecipeSessionState>) {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }
}

/** The query with the preferences as they are now, never those of the idea it goes on from. */
function withPreferences(query: RecipeQuery, preferences: Preferences | undefined) {
  const sent: SentRecipeQuery = { ...query }
  delete sent.preferences
  if (preferences) sent.preferences = preferences
  return sent
}

function toList(ideas: readonly Answer[], query: RecipeQuery): IdeaList {
  const kept = ideas.slice(-MAX_IDEAS)
  return { ideas: kept, index: kept.length - 1, query }
}

/** Whether an idea was asked for with the same list and the same preferences as `query`. */
function isSameRequest(idea: Answer | undefined, query: SentRecipeQuery): boolean {
  return (
    idea !== undefined &&
    isSameList(idea.request.ingredients, query.ingredients) &&
    canonicalJson(idea.request.preferences) === canonicalJson(query.preferences)
  )
}

/** JSON with object keys sorted, so equal preferences read equal however they were built. */
function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, inner: unknown) =>
      inner && typeof inner === 'object' && !Array.isArray(inner)
        ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
        : inner,
    ) ?? ''
  )
}
