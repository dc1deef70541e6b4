import { Hono } from 'hono'
import type { RecipeJsonResponse } from '../../shared/recipe-stream.ts'
import { abortReasonAsError, ApiError } from '../api-error.ts'
import type { RecipeEngine } from '../engines/recipe-engine.ts'
import type { Logger } from '../logger.ts'
import type { ClientAddressResolver } from '../middleware/client-address.ts'
import { createInFlightLimit } from '../middleware/in-flight-limit.ts'
import { rateLimit } from '../middleware/rate-limit.ts'
import type { AppEnv } from '../app-env.ts'
import { coalesceReadyChunks } from './coalesce-ready-chunks.ts'
import { readRecipeRequest } from './read-recipe-request.ts'
import { formatSseEvent, sseBody } from './sse-body.ts'

export interface RecipeRoutesDeps {
  engine: RecipeEngine
  logger: Logger
  now: () => number
  rateLimitPerMinute: number
  /** Recipes being written at once; 0 is no bound. */
  maxConcurrentRecipes: number
  clientAddress: ClientAddressResolver
}

/** `POST /api/recipe`: rate limit → read and validate → stream (SSE) or answer whole (JSON). */
export function createRecipeRoutes({
  engine,
  logger,
  now,
  rateLimitPerMinute,
  maxConcurrentRecipes,
  clientAddress,
}: RecipeRoutesDeps) {
  const inFlight = createInFlightLimit(maxConcurrentRecipes)
  return new Hono<AppEnv>()
    .post('/', rateLimit({ perMinute: rateLimitPerMinute, clientAddress }), async (c) => {
      const request = await readRecipeRequest(c)
      const startedAt = now()
      const releaseSlot = inFlight.acquire()
      // Aborted when the visitor goes away; released when the answer is done, because a
      // listener left on the request's signal keeps the whole request alive (a measured leak).
      const visitor = followAbort(c.req.raw.signal)
      // Both are safe to call twice: the stream's end and its cancelling may both get here.
      const finish = () => {
        visitor.release()
        releaseSlot()
      }
      let upstreamRetries = 0
      c.set('logFields', { engine: engine.name, ingredients: request.ingredients.length })
      const isJsonAnswer = wantsJson(c.req.header('accept'))

      // Wait for the first piece before answering: until then a failure can still be an honest
      // HTTP status (502, 504) rather than an error inside a 200 stream.
      let chunks: AsyncIterator<string>
      let first: IteratorResult<string>
      try {
        const recipeStream = engine.streamRecipe({
          ...request,
          signal: visitor.signal,
          onRetry: () => {
            upstreamRetries += 1
          },
        })
        const pieces = recipeStream[Symbol.asyncIterator]()
        // Streamed, pieces that arrive together go out together, the first one included; a
        // JSON answer is written once at the end, so it has nothing to gain from merging.
        chunks = isJsonAnswer ? pieces : coalesceReadyChunks(pieces)
        first = await chunks.next()
      } catch (error) {
        finish()
        throw error
      } finally {
        c.set('logFields', {
          ...c.get('logFields'),
          firstChunkMs: now() - startedAt,
          upstreamRetries,
        })
      }

      if (isJsonAnswer) {
        let recipe = first.done ? '' : first.value
        try {
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
            recipe += next.value
          }
        } finally {
          finish()
        }
        const body: RecipeJsonResponse = { recipe, engine: engine.name, model: engine.model }
        return c.json(body)
      }

      const requestLog = logger.child({ requestId: c.get('requestId') })
      async function* events(): AsyncGenerator<string> {
        try {
          yield formatSseEvent({ type: 'start', engine: engine.name, model: engine.model })
          if (!first.done) yield formatSseEvent({ type: 'delta', text: first.value })
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
            yield formatSseEvent({ type: 'delta', text: next.value })
          }
          yield formatSseEvent({ type: 'done', engine: engine.name, model: engine.model })
          requestLog.info(
            { engine: engine.name, totalMs: now() - startedAt, upstreamRetries },
            'recipe streamed',
          )
        } catch (error) {
          if (visitor.signal.aborted && !(error instanceof ApiError)) {
            requestLog.info({ engine: engine.name, totalMs: now() - startedAt }, 'visitor left')
            return
          }
          const failure =
            error instanceof ApiError
              ? error
              : new ApiError('internal_error', 'Something went wrong while writing the recipe.')
          requestLog[error instanceof ApiError ? 'warn' : 'error'](
            error instanceof ApiError
              ? { code: failure.code, detail: failure.detail }
              : { err: error, code: failure.code },
            'recipe stream failed',
          )
          yield formatSseEvent({ type: 'error', code: failure.code, message: failure.message })
        } finally {
          finish()
          await chunks.return?.()
        }
      }
      // Events ready at once (start and the first text, or a whole quick answer) share a write.
      const body = sseBody(coalesceReadyChunks(events()), () => {
        visitor.abort(new Error('visitor went away'))
        // Gone before the first event was asked for: the generator never ran its cleanup.
        finish()
      })
      return c.body(body, 200, {
        'Content-Type': 'text/event-stream',
        // no-transform and X-Accel-Buffering keep compressing or buffering proxies from
        // holding chunks back.
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      })
    })
    .all('/', () => {
      throw new ApiError('method_not_allowed', 'Use POST to ask for a recipe.')
    })
}

/** An AbortController that follows `source` until released. */
function followAbort(source: AbortSignal) {
  const controller = new AbortController()
  const forward = () => controller.abort(abortReasonAsError(source.reason))
  if (source.aborted) forward()
  else source.addEventListener('abort', forward, { once: true })
  return {
    signal: controller.signal,
    abort: (reason: unknown) => controller.abort(reason),
    release: () => source.removeEventListener('abort', forward),
  }
}

function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false
  return /application\/json/i.test(accept) && !/text\/event-stream/i.test(accept)
}
