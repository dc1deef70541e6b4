import { MAX_IDEAS } from '../../../../shared/limits.ts'
import type { SavedRecipe, SavedState } from '../../../lib/saved-state.ts'
import type { RecipeQuery, RecipeSoFar, RecipeStatus, SentRecipeQuery } from '../types.ts'
import { isIdea } from './recipe-session-answers.ts'

// The recipe session's state, as restored from storage and as the page shows it; its transitions
// are in recipe-session.ts. (Both load with the list's view, app/list-and-recipe.tsx, never with
// a fresh page's first paint.)

/** A finished answer as the page keeps it, with what `done` said about its kind. */
export type Answer = SavedRecipe & Pick<RecipeSoFar, 'kind' | 'suggestions'>

/** The ideas for one list (and preferences), oldest first, and the one on screen. */
export interface IdeaList {
  /** Never empty: a list gets its place with its first idea. */
  ideas: readonly Answer[]
  index: number
  /** The newest request for this list (an out-of-ideas one too): "Another idea" goes on from it. */
  query: RecipeQuery
}

export interface RecipeSessionState {
  /** Oldest first; the newest list's ideas are the last. */
  lists: readonly IdeaList[]
  /** The list on screen; `lists.length` when the answer on screen belongs to none of them. */
  listIndex: number
  /**
   * An answer that is not an idea (out of ideas, not a recipe), shown in place of its list's
   * idea (or of nothing, when `listIndex` is `lists.length`) until an idea is shown again.
   */
  answer: Answer | null
  /** The request out, and the list its answer goes to (null: a new list's). */
  pending: { query: SentRecipeQuery; list: IdeaList | null } | null
  /** The answer while it arrives, from its first words on; null shows what `lists` hold. */
  arriving: RecipeSoFar | null
  /** The AI said it is reasoning and has written nothing yet. */
  isThinking: boolean
  /** How many answers have come on screen because the visitor asked: each is brought into view. */
  arrivals: number
  /** Why the last request failed, as thrown; null if it did not. */
  error: unknown
  /** The last request sent and where its answer was to go: "Try again" sends it again. */
  last: { query: RecipeQuery; list: IdeaList | null } | null
}

export const NOTHING: RecipeSessionState = {
  lists: [],
  listIndex: 0,
  answer: null,
  pending: null,
  arriving: null,
  isThinking: false,
  arrivals: 0,
  error: null,
  last: null,
}

/**
 * The session as an earlier visit left it: the ideas for its list (answers that are not ideas,
 * stored before they were told apart, left out) and the answer on screen. A recipe stored
 * before ideas were, or beside ideas that do not hold it, is an idea of its own.
 */
export function restoreSession({
  recipe,
  ideas,
}: Pick<SavedState, 'recipe' | 'ideas'>): RecipeSessionState {
  const kept = ideas.filter(isIdea)
  if (recipe && !isIdea(recipe)) {
    const list = kept.at(-1)
    if (!list) return { ...NOTHING, answer: recipe }
    const isSame = isSameList(recipe.request.ingredients, list.request.ingredients)
    return {
      ...NOTHING,
      lists: [
        { ideas: kept, index: kept.length - 1, query: isSame ? recipe.request : list.request },
      ],
      listIndex: isSame ? 0 : 1,
      answer: recipe,
    }
  }
  const index = kept.findIndex((idea) => idea.markdown === recipe?.markdown)
  const shown = index < 0 ? (recipe ? [recipe] : []) : kept
  const newest = shown.at(-1)
  return newest
    ? { ...NOTHING, lists: [{ ideas: shown, index: Math.max(index, 0), query: newest.request }] }
    : NOTHING
}

/** What the page shows of a session's state. */
export interface RecipeSessionView {
  /** The answer on screen, whole or still arriving; null: nothing. */
  shown: RecipeSoFar | Answer | null
  status: RecipeStatus
  /** The finished ideas of the list on screen (or of the list the arriving answer joins). */
  ideas: readonly Answer[]
  /** The idea on screen among `ideas`, when it is one of them. */
  ideaIndex: number
  /** The steps between ideas: how many, and which is on screen (null: not an idea). */
  nav: IdeasNav
  /** The request that wrote what is on screen, or the one out while it arrives. */
  query: RecipeQuery | null
  /** The request out while nothing of its answer has arrived; null otherwise. */
  waitingFor: RecipeQuery | null
}

export interface IdeasNav {
  /** The ideas of the list on screen, an idea still arriving counted. */
  count: number
  /** Which of them is on screen, from 1; null when what is on screen is not one of them. */
  position: number | null
  /** How many lists have ideas this visit, and which one is on screen, from 0. */
  lists: number
  list: number
}

export function viewOf(state: RecipeSessionState): RecipeSessionView {
  const { lists, listIndex, answer, pending, arriving } = state
  const list = lists[listIndex]
  const idea = list?.ideas[list.index]
  const target = pending && arriving ? pending.list : list
  const ideas = target?.ideas ?? []
  const isArrivingIdea = arriving !== null && isIdea(arriving)
  const count = Math.min(ideas.length + (isArrivingIdea ? 1 : 0), MAX_IDEAS)
  const position = arriving
    ? isArrivingIdea
      ? count
      : null
    : answer || !list
      ? null
      : list.index + 1
  const finished = answer ?? idea ?? null
  const shown = arriving ?? finished
  const status: RecipeStatus = pending
    ? 'streaming'
    : state.error
      ? 'error'
      : (finished?.status ?? 'idle')
  return {
    shown,
    status,
    ideas,
    ideaIndex: target && target === list ? list.index : 0,
    nav: {
      count,
      position,
      // An answer for none of the lists is a place of its own.
      lists: lists.length + (listIndex === lists.length && answer ? 1 : 0),
      list: listIndex,
    },
    query: arriving || !finished ? (pending?.query ?? state.last?.query ?? null) : finished.request,
    waitingFor: pending && !arriving ? pending.query : null,
  }
}

/** The same items, whatever their order, case or repeats. */
export function isSameList(a: readonly string[], b: readonly string[]): boolean {
  const key = (items: readonly string[]) =>
    [...new Set(items.map((item) => item.toLowerCase()))].sort().join('\n')
  return key(a) === key(b)
}
