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
      const firstOf = async <T>(pieces: AsyncIterator<T>): Promise<IteratorResult<T>> => {
        try {
          return await pieces.next()
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
      }
      const recipeStream = engine.streamRecipe({
        ...request,
        signal: visitor.signal,
        onRetry: () => {
          upstreamRetries += 1
        },
      })
      const pieces = recipeStream[Symbol.asyncIterator]()

      if (isJsonAnswer) {
        const first = await firstOf(pieces)
        let recipe = first.done ? '' : first.value
        try {
          for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
            recipe += next.value
          }
        } finally {
          finish()
        }
        const body: RecipeJsonResponse = { recipe, engine: engine.name, model: engine.model }
        return c.json(body)
      }

      // Pieces that arrive together go out together, the first one included.
      const chunks = coalesceReadyChunks(pieces)
      const first = await firstOf(chunks)
      const requestLog = logger.child({ requestId: c.get('requestId') })
      const logStreamed = () =>
        requestLog.info(
          { engine: engine.name, totalMs: now() - startedAt, upstreamRetries },
          'recipe streamed',
        )
      const start = formatSseEvent({ type: 'start', engine: engine.name, model: engine.model })
      const done = formatSseEvent({ type: 'done', engine: engine.name, model: engine.model })
      const delta = (text: string) => formatSseEvent({ type: 'delta', text })

      if (first.done || first.value.isLast) {
        // The whole answer came with its first piece (a quick upstream, the offline chef): one
        // write, headers included, instead of a stream.
        finish()
        logStreamed()
        return c.body(
          `${start}${first.done ? '' : delta(first.value.text)}${done}`,
          200,
          SSE_HEADERS,
        )
      }

      const firstText = first.value.text
      async function* events(): AsyncGenerator<string> {
        try {
          // The start and the first text are ready together: one write.
          yield start + delta(firstText)
          let isDoneSent = false
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
            isDoneSent = next.value.isLast
            yield next.value.isLast ? delta(next.value.text) + done : delta(next.value.text)
          }
          if (!isDoneSent) yield done
          logStreamed()
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
          await chunks.return(undefined)
        }
      }
      const body = sseBody(events(), () => {
        visitor.abort(new Error('visitor went away'))
        // Gone before the first event was asked for: the generator never ran its cleanup.
        finish()
      })
      return c.body(body, 200, SSE_HEADERS)
    })
    .all('/', () => {
      throw new ApiError('method_not_allowed', 'Use POST to ask for a recipe.')
    })
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  // no-transform and X-Accel-Buffering keep compressing or buffering proxies from holding
  // chunks back.
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
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
