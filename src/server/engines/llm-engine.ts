import type { LlmConfig } from '../config.ts'
import { abortReasonAsError, ApiError, retryAfterSecondsFrom } from '../api-error.ts'
import type {
  RecipeEngine,
  RecipeEngineRequest,
  RecipePiece,
  RecipeSignal,
  RetryDetails,
} from './recipe-engine.ts'
import { buildRecipeMessages, MAX_TOKENS } from './recipe-prompt.ts'
import { IdleWatchdog } from './idle-watchdog.ts'
import { createNodeHttpFetch, UpstreamFramingError } from './node-http-fetch.ts'
import {
  MalformedChunk,
  openChatCompletionsStream,
  UpstreamHttpError,
  type UpstreamBatch,
} from './chat-completions-stream.ts'
import { withStop, type SignalFetch } from './upstream-response.ts'
import { UpstreamStop } from './upstream-stop.ts'
import type { StopSignal } from './stop-signal.ts'
import { createAnswerTextFilter, cutToBytes } from './answer-text-filter.ts'
import { upstreamSecrets } from './secret-redactor.ts'
import type { RecipeNotice } from '../../shared/recipe-stream.ts'
import { backoffDelayMs, isRetryableStatus, parseRetryAfterMs, sleep } from './retry-policy.ts'
import {
  classifyUpstreamFailure,
  describeUpstreamFailure,
  isOperatorFixable,
  NOT_AVAILABLE_MESSAGE,
  type UpstreamFailureReport,
} from './upstream-failure.ts'

export interface LlmEngineHooks {
  /** Called before every upstream request, retries included; may throw to refuse (spend guard). */
  beforeUpstreamRequest?: () => Promise<void> | void
  /** Called when a failed attempt is about to be retried. */
  onRetry?: (details: RetryDetails) => void
  random?: () => number
  /** The transport: node-http-fetch.ts's pooled keep-alive `request` unless a test passes a fetch. */
  fetch?: SignalFetch
  /** Told why the service refused a request (the readiness state learns from it). */
  onUpstreamFailure?: (report: UpstreamFailureReport) => void
  /** Told when the service accepts a request (a 2xx): it took the token and serves the model. */
  onUpstreamAnswer?: () => void
}

/** Why we aborted the upstream call ourselves, as opposed to the visitor leaving. */
class UpstreamTimeout extends Error {
  constructor(readonly kind: 'idle' | 'total') {
    super(`upstream ${kind} timeout`)
  }
}

/**
 * Most recipe text sent to a visitor, in UTF-8 bytes: many times what `max_tokens` 1024 can
 * write, so only a broken or hostile upstream reaches it; the recipe then ends as truncated.
 */
export const MAX_RECIPE_BYTES = 100 * 1024
/**
 * Most text (answer and reasoning) read from one answer, in characters: past it the answer ends
 * as at {@link MAX_RECIPE_BYTES}, so endless reasoning cannot run on until the deadline.
 */
export const MAX_UPSTREAM_TEXT_CHARS = 1024 * 1024
/**
 * Most chunks read from one answer: `max_tokens` 1024 streams about a thousand (one a token, with
 * its reasoning), so this is only reached by an upstream streaming empty chunks without end.
 */
export const MAX_UPSTREAM_CHUNKS = 20_000

const NOTICES: Record<RecipeNotice['code'], RecipeNotice> = {
  truncated: {
    code: 'truncated',
    message: 'The AI chef ran out of room, so this recipe stops early.',
  },
  filtered: {
    code: 'filtered',
    message: "The AI service's content filter stopped this recipe early.",
  },
}
const THINKING: RecipeSignal = { kind: 'thinking' }
/**
 * Why the upstream request is ended when the recipe is over: one shared reason, because a new
 * Error per recipe (its stack captured through the async generators) was a measured share of
 * the CPU each AI recipe costs. Nobody reads it but the transport, which then lets the socket go
 * back to its pool or closes it.
 */
const RECIPE_STREAM_CLOSED = new Error('recipe stream closed')

/**
 * The `llm` engine: streams a recipe from any OpenAI-compatible chat-completions endpoint (the
 * Hugging Face router when no base URL is set; see chat-completions-stream.ts).
 *
 * We retry at most `maxRetries` times on 429/502/503/504 and network errors, and only before the
 * first piece of text, because after it the visitor already sees words that a second answer
 * would not continue.
 */
