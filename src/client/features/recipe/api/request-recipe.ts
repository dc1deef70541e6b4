import { MAX_IDEAS } from '../../../../shared/limits.ts'
import type { RecipeRequestInput } from '../../../../shared/recipe-request.ts'
import type { EngineName, RecipeStreamEvent } from '../../../../shared/recipe-stream.ts'
import type { RecipeQuery, RecipeSoFar, SentRecipeQuery } from '../types.ts'
import { readRecipeStream } from './read-recipe-stream.ts'
import { recipeTitle } from '../lib/recipe-title.ts'
import { RecipeRequestError } from './recipe-request-error.ts'
import { isAiChef } from '../lib/page-engine.ts'
import { loadDeviceChef, prefetchDeviceChef } from '../lib/preload-device-chef.ts'
import { IS_STATIC_BUILD } from '../../../lib/static-build.ts'
import { readServerAnswer } from './server-answer.ts'

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
    const recipe = await readRecipe(query, signal, progress, onThinking)
    // The server answered: fetch the device chef while idle, in case the signal goes next.
    if (recipe.engine !== 'device') prefetchDeviceChef()
    return recipe
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
  // The events say which of the server's engines wrote it; written on the device, they are
  // the offline engine's, and the page says where it was written.
  let isOnDevice = false
  const writer = (engine: EngineName) => (isOnDevice ? 'device' : engine)
  const update = (change: Partial<RecipeSoFar>) => {
    soFar = { ...soFar, ...change }
    if (soFar.markdown !== '') onProgress(soFar)
  }
  const events = requestRecipe(query, signal, () => {
    isOnDevice = true
  })
  for await (const event of events) {
    if (event.type === 'start') {
      soFar = { ...soFar, engine: writer(event.engine) }
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
      update({ engine: writer(engine), ...(kind && { kind }), ...(suggestions && { suggestions }) })
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
 * POSTs the ingredients, with the preferences the query carries, and yields the recipe's stream
 * events. EventSource cannot POST, hence fetch. The server's refusals become
 * {@link RecipeRequestError}s carrying its error code. When the server cannot be reached (see
 * `server-answer.ts`), or on a static deployment, the offline chef writes the recipe on the device
 * instead, with the same events, and `onDevice` is told so first.
 */
export async function* requestRecipe(
  query: SentRecipeQuery,
  signal: AbortSignal,
  onDevice?: () => void,
): AsyncGenerator<RecipeStreamEvent> {
  const body = toRequestBody(query)
  const answer = IS_STATIC_BUILD
    ? ({ kind: 'unreachable' } as const)
    : await askServer(body, signal)
  if (answer.kind === 'refused') throw answer.error
  if (answer.kind === 'unreachable') {
    const deviceChef = await loadDeviceChef().catch((error: unknown) => {
      if (signal.aborted) throw error
      throw new RecipeRequestError('network_error', 'Could not reach Chef Claude.')
    })
    onDevice?.()
    yield* deviceChef.writeRecipeOnDevice(body, signal)
    return
  }
  try {
    yield* readRecipeStream(answer.body, signal)
  } catch (error) {
    if (signal.aborted) throw error
    throw new RecipeRequestError('stream_error', 'The connection dropped while the recipe arrived.')
  }
}

async function askServer(body: RecipeRequestInput, signal: AbortSignal) {
  let response: Response
  try {
    response = await fetch('/api/recipe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal.aborted) throw error
    // No network, the server down, a name that does not resolve: nothing answered.
    return { kind: 'unreachable' } as const
  }
  return await readServerAnswer(response)
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
