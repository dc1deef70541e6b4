import type { Preferences } from '../../shared/preferences.ts'
import type { EngineName, RecipeNotice } from '../../shared/recipe-stream.ts'
import type { StopSignal } from './stop-signal.ts'

export interface RecipeEngineRequest {
  /** Trimmed, validated ingredients, in the visitor's order and words. */
  ingredients: readonly string[]
  /** "Another idea": 0 is the best match; higher asks for a different dish. */
  variant: number
  /** Diets, things to avoid, servings and time; undefined (or `{}`) changes nothing. */
  preferences?: Preferences
  /** "Another idea": the titles already given for this list, for a model to steer away from. */
  previousTitles?: readonly string[]
  /** Aborted when the visitor goes away or the deadline passes: stop work and upstream calls. */
  signal: StopSignal
  /** Told of each upstream retry, for this request's log line. */
  onRetry?: (details: RetryDetails) => void
}

export interface RetryDetails {
  /** 1 for the first retry. */
  attempt: number
  delayMs: number
  /** For logs only: never shown to the visitor. */
  reason: string
}

/**
 * Something an engine says besides the recipe's text: the model is reasoning and has written no
 * text yet (`thinking`, at most once, before any text), or the recipe was ended early (`notice`,
 * after the last text).
 */
export type RecipeSignal = { kind: 'thinking' } | { kind: 'notice'; notice: RecipeNotice }

/** One piece of an engine's answer: the next markdown text, or a {@link RecipeSignal}. */
export type RecipePiece = string | RecipeSignal

/**
 * What writes a recipe: ingredients in, markdown chunks (and signals) out, as they are written. The route does
 * not know which engine it has. Engines throw {@link import('../api-error.ts').ApiError} for
 * failures the visitor should hear about; anything else is a bug, logged and reported generically.
 * An engine that planned its recipe says what it knows with `tellPlannedRecipe`
 * (`planned-recipe.ts`), so nothing is read back from its text.
 */
export interface RecipeEngine {
  readonly name: EngineName
  /** The model id reported to the page (`offline-chef` for the built-in chef). */
  readonly model: string
  streamRecipe(request: RecipeEngineRequest): AsyncIterable<RecipePiece>
}