export function createLlmEngine(config: LlmConfig, hooks: LlmEngineHooks = {}): RecipeEngine {
  const random = hooks.random ?? Math.random
  const transport = hooks.fetch ? withStop(hooks.fetch) : createNodeHttpFetch().request
  const secrets = upstreamSecrets(config)

  async function openAttempt(
    { ingredients, preferences, previousTitles }: RecipeEngineRequest,
    signal: StopSignal,
    upstream: UpstreamStop,
    onUpstreamRead: () => void,
    retryAfter: { header: string | null },
  ): Promise<AsyncIterator<UpstreamBatch>> {
    const { batches } = await openChatCompletionsStream(
      transport,
      {
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        // The spec's payload, model first as OpenAI-style clients send it.
        body: JSON.stringify({
          model: config.model,
          messages: buildRecipeMessages(ingredients, preferences, previousTitles),
          max_tokens: MAX_TOKENS,
          stream: true,
        }),
        signal,
        takeStop: upstream.take,
        // Straight from the reader: a wrapping iterator cost a promise per piece.
        onBatch: onUpstreamRead,
      },
      (response) => {
        retryAfter.header = response.headers.get('retry-after')
        if (response.ok) hooks.onUpstreamAnswer?.()
      },
    )
    return batches
  }

  async function* streamRecipe(request: RecipeEngineRequest): AsyncGenerator<RecipePiece> {
    const { signal, onRetry } = request
    // The visitor's signal reaches the transport itself; the engine's own reasons to end the
    // request (its timeouts, the bound, the recipe's end) go through this.
    const upstream = new UpstreamStop()
    const totalTimer = setTimeout(
      () => upstream.stop(new UpstreamTimeout('total')),
      config.timeoutMs,
    )
    // The idle clock covers the wait for the first byte as well as the gaps between chunks.
    const idle = new IdleWatchdog(config.idleTimeoutMs, () =>
      upstream.stop(new UpstreamTimeout('idle')),
    )
    let hasSentText = false
    let hasSentThinking = false
    let bytesSent = 0
    try {
      for (let attempt = 0; ; attempt += 1) {
        // Gone or out of time already: neither spend a daily-cap point nor open a request.
        if (upstream.isStopped) throw classifyAbort(upstream.reason, upstream)
        if (signal.aborted) throw abortReasonAsError(signal.reason)
        await hooks.beforeUpstreamRequest?.()
        idle.start()
        const retryAfter: { header: string | null } = { header: null }
        // Reasoning and leaked tokens out, secrets redacted (see answer-text-filter.ts).
        const filter = createAnswerTextFilter(secrets)
        let batches: AsyncIterator<UpstreamBatch> | undefined
        let finishReason: string | undefined
        let charsRead = 0
        let chunksRead = 0
        let isPastBound = false
        /** The text that may go out within the bound; past it, the answer is over. */
        const bounded = (text: string): string => {
          const room = MAX_RECIPE_BYTES - bytesSent
          const bytes = Buffer.byteLength(text)
          if (bytes <= room) {
            bytesSent += bytes
            return text
          }
          isPastBound = true
          const cut = cutToBytes(text, room)
          bytesSent += Buffer.byteLength(cut)
          return cut
        }
        try {
          batches = await openAttempt(request, signal, upstream, () => idle.touch(), retryAfter)
          for (;;) {
            const next = await batches.next()
            if (next.done === true) break
            // One network read's chunks become one piece: a read often holds many tokens, and
            // each piece costs every layer above a promise or two.
            const { content, reasoningChars, chunks } = next.value
            finishReason = next.value.finishReason ?? finishReason
            charsRead += content.length + reasoningChars
            chunksRead += chunks
            const hasReasoning = reasoningChars > 0
            // The filter reads text across any split, so the read's text goes through it once.
            const text = bounded(content === '' ? '' : filter.push(content))
            if (charsRead > MAX_UPSTREAM_TEXT_CHARS || chunksRead > MAX_UPSTREAM_CHUNKS) {
              isPastBound = true
            }
            if (
              text === '' &&
              !hasSentText &&
              !hasSentThinking &&
              (hasReasoning || filter.isHoldingReasoning)
            ) {
              hasSentThinking = true
              idle.pause()
              yield THINKING
              idle.start()
            }
            if (text !== '') {
              hasSentText = true
              // The visitor reading slowly is not the upstream going quiet: no clock meanwhile.
              idle.pause()
              yield text
              idle.start()
            }
            if (isPastBound) {
              // Enough: stop the upstream now rather than read what will never be sent.
              upstream.stop(new Error('recipe bound reached'))
              break
            }
          }
          idle.pause()
          if (!isPastBound) {
            const rest = bounded(filter.end())
            if (rest !== '') {
              hasSentText = true
              yield rest
            }
          }
          if (!hasSentText) {
            throw new ApiError('upstream_error', 'The recipe service sent an empty answer.', {
              detail: 'upstream answer had no text',
            })
          }
          const notice = isPastBound
            ? NOTICES.truncated
            : finishReason === 'length'
              ? NOTICES.truncated
              : finishReason === 'content_filter'
                ? NOTICES.filtered
                : undefined
          if (notice !== undefined) yield { kind: 'notice', notice }
          return
        } catch (error) {
          const failure = classifyFailure(
            error,
            signal,
            upstream,
            parseRetryAfterMs(retryAfter.header),
            {
              model: config.model,
              secrets,
            },
          )
          if (failure === 'visitor-gone') throw error
          if (failure.report) hooks.onUpstreamFailure?.(failure.report)
          const delayMs = backoffDelayMs(attempt, failure.retryAfterMs, {
            baseMs: config.retryBaseMs,
            maxMs: config.retryMaxMs,
            random,
          })
          const canRetry =
            failure.isRetryable &&
            !hasSentText &&
            attempt < config.maxRetries &&
            delayMs <= config.retryMaxMs
          if (!canRetry) throw hasSentText ? cutOff(failure.error) : failure.error
          idle.pause()
          const retry = { attempt: attempt + 1, delayMs, reason: failure.reason }
          hooks.onRetry?.(retry)
          onRetry?.(retry)
          await sleep(delayMs, signal, upstream.signal()).catch((sleepError: unknown) => {
            throw classifyAbort(sleepError, upstream)
          })
        } finally {
          // Past the bound, the stream's reader is left waiting at a read: release it.
          if (isPastBound) await batches?.return?.(undefined)
        }
      }
    } finally {
      clearTimeout(totalTimer)
      idle.dispose()
      // Ends the upstream request if we stopped early (an error, or the consumer broke off).
      upstream.stop(RECIPE_STREAM_CLOSED)
    }
  }

  return { name: 'llm', model: config.model, streamRecipe }
}

