import { StringDecoder } from 'node:string_decoder'
import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { HF_ROUTER_BASE_URL } from './base-url.ts'
import { readErrorBody } from './error-text.ts'
import type { UpstreamFetch, UpstreamRequestInit, UpstreamResponse } from './upstream-response.ts'
import type { StopSignal } from './stop-signal.ts'
import { RepeatedChunkShape, type ChunkEffect } from './repeated-chunk-shape.ts'

/**
 * A streamed chat-completions answer, read straight off the transport: the request is posted to
 * `{base}/chat/completions` and its event stream parsed with `eventsource-parser`, each network
 * read's events handed on together.
 *
 * Why not `@huggingface/inference` (which the engine used until 2026-11): it hands every event on
 * through its own generator and a WHATWG stream reader, and with the engine's layers on top that
 * was a dozen promise hops per token; measured beside a bare node:http proxy, the server spent
 * 5× the proxy's CPU per recipe against a goal of 3× (see BENCHMARKS.md). What we used of it is
 * small: an OpenAI-style POST, an SSE parser (now `eventsource-parser`, a well-kept library) and
 * error bodies (read here as the classifier wants them, see upstream-failure.ts).
 */

/** The service answered with an error: an HTTP status outside 2xx, or an error frame mid-stream. */
export class UpstreamHttpError extends Error {
  constructor(
    readonly status: number,
    /** The parsed JSON error body, or its text when it is not JSON (bounded, see error-text.ts). */
    readonly body: unknown,
    message: string,
  ) {
    super(message)
    this.name = 'UpstreamHttpError'
  }
}

/** A stream chunk that is not the shape of one (`data: null`, `choices: "x"`): malformed. */
export class MalformedChunk extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'MalformedChunk'
  }
}

/**
 * What the chunks of one network read say together, read and checked: one object per read, not
 * one per chunk (a recipe's chunks are many; the engine only ever wanted their sum).
 */
export interface UpstreamBatch {
  /** Their `content`, joined. */
  content: string
  /** How much the model reasoned out of band (`reasoning_content` or `reasoning`), in characters. */
  reasoningChars: number
  /** How many chunks there were, text or not. */
  chunks: number
  /** The last `finish_reason` among them. */
  finishReason: string | undefined
}

export interface ChatCompletionsRequest {
  /** OpenAI-compatible base ending in /v1; undefined means the Hugging Face router. */
  baseUrl: string | undefined
  apiKey: string
  /** The request body, already serialised. */
  body: string
  signal: StopSignal
  /** Handed the request's own stop (see UpstreamRequestInit). */
  takeStop?: UpstreamRequestInit['takeStop']
  /**
   * Called for every batch read, before it is handed on: any chunk shows the upstream is alive,
   * even one without text (a role-only first chunk, or a reasoning model thinking out of band).
   */
  onBatch?: () => void
}

/** The answer's head, once the service has answered 2xx with an event stream. */
export interface ChatCompletionsAnswer {
  /** The answer's chunks, one batch per network read (never an empty batch). */
  batches: AsyncGenerator<UpstreamBatch, void, undefined>
}

/**
 * Posts a streaming chat-completions request. Resolves once the service has answered with an
 * event stream; rejects with an {@link UpstreamHttpError} when it answered otherwise, and with
 * the transport's own errors (a `TypeError` for the network, the signal's reason when aborted).
 * `onHead` sees every answer's headers first (Retry-After, and whether it was a 2xx).
 */
