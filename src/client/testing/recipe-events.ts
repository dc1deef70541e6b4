import { sseResponse } from '../../../tests/support/sse-response.ts'
import type { EngineName, RecipeStreamEvent } from '../../shared/recipe-stream.ts'

export interface RecipeEventsOptions {
  /** Who wrote it, in `start` and `done`: the offline chef unless said. */
  engine?: EngineName
  /** The model named in `start` and `done`. */
  model?: string
  /** Opens with a `start` event, as the server sends before the first words. */
  withStart?: boolean
  /** Events after the recipe's words and before `done`: a warning, a notice, needs… */
  extra?: readonly RecipeStreamEvent[]
}

/**
 * The events of a short finished recipe titled `title` ("## title", one step): the one builder
 * for the page's tests, so a change to the event stream is made once.
 */
export function recipeEvents(
  title: string,
  { engine = 'offline', model = 'm', withStart = false, extra = [] }: RecipeEventsOptions = {},
): RecipeStreamEvent[] {
  return [
    ...(withStart ? [{ type: 'start', engine, model } as const] : []),
    { type: 'delta', text: `## ${title}\n\n1. Cook it.\n` },
    ...extra,
    { type: 'done', engine, model },
  ]
}

/** The same recipe as the server's event-stream response. */
export function recipeResponse(title: string, options?: RecipeEventsOptions): Response {
  return sseResponse(recipeEvents(title, options))
}
