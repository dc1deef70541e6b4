import { isErrorCode } from '../../../../shared/error-codes.ts'
import { MAX_IDEAS } from '../../../../shared/limits.ts'
import type { RecipeRequestInput } from '../../../../shared/recipe-request.ts'
import type { RecipeStreamEvent } from '../../../../shared/recipe-stream.ts'
import type { RecipeQuery, RecipeSoFar, SentRecipeQuery } from '../types.ts'
import { readRecipeStream } from './read-recipe-stream.ts'
import { recipeTitle } from '../lib/recipe-title.ts'
import { RecipeRequestError } from './recipe-request-error.ts'
import { isAiChef } from '../lib/page-engine.ts'

/**
 * Asks for a recipe and reads its events into what the page shows. `onProgress` gets the recipe
 * so far whenever what is on screen should change, never before its first words: until then the
 * earlier recipe stays. `onThinking` hears that the AI is reasoning before it writes. Resolves
 * with the whole recipe at `done`; rejects with a {@link RecipeRequestError} when it fails, or the
 * abort reason when `signal` aborts.
 */
export async function fetchRecipe(
  query: SentRecipeQuery,
  signal: AbortSignal,
  onProgress: (soFar: RecipeSoFar) => void,
  onThinking?: () => void,
): Promise<RecipeSoFar> {
  let hasText = false
  const progress = (soFar: RecipeSoFar) => {
    hasText = true
    onProgress(soFar)
  }
  try {
    return await readRecipe(query, signal, progress, onThinking)
  } catch (error) {
    // Only an abort passes as it is: the page reads anything but a request error as the
    // network failing to bring this code, so a bug here is reported as what it is.
    if (signal.aborted) throw error
    const failure =
      error instanceof RecipeRequestError
        ? error
        : new RecipeRequestError('internal_error', 'Something went wrong.')
    failure.offlineMayHelp = !hasText && offlineChefMayHelp(query, failure)
    throw failure
  }
}

/**
 * Failures an AI service causes (down, slow, busy, out of budget, or an error before its first
 * words), after the server's own retries: the offline chef can still cook for the same list.
 */
const AI_FAILURES: ReadonlySet<string> = new Set([
  'upstream_error',
  'upstream_timeout',
  'upstream_rate_limited',
  'daily_limit_reached',
  'unavailable',
])

/**
 * Whether "Ask the offline chef" can help a request that failed before any of its recipe
 * arrived: it went to an AI (the page's engine is `llm`, and the offline chef was not asked
 * already), and the AI failed, or the stream said so with its in-band `error` event.
 */
function offlineChefMayHelp(query: RecipeQuery, failure: RecipeRequestError): boolean {
  if (query.engine === 'offline' || !isAiChef()) return false
  return failure.isInBand || AI_FAILURES.has(failure.code)
}

async function readRecipe(
  query: SentRecipeQuery,
  signal: AbortSignal,
  onProgress: (soFar: RecipeSoFar) => void,
  onThinking: (() => void) | undefined,
): Promise<RecipeSoFar> {
  let soFar: RecipeSoFar = { markdown: '', engine: null, warnings: [] }
  const update = (change: Partial<RecipeSoFar>) => {
    soFar = { ...soFar, ...change }
    if (soFar.markdown !== '') onProgress(soFar)
  }
  for await (const event of requestRecipe(query, signal)) {
    if (event.type === 'start') {
      soFar = { ...soFar, engine: event.engine }
    } else if (event.type === 'delta') {
      update({ markdown: soFar.markdown + event.text })
    } else if (event.type === 'warning') {
      const { code, message, items } = event
      update({ warnings: [...soFar.warnings, { code, message, items }] })
    } else if (event.type === 'needs') {
      update({ needs: { items: event.items, pantry: event.pantry } })
    } else if (event.type === 'thinking') {
      if (soFar.markdown === '') onThinking?.()
    } else if (event.type === 'notice') {
      update({ notice: { code: event.code, message: event.message } })
    } else if (event.type === 'done') {
      const { engine, kind, suggestions } = event
      update({ engine, ...(kind && { kind }), ...(suggestions && { suggestions }) })
      return soFar
    } else {
      const failure = new RecipeRequestError(event.code, event.message)
      failure.isInBand = true
      throw failure
    }
  }
  throw new RecipeRequestError('stream_error', 'The recipe ended before it was finished.')
}

/**
 * POSTs the ingredients, with the preferences the query carries, and yields
 * the recipe's stream events. EventSource cannot POST, hence fetch. HTTP failures become
 * {@link RecipeRequestError}s carrying the server's error code.
 */
export async function* requestRecipe(
  query: SentRecipeQuery,
  signal: AbortSignal,
): AsyncGenerator<RecipeStreamEvent> {
  let response: Response
  try {
    response = await fetch('/api/recipe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(toRequestBody(query)),
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
 * request for a list) it is `{ ingredients, variant }`, byte for byte what the page always sent;
 * `engine` only when the visitor asked the offline chef.
 */
export function toRequestBody(query: SentRecipeQuery): RecipeRequestInput {
  const { ingredients, variant, preferences } = query
  const previousTitles = (query.earlier ?? [])
    .map(recipeTitle)
    .filter((title) => title !== '')
    .slice(-MAX_IDEAS)
  return {
    ingredients,
    variant,
    ...(preferences ? { preferences } : {}),
    ...(previousTitles.length > 0 ? { previousTitles } : {}),
    ...(query.engine ? { engine: query.engine } : {}),
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