interface Failure {
  error: ApiError
  isRetryable: boolean
  retryAfterMs: number | undefined
  /** For logs only: never shown to the visitor. */
  reason: string
  /** Why the service refused, when it answered with an error. */
  report?: UpstreamFailureReport
}

/** After text has been shown, "could not be reached" would be wrong: say it stopped. */
function cutOff(error: ApiError): ApiError {
  if (error.code !== 'upstream_error') return error
  return new ApiError('upstream_error', 'The recipe service stopped part-way through.', {
    cause: error.cause,
    ...(error.detail === undefined ? {} : { detail: `${error.detail}, after text was sent` }),
  })
}

/** The engine's timeout as the visitor's error; anything else (the visitor gone) as it is. */
function classifyAbort(error: unknown, upstream: UpstreamStop): unknown {
  const reason: unknown = upstream.reason
  if (reason instanceof UpstreamTimeout) {
    return new ApiError('upstream_timeout', 'The recipe service took too long to answer.', {
      cause: reason,
      detail: reason.message,
    })
  }
  return error
}

function classifyFailure(
  error: unknown,
  visitorSignal: StopSignal,
  upstream: UpstreamStop,
  retryAfterMs: number | undefined,
  { model, secrets }: { model: string; secrets: readonly string[] },
): Failure | 'visitor-gone' {
  if (upstream.isStopped || visitorSignal.aborted) {
    const classified = classifyAbort(error, upstream)
    if (classified instanceof ApiError) {
      return { error: classified, isRetryable: false, retryAfterMs, reason: classified.message }
    }
    return 'visitor-gone'
  }
  if (error instanceof ApiError) {
    return { error, isRetryable: false, retryAfterMs, reason: error.message }
  }
  if (error instanceof UpstreamHttpError) {
    const status = error.status
    // One line naming the cause and its fix, for the operator (see upstream-failure.ts).
    const report = classifyUpstreamFailure(status, error.body, secrets)
    const reason = describeUpstreamFailure(report, model)
    // A Retry-After we do not wait for (past the cap) is passed on, whatever the status.
    const options = {
      cause: error,
      detail: reason,
      ...(retryAfterMs === undefined
        ? {}
        : { retryAfterSeconds: retryAfterSecondsFrom(retryAfterMs) }),
    }
    const engineError =
      status === 429
        ? new ApiError('upstream_rate_limited', 'The recipe service is busy right now.', options)
        : new ApiError(
            'upstream_error',
            isOperatorFixable(report.cause)
              ? NOT_AVAILABLE_MESSAGE
              : 'The recipe service failed to answer.',
            options,
          )
    return {
      error: engineError,
      isRetryable: isRetryableStatus(status),
      retryAfterMs,
      reason,
      report,
    }
  }
  if (
    error instanceof SyntaxError ||
    error instanceof MalformedChunk ||
    error instanceof UpstreamFramingError
  ) {
    return {
      error: new ApiError(
        'upstream_error',
        'The recipe service sent an answer we could not read.',
        {
          cause: error,
        },
      ),
      isRetryable: false,
      retryAfterMs,
      reason: 'malformed upstream answer',
    }
  }
  // fetch() rejects with a TypeError for refused connections, DNS failures and cut streams.
  const isNetworkError = error instanceof TypeError
  const reason = isNetworkError
    ? `network error: ${describeCause(error)}`
    : 'unexpected upstream failure'
  return {
    error: new ApiError('upstream_error', 'The recipe service could not be reached.', {
      cause: error,
      detail: reason,
    }),
    isRetryable: isNetworkError,
    retryAfterMs,
    reason,
  }
}

function describeCause(error: TypeError): string {
  const cause: unknown = error.cause
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return cause.code
  return error.message
}