export async function openChatCompletionsStream(
  transport: UpstreamFetch,
  { baseUrl, apiKey, body, signal, takeStop, onBatch }: ChatCompletionsRequest,
  onHead: (response: UpstreamResponse) => void,
): Promise<ChatCompletionsAnswer> {
  const response = await transport(`${baseUrl ?? HF_ROUTER_BASE_URL}/chat/completions`, {
    method: 'POST',
    // No key, no Authorization header: a local server (Ollama, llama.cpp) needs none.
    headers:
      apiKey === ''
        ? { 'Content-Type': 'application/json' }
        : { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body,
    signal,
    ...(takeStop === undefined ? {} : { takeStop }),
  })
  onHead(response)
  if (!response.ok) {
    throw new UpstreamHttpError(
      response.status,
      await readErrorBody(response),
      `upstream answered ${response.status}`,
    )
  }
  if (!/^text\/event-stream/i.test(response.headers.get('content-type') ?? '')) {
    await response.body?.cancel().catch(() => {})
    throw new UpstreamHttpError(
      response.status,
      '',
      'upstream answered without an event stream (was "stream": true ignored?)',
    )
  }
  return { batches: chunkBatches(response, onBatch) }
}

async function* chunkBatches(
  response: UpstreamResponse,
  onBatch: (() => void) | undefined,
): AsyncGenerator<UpstreamBatch, void, undefined> {
  if (response.body === null) return
  const reader = response.body.getReader()
  // StringDecoder, not TextDecoder: both keep a character split across reads whole, but
  // TextDecoder's streaming decode cost 15 µs a recipe against 2.5 µs on Node 20.
  const decoder = new StringDecoder('utf8')
  let isFirstText = true
  let batch = emptyBatch()
  let isDone = false
  let failure: unknown
  const shape = new RepeatedChunkShape()
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      // Whatever the event's name, its data is the chunk (the client library read them so too).
      if (isDone || failure !== undefined || event.data === '') return
      if (event.data === '[DONE]') {
        isDone = true
        return
      }
      try {
        // Most chunks repeat the one before but for their text: read without JSON.parse.
        const content = shape.contentOf(event.data)
        if (content !== undefined) {
          addChunk(batch, content, shape.effect)
          return
        }
        const effect = readChunk(JSON.parse(event.data) as unknown, response.status)
        addChunk(batch, effect.content, effect)
        shape.learn(event.data, effect, (chunk) => readChunk(chunk, response.status))
      } catch (error) {
        failure = error
      }
    },
  })
  try {
    while (!isDone) {
      const { done, value } = await reader.read()
      let text = done ? decoder.end() : decoder.write(value)
      if (isFirstText && text !== '') {
        isFirstText = false
        // A byte-order mark before the stream, which TextDecoder would have dropped.
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
      }
      parser.feed(text)
      if (done) parser.reset({ consume: true })
      // The chunks before a bad one still go out first; the failure ends the answer after them.
      if (batch.chunks > 0) {
        const ready = batch
        batch = emptyBatch()
        onBatch?.()
        yield ready
      }
      if (failure !== undefined) throw failure
      if (done) return
    }
  } finally {
    // Not cancelled: at "[DONE]" the transport can still put the socket back in its pool once
    // the answer's last bytes arrive (see node-http-fetch.ts); the engine's abort settles it.
    reader.releaseLock()
  }
}

function emptyBatch(): UpstreamBatch {
  return { content: '', reasoningChars: 0, chunks: 0, finishReason: undefined }
}

/** Adds one chunk's reading to its batch. */
function addChunk(
  batch: UpstreamBatch,
  content: string,
  { reasoningChars, finishReason }: Omit<ChunkEffect, 'content'>,
): void {
  batch.chunks += 1
  batch.content += content
  batch.reasoningChars += reasoningChars
  if (finishReason !== undefined) batch.finishReason = finishReason
}

const NO_TEXT: ChunkEffect = { content: '', reasoningChars: 0, finishReason: undefined }

/**
 * Reads one streamed chunk, checking its shape first: `null`, a number or a non-list `choices` is
 * a malformed answer, not a network error to retry. An `{"error": …}` frame is the service
 * failing mid-stream.
 */
function readChunk(chunk: unknown, status: number): ChunkEffect {
  if (typeof chunk !== 'object' || chunk === null) {
    throw new MalformedChunk('a stream chunk that is not an object')
  }
  if ('error' in chunk) {
    throw new UpstreamHttpError(status, chunk, 'upstream sent an error frame mid-stream')
  }
  const choices: unknown = (chunk as { choices?: unknown }).choices
  if (choices !== undefined && !Array.isArray(choices)) {
    throw new MalformedChunk('a stream chunk whose choices is not a list')
  }
  const choice: unknown = choices?.[0]
  if (choice === undefined || choice === null) return NO_TEXT
  if (typeof choice !== 'object') throw new MalformedChunk('a stream choice that is not an object')
  const { delta, finish_reason: finishReason } = choice as {
    delta?: unknown
    finish_reason?: unknown
  }
  const fields =
    typeof delta === 'object' && delta !== null ? (delta as Record<string, unknown>) : NO_FIELDS
  const { content, reasoning_content: reasoningContent, reasoning } = fields
  if (content !== undefined && content !== null && typeof content !== 'string') {
    throw new MalformedChunk('a stream chunk whose content is not text')
  }
  return {
    content: typeof content === 'string' ? content : '',
    reasoningChars:
      (typeof reasoningContent === 'string' ? reasoningContent.length : 0) +
      (typeof reasoning === 'string' ? reasoning.length : 0),
    finishReason: typeof finishReason === 'string' ? finishReason : undefined,
  }
}

const NO_FIELDS: Readonly<Record<string, unknown>> = {}
