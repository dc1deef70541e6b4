import type { Context } from 'hono'
import type {
  RecipeJsonResponse,
  RecipeNotice,
  RecipeStreamEvent,
} from '../../shared/recipe-stream.ts'
import { ApiError } from '../api-error.ts'
import type { AppEnv } from '../app-env.ts'
import type { RecipeEngine, RecipePiece } from '../engines/recipe-engine.ts'
import type { StopSignal } from '../engines/stop-signal.ts'
import type { FinishedRecipeCheck } from '../finished-recipe/check-finished-recipe.ts'
import type { Logger } from '../logger.ts'
import { coalesceReadyChunks, type ReadyText } from './coalesce-ready-chunks.ts'
import { cutReason } from './recipe-cutoff.ts'
import { formatDeltaEvent, formatSseEvent, sseBody } from './sse-body.ts'
import { recipeEndingEvents } from '../../shared/recipe-ending.ts'
import { setAnswerHeaders } from '../http/node-response.ts'

/** One recipe being answered: what the route has set up, for the JSON or the SSE writer. */
export interface RecipeAnswer {
  c: Context<AppEnv>
  engine: RecipeEngine
  /** The engine's markdown, piece by piece, with its signals (thinking, a notice) among it. */
  pieces: AsyncIterator<RecipePiece>
  /** The first piece, with the request's timing logged; releases the request if it throws. */
  firstOf: <T>(pieces: AsyncIterator<T>) => Promise<IteratorResult<T>>
  /** Releases the request's slot and abort listener; safe to call twice. */
  finish: () => void
  /** Aborts the engine's work when the visitor goes away. */
  abortVisitor: (reason: unknown) => void
  visitorSignal: StopSignal
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
  let recipe = ''
  // "Thinking" has no place in one JSON answer; a notice becomes its flag.
  let notice: RecipeNotice | undefined
  const take = (piece: RecipePiece) => {
    if (typeof piece === 'string') recipe += piece
    else if (piece.kind === 'notice') notice = piece.notice
  }
  try {
    if (!first.done) take(first.value)
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) take(next.value)
  } catch (error) {
    throw cutReason(answer.visitorSignal) ?? error
  } finally {
    finish()
  }
  const { warnings, needs, kind, suggestions } = await answer.checkFinished(recipe)
  const body: RecipeJsonResponse = {
    recipe,
    engine: engine.name,
    model: engine.model,
    ...(warnings.length > 0 ? { warnings } : {}),
    ...(needs ? { needs } : {}),
    ...(notice?.code === 'truncated' ? { truncated: true as const } : {}),
    ...(notice?.code === 'filtered' ? { filtered: true as const } : {}),
    ...(kind && { kind }),
    ...(suggestions && { suggestions }),
  }
  return c.json(body)
}

/**
 * `text/event-stream`: `start`, `thinking` while the model reasons before any text, the recipe
 * as `delta`s, a `notice` if it ended early, one `warning` per clash, `needs`, then `done`; an
 * in-band `error` when it fails after the first piece (a `thinking` one included).
 */
export async function answerSse(answer: RecipeAnswer): Promise<Response> {
  const { c, engine, firstOf, finish, visitorSignal, logger, now, startedAt } = answer
  // Pieces that arrive together go out together, the first one included.
  const chunks = coalesceReadyChunks(answer.pieces)
  const first = await firstOf(chunks)
  // The request id goes in each line's fields: a child logger per recipe serialised its
  // bindings whether or not anything was logged (~1% of an AI recipe's CPU).
  const requestId = c.get('requestId')
  const logStreamed = () =>
    logger.info(
      {
        requestId,
        engine: engine.name,
        totalMs: now() - startedAt,
        upstreamRetries: answer.upstreamRetries(),
      },
      'recipe streamed',
    )
  const start = startEventOf(engine)
  const delta = (text: string) => (text === '' ? '' : formatDeltaEvent(text))
  let notice: RecipeNotice | undefined
  // Why the recipe ended early, the warnings about it, and what it needs go out before `done`.
  const ending = async (recipe: string) => {
    const check = await answer.checkFinished(recipe)
    // Not `{ ...check, notice, … }`: fields added after a spread are slow on Node 20 (~3 µs).
    return recipeEndingEvents(
      Object.assign({}, check, { notice, engine: engine.name, model: engine.model }),
    )
      .map(formatSseEvent)
      .join('')
  }

  if (first.done || first.value.isLast) {
    // The whole answer came with its first piece (a quick upstream, the offline chef): one
    // write, headers included, instead of a stream.
    finish()
    logStreamed()
    const text = first.done ? '' : first.value.text
    notice = first.done ? undefined : first.value.notice
    const whole = `${start}${delta(text)}${await ending(text)}`
    setAnswerHeaders(c, SSE_HEADERS)
    return c.body(whole, 200, SSE_CONTENT_TYPE)
  }

  let recipe = ''
  // `thinking` at most once, and only before the first text.
  let mayThink = true
  const burst = async (ready: ReadyText) => {
    const thinking = ready.isThinking && mayThink ? formatSseEvent(THINKING_EVENT) : ''
    if (thinking !== '' || ready.text !== '') mayThink = false
    recipe += ready.text
    notice = ready.notice ?? notice
    return thinking + delta(ready.text) + (ready.isLast ? await ending(recipe) : '')
  }
  const firstBurst = first.value
  async function* events(): AsyncGenerator<string> {
    try {
      // The start and the first text (or word that the model is thinking) together: one write.
      yield start + (await burst(firstBurst))
      let isDoneSent = false
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        isDoneSent = next.value.isLast
        const text = await burst(next.value)
        // A burst of nothing but a repeated signal writes nothing.
        if (text !== '') yield text
      }
      if (!isDoneSent) yield await ending(recipe)
      logStreamed()
    } catch (caught) {
      // Cut at the end of the shutdown grace: the engine may report that as any abort.
      const error = cutReason(visitorSignal) ?? caught
      if (visitorSignal.aborted && !(error instanceof ApiError)) {
        logger.info({ requestId, engine: engine.name, totalMs: now() - startedAt }, 'visitor left')
        return
      }
      const failure =
        error instanceof ApiError
          ? error
          : new ApiError('internal_error', 'Something went wrong while writing the recipe.')
      logger[error instanceof ApiError ? 'warn' : 'error'](
        error instanceof ApiError
          ? { requestId, code: failure.code, detail: failure.detail }
          : { requestId, err: error, code: failure.code },
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
  setAnswerHeaders(c, SSE_HEADERS)
  return c.body(body, 200, SSE_CONTENT_TYPE)
}

const THINKING_EVENT: RecipeStreamEvent = { type: 'thinking' }

/** Each engine's `start` event, written once: its name and model never change. */
const startEvents = new WeakMap<RecipeEngine, string>()
function startEventOf(engine: RecipeEngine): string {
  let event = startEvents.get(engine)
  if (event === undefined) {
    event = formatSseEvent({ type: 'start', engine: engine.name, model: engine.model })
    startEvents.set(engine, event)
  }
  return event
}

// The type alone goes with the body: one header there keeps Hono from making an undici Headers
// for the answer (see setAnswerHeaders).
const SSE_CONTENT_TYPE = { 'Content-Type': 'text/event-stream' }
const SSE_HEADERS: readonly [string, string][] = [
  // no-transform and X-Accel-Buffering keep compressing or buffering proxies from holding
  // chunks back.
  ['Cache-Control', 'no-cache, no-transform'],
  ['X-Accel-Buffering', 'no'],
]
