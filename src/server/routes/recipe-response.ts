import type { Context } from 'hono'
import type { RecipeJsonResponse } from '../../shared/recipe-stream.ts'
import { ApiError } from '../api-error.ts'
import type { AppEnv } from '../app-env.ts'
import type { RecipeEngine } from '../engines/recipe-engine.ts'
import type { FinishedRecipeCheck } from '../finished-recipe/check-finished-recipe.ts'
import type { Logger } from '../logger.ts'
import { coalesceReadyChunks } from './coalesce-ready-chunks.ts'
import { formatSseEvent, sseBody } from './sse-body.ts'

/** One recipe being answered: what the route has set up, for the JSON or the SSE writer. */
export interface RecipeAnswer {
  c: Context<AppEnv>
  engine: RecipeEngine
  /** The engine's markdown, piece by piece. */
  pieces: AsyncIterator<string>
  /** The first piece, with the request's timing logged; releases the request if it throws. */
  firstOf: <T>(pieces: AsyncIterator<T>) => Promise<IteratorResult<T>>
  /** Releases the request's slot and abort listener; safe to call twice. */
  finish: () => void
  /** Aborts the engine's work when the visitor goes away. */
  abortVisitor: (reason: unknown) => void
  visitorSignal: AbortSignal
  /** The step after the engine: what to tell the visitor about the finished recipe. */
  checkFinished: (recipe: string) => Promise<FinishedRecipeCheck>
  logger: Logger
  now: () => number
  startedAt: number
  upstreamRetries: () => number
}

/** `Accept: application/json`: the whole recipe in one JSON body, warnings included. */
export async function answerJson(answer: RecipeAnswer): Promise<Response> {
  const { c, engine, pieces, firstOf, finish } = answer
  const first = await firstOf(pieces)
  let recipe = first.done ? '' : first.value
  try {
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
      recipe += next.value
    }
  } finally {
    finish()
  }
  const { warnings, needs } = await answer.checkFinished(recipe)
  const body: RecipeJsonResponse = {
    recipe,
    engine: engine.name,
    model: engine.model,
    ...(warnings.length > 0 ? { warnings } : {}),
    ...(needs ? { needs } : {}),
  }
  return c.json(body)
}

/**
 * `text/event-stream`: `start`, the recipe as `delta`s, one `warning` per clash, `needs`, then
 * `done`; an in-band `error` when it fails after the first piece.
 */
export async function answerSse(answer: RecipeAnswer): Promise<Response> {
  const { c, engine, firstOf, finish, visitorSignal, logger, now, startedAt } = answer
  // Pieces that arrive together go out together, the first one included.
  const chunks = coalesceReadyChunks(answer.pieces)
  const first = await firstOf(chunks)
  const requestLog = logger.child({ requestId: c.get('requestId') })
  const logStreamed = () =>
    requestLog.info(
      {
        engine: engine.name,
        totalMs: now() - startedAt,
        upstreamRetries: answer.upstreamRetries(),
      },
      'recipe streamed',
    )
  const start = formatSseEvent({ type: 'start', engine: engine.name, model: engine.model })
  const delta = (text: string) => formatSseEvent({ type: 'delta', text })
  // The warnings about the finished recipe, and what it needs, go out just before `done`.
  const ending = async (recipe: string) => {
    const { warnings, needs } = await answer.checkFinished(recipe)
    return (
      warnings.map((warning) => formatSseEvent({ type: 'warning', ...warning })).join('') +
      (needs ? formatSseEvent({ type: 'needs', ...needs }) : '') +
      formatSseEvent({ type: 'done', engine: engine.name, model: engine.model })
    )
  }

  if (first.done || first.value.isLast) {
    // The whole answer came with its first piece (a quick upstream, the offline chef): one
    // write, headers included, instead of a stream.
    finish()
    logStreamed()
    const text = first.done ? '' : first.value.text
    const body = `${start}${text === '' ? '' : delta(text)}${await ending(text)}`
    return c.body(body, 200, SSE_HEADERS)
  }

  let recipe = first.value.text
  async function* events(): AsyncGenerator<string> {
    try {
      // The start and the first text are ready together: one write.
      yield start + delta(recipe)
      let isDoneSent = false
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        recipe += next.value.text
        isDoneSent = next.value.isLast
        yield next.value.isLast
          ? delta(next.value.text) + (await ending(recipe))
          : delta(next.value.text)
      }
      if (!isDoneSent) yield await ending(recipe)
      logStreamed()
    } catch (error) {
      if (visitorSignal.aborted && !(error instanceof ApiError)) {
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
    answer.abortVisitor(new Error('visitor went away'))
    // Gone before the first event was asked for: the generator never ran its cleanup.
    finish()
  })
  return c.body(body, 200, SSE_HEADERS)
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  // no-transform and X-Accel-Buffering keep compressing or buffering proxies from holding
  // chunks back.
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
}
