import {
  InferenceClient,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
} from '@huggingface/inference'
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
import { createAnswerTextFilter, cutToBytes } from './answer-text-filter.ts'
import { upstreamSecrets } from './secret-redactor.ts'
import type { RecipeNotice } from '../../shared/recipe-stream.ts'
import { backoffDelayMs, isRetryableStatus, parseRetryAfterMs, sleep } from './retry-policy.ts'
import { asJsonErrorBody } from './error-text.ts'
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
  /** The transport under the client library; node:http keep-alive unless a test swaps it. */
  fetch?: typeof fetch
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

/** A stream chunk that is not the shape of one (`data: null`, `choices: "x"`): malformed. */
class MalformedChunk extends Error {}

/** What one upstream chunk says, read and checked. */
interface UpstreamChunk {
  content: string
  /** How much the model reasoned out of band (`reasoning_content` or `reasoning`), in characters. */
  reasoningChars: number
  finishReason: string | undefined
}

interface Attempt {
  chunks: AsyncIterator<UpstreamChunk>
  retryAfterMs: () => number | undefined
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
 * The `llm` engine: streams a recipe from any OpenAI-compatible chat-completions endpoint through
 * `@huggingface/inference` (the Hugging Face router when no base URL is set).
 *
 * The library's own 503 retry is unbounded, so it is off; we retry at most `maxRetries` times on
 * 429/502/503/504 and network errors, and only before the first piece of text, because after it
 * the visitor already sees words that a second answer would not continue.
 */
export function createLlmEngine(config: LlmConfig, hooks: LlmEngineHooks = {}): RecipeEngine {
  const client = new InferenceClient(
    config.apiKey,
    config.baseUrl === undefined ? {} : { endpointUrl: config.baseUrl },
  )
  const random = hooks.random ?? Math.random
  const transport = hooks.fetch ?? createNodeHttpFetch().fetch
  const secrets = upstreamSecrets(config)

  function openAttempt(
    { ingredients, preferences, previousTitles }: RecipeEngineRequest,
    signal: AbortSignal,
    onUpstreamChunk: () => void,
  ): Attempt {
    let retryAfterHeader: string | null = null
    const stream = client.chatCompletionStream(
      {
        model: config.model,
        messages: buildRecipeMessages(ingredients, preferences, previousTitles),
        max_tokens: MAX_TOKENS,
      },
      {
        signal,
        retry_on_error: false,
        // Our transport (see node-http-fetch.ts), wrapped to read Retry-After, which the
        // library's errors do not carry.
        fetch: async (input, init) => {
          const response = await transport(input, init)
          retryAfterHeader = response.headers.get('retry-after')
          if (response.ok) hooks.onUpstreamAnswer?.()
          // A text/plain cause ("Model not found") would be dropped by the library otherwise.
          return await asJsonErrorBody(response)
        },
      },
    )
    async function* chunksOf(): AsyncGenerator<UpstreamChunk> {
      for await (const chunk of stream) {
        // Any chunk shows the upstream is alive, even one without text (a role-only first
        // chunk, or a reasoning model thinking out of band).
        onUpstreamChunk()
        yield readChunk(chunk as unknown)
      }
    }
    return { chunks: chunksOf(), retryAfterMs: () => parseRetryAfterMs(retryAfterHeader) }
  }

  async function* streamRecipe(request: RecipeEngineRequest): AsyncGenerator<RecipePiece> {
    const { signal, onRetry } = request
    const upstream = new AbortController()
    const abortUpstream = () => upstream.abort(abortReasonAsError(signal.reason))
    if (signal.aborted) abortUpstream()
    signal.addEventListener('abort', abortUpstream, { once: true })
    const totalTimer = setTimeout(
      () => upstream.abort(new UpstreamTimeout('total')),
      config.timeoutMs,
    )
    // The idle clock covers the wait for the first byte as well as the gaps between chunks.
    const idle = new IdleWatchdog(config.idleTimeoutMs, () =>
      upstream.abort(new UpstreamTimeout('idle')),
    )
    let hasSentText = false
    let hasSentThinking = false
    let bytesSent = 0
    try {
      for (let attempt = 0; ; attempt += 1) {
        // Gone or out of time already: neither spend a daily-cap point nor open a request.
        if (upstream.signal.aborted) throw classifyAbort(upstream.signal.reason, upstream.signal)
        await hooks.beforeUpstreamRequest?.()
        idle.start()
        const { chunks, retryAfterMs } = openAttempt(request, upstream.signal, () => idle.touch())
        // Reasoning and leaked tokens out, secrets redacted (see answer-text-filter.ts).
        const filter = createAnswerTextFilter(secrets)
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
          for (;;) {
            const next = await chunks.next()
            if (next.done) break
            const chunk = next.value
            finishReason = chunk.finishReason ?? finishReason
            charsRead += chunk.content.length + chunk.reasoningChars
            const text = bounded(chunk.content === '' ? '' : filter.push(chunk.content))
            chunksRead += 1
            if (charsRead > MAX_UPSTREAM_TEXT_CHARS || chunksRead > MAX_UPSTREAM_CHUNKS) {
              isPastBound = true
            }
            if (
              text === '' &&
              !hasSentText &&
              !hasSentThinking &&
              (chunk.reasoningChars > 0 || filter.isHoldingReasoning)
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
              upstream.abort(new Error('recipe bound reached'))
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
          const failure = classifyFailure(error, upstream.signal, retryAfterMs(), {
            model: config.model,
            secrets,
          })
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
          await sleep(delayMs, upstream.signal).catch((sleepError: unknown) => {
            throw classifyAbort(sleepError, upstream.signal)
          })
        } finally {
          // Past the bound, the library's generator is left waiting at a chunk: close it.
          if (isPastBound) await chunks.return?.(undefined)
        }
      }
    } finally {
      clearTimeout(totalTimer)
      idle.dispose()
      signal.removeEventListener('abort', abortUpstream)
      // Ends the upstream request if we stopped early (an error, or the consumer broke off).
      if (!upstream.signal.aborted) upstream.abort(new Error('recipe stream closed'))
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

function classifyAbort(error: unknown, signal: AbortSignal): unknown {
  const reason: unknown = signal.reason
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
  signal: AbortSignal,
  retryAfterMs: number | undefined,
  { model, secrets }: { model: string; secrets: readonly string[] },
): Failure | 'visitor-gone' {
  if (signal.aborted) {
    const classified = classifyAbort(error, signal)
    if (classified instanceof ApiError) {
      return { error: classified, isRetryable: false, retryAfterMs, reason: classified.message }
    }
    return 'visitor-gone'
  }
  if (error instanceof ApiError) {
    return { error, isRetryable: false, retryAfterMs, reason: error.message }
  }
  if (error instanceof InferenceClientProviderApiError) {
    const status = error.httpResponse.status
    // One line naming the cause and its fix, for the operator (see upstream-failure.ts).
    const report = classifyUpstreamFailure(status, error.httpResponse.body, secrets)
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
    error instanceof InferenceClientProviderOutputError ||
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

/**
 * Reads one streamed chunk, checking its shape: the client library hands on whatever JSON each
 * `data:` line holds (`null`, a number), which used to fail later as a TypeError, a "network
 * error" that was retried.
 */
function readChunk(chunk: unknown): UpstreamChunk {
  if (typeof chunk !== 'object' || chunk === null) {
    throw new MalformedChunk('a stream chunk that is not an object')
  }
  const choices: unknown = (chunk as { choices?: unknown }).choices
  if (choices !== undefined && !Array.isArray(choices)) {
    throw new MalformedChunk('a stream chunk whose choices is not a list')
  }
  const choice: unknown = choices?.[0]
  if (choice === undefined || choice === null) {
    return { content: '', reasoningChars: 0, finishReason: undefined }
  }
  if (typeof choice !== 'object') throw new MalformedChunk('a stream choice that is not an object')
  const { delta, finish_reason: finishReason } = choice as {
    delta?: unknown
    finish_reason?: unknown
  }
  const fields =
    typeof delta === 'object' && delta !== null ? (delta as Record<string, unknown>) : {}
  const { content, reasoning_content: reasoningContent, reasoning } = fields
  if (content !== undefined && content !== null && typeof content !== 'string') {
    throw new MalformedChunk('a stream chunk whose content is not text')
  }
  return {
    content: content ?? '',
    reasoningChars:
      (typeof reasoningContent === 'string' ? reasoningContent.length : 0) +
      (typeof reasoning === 'string' ? reasoning.length : 0),
    finishReason: typeof finishReason === 'string' ? finishReason : undefined,
  }
}

function describeCause(error: TypeError): string {
  const cause: unknown = error.cause
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return cause.code
  return error.message
}
