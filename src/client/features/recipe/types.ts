import type { Preferences } from '../../../shared/preferences.ts'
import type {
  RecipeAnswerKind,
  RecipeNotice,
  RecipeSuggestion,
  RecipeWarning,
} from '../../../shared/recipe-stream.ts'
import type { RecipeWriter } from '../../lib/recipe-writer.ts'

/** The recipe request's lifecycle: idle → streaming → done | stopped | error. */
export type RecipeStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'error'

export interface RecipeQuery {
  ingredients: string[]
  /** 0 asks for the best dish; "Another idea" asks for the next one. */
  variant: number
  /** "Another idea": the markdown of the ideas already given, whose titles the request names. */
  earlier?: readonly string[]
  /** `"offline"`: the offline chef, whatever engine the server has ("Ask the offline chef"). */
  engine?: 'offline'
}

/**
 * A query as it is sent: with the preferences the request carries (absent: none set). The page
 * asks with a {@link RecipeQuery}; the recipe session adds the visitor's preferences as they are
 * when it sends, and the idea it writes keeps them, so it remembers whom it was made for.
 */
export interface SentRecipeQuery extends RecipeQuery {
  preferences?: Preferences
}

/** What has arrived of a recipe: what the page shows, and keeps once it is finished or stopped. */
export interface RecipeSoFar {
  markdown: string
  /**
   * Who writes it, as the `start` event said (and `done` confirms), or `device` when the page
   * wrote it itself; null before that.
   */
  engine: RecipeWriter | null
  warnings: RecipeWarning[]
  /**
   * What you still need (a `RecipeNeeds`), kept as it came or was stored: the still-need list
   * checks it where it reads it, so that check loads with the list rather than the first paint.
   */
  needs?: unknown
  /** Why the recipe ended early (cut off, or stopped by the AI service's filter), if it did. */
  notice?: RecipeNotice
  /** What kind of answer it is, as `done` said; absent: see lib/answer-kind.ts. */
  kind?: RecipeAnswerKind
  /** For an out-of-ideas answer: one more ingredient and the dish it would open up. */
  suggestions?: readonly RecipeSuggestion[]
}
