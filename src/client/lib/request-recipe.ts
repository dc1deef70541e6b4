import { isErrorCode } from '../../shared/error-codes.ts'
import type { RecipeRequestInput } from '../../shared/recipe-request.ts'
import type { RecipeStreamEvent } from '../../shared/recipe-stream.ts'
import { readRecipeStream } from './read-recipe-stream.ts'
import { RecipeRequestError } from './recipe-request-error.ts'

/**
 * POSTs the ingredients and yields the recipe's stream events. EventSource cannot POST, hence
 * fetch. HTTP failures become {@link RecipeRequestError}s carrying the server's error code.
 */
export async function* requestRecipe(
  request: RecipeRequestInput,
  signal: AbortSignal,
): AsyncGenerator<RecipeStreamEvent> {
  let response: Response
  try {
    response = await fetch('/api/recipe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
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
