import { isErrorCode } from '../../../../shared/error-codes.ts'
import { MAX_IDEAS } from '../../../../shared/limits.ts'
import type { RecipeRequestInput } from '../../../../shared/recipe-request.ts'
import type { RecipeStreamEvent } from '../../../../shared/recipe-stream.ts'
import { getPreferences } from '../../../stores/preferences-store.ts'
import type { RecipeQuery, RecipeSoFar } from '../types.ts'
import { toRequestPreferences, type PreferencesState } from '../../../lib/preferences.ts'
import { readRecipeStream } from './read-recipe-stream.ts'
import { recipeTitle } from '../lib/recipe-title.ts'
import { RecipeRequestError } from './recipe-request-error.ts'

/**
 * Asks for a recipe and reads its events into what the page shows. `onProgress` gets the recipe
 * so far whenever what is on screen should change, never before its first words: until then the
 * earlier recipe stays. Resolves with the whole recipe at `done`; rejects with a
 * {@link RecipeRequestError} when it fails, or the abort reason when `signal` aborts.
 */
export async function fetchRecipe(
  query: RecipeQuery,
  signal: AbortSignal,
  onProgress: (soFar: RecipeSoFar) => void,
  preferences: PreferencesState = getPreferences(),
): Promise<RecipeSoFar> {
  try {
    return await readRecipe(query, signal, onProgress, preferences)
  } catch (error) {
    // Only an abort passes as it is: the page reads anything but a request error as the
    // network failing to bring this code, so a bug here is reported as what it is.
    if (signal.aborted || error instanceof RecipeRequestError) throw error
    throw new RecipeRequestError('internal_error', 'Something went wrong.')
  }
}

async function readRecipe(
  query: RecipeQuery,
  signal: AbortSignal,
  onProgress: (soFar: RecipeSoFar) => void,
  preferences: PreferencesState,
): Promise<RecipeSoFar> {
  let soFar: RecipeSoFar = { markdown: '', engine: null, warnings: [] }
  const update = (change: Partial<RecipeSoFar>) => {
    soFar = { ...soFar, ...change }
    if (soFar.markdown !== '') onProgress(soFar)
  }
  for await (const event of requestRecipe(query, signal, preferences)) {
    if (event.type === 'start') {
      soFar = { ...soFar, engine: event.engine }
    } else if (event.type === 'delta') {
      update({ markdown: soFar.markdown + event.text })
    } else if (event.type === 'warning') {
      const { code, message, items } = event
      update({ warnings: [...soFar.warnings, { code, message, items }] })
    } else if (event.type === 'needs') {
      update({ needs: { items: event.items, pantry: event.pantry } })
    } else if (event.type === 'thinking' || event.type === 'notice') {
      // Not shown yet: the page's waiting, thinking and cut-off states are still to come.
      continue
    } else if (event.type === 'done') {
      update({ engine: event.engine })
      return soFar
    } else {
      throw new RecipeRequestError(event.code, event.message)
    }
  }
  throw new RecipeRequestError('stream_error', 'The recipe ended before it was finished.')
}

/**
 * POSTs the ingredients, with the visitor's preferences as they are at that moment, and yields
 * the recipe's stream events. EventSource cannot POST, hence fetch. HTTP failures become
 * {@link RecipeRequestError}s carrying the server's error code.
 */
export async function* requestRecipe(
  query: RecipeQuery,
  signal: AbortSignal,
  preferences: PreferencesState = getPreferences(),
): AsyncGenerator<RecipeStreamEvent> {
  let response: Response
  try {
    response = await fetch('/api/recipe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(toRequestBody(query, preferences)),
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw error
    throw new RecipeRequestError('network_error', 'Could not reach Chef Claude.')
  }
  if (!response.ok || !response.body) throw await toRequestError(response)
  try {
    yield* readRecipeStream(response.body, signal)
  } catch (error) {
    if (signal.aborted) throw error
    throw new RecipeRequestError('stream_error', 'The connection dropped while the recipe arrived.')
  }
}

/**
 * The body of `POST /api/recipe`. With no preferences set and no earlier ideas (the first
 * request for a list) it is `{ ingredients, variant }`, byte for byte what the page always sent.
 */
export function toRequestBody(query: RecipeQuery, state: PreferencesState): RecipeRequestInput {
  const preferences = toRequestPreferences(state)
  const { ingredients, variant } = query
  const previousTitles = (query.earlier ?? [])
    .map(recipeTitle)
    .filter((title) => title !== '')
    .slice(-MAX_IDEAS)
  return {
    ingredients,
    variant,
    ...(preferences ? { preferences } : {}),
    ...(previousTitles.length > 0 ? { previousTitles } : {}),
  }
}

async function toRequestError(response: Response): Promise<RecipeRequestError> {
  const retryAfter = Number(response.headers.get('retry-after'))
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } }
    const code = body.error?.code
    const message = body.error?.message
    if (isErrorCode(code) && typeof message === 'string') {
      return new RecipeRequestError(code, message, retryAfterSeconds)
    }
  } catch {
    // Not our JSON: a proxy's error page, say. Fall through to a generic error.
  }
  return new RecipeRequestError(
    response.status === 429 ? 'rate_limited' : 'upstream_error',
    `Chef Claude answered with HTTP ${response.status}.`,
    retryAfterSeconds,
  )
}
