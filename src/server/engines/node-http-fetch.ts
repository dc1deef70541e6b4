import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { urlToHttpOptions } from 'node:url'
import type {
  UpstreamBody,
  UpstreamBodyReader,
  UpstreamFetch,
  UpstreamRequestInit,
  UpstreamResponse,
} from './upstream-response.ts'
import type { StopSignal } from './stop-signal.ts'

export interface NodeHttpFetchOptions {
  /** How long a pooled socket may sit unused before it is closed. */
  freeSocketTimeoutMs?: number
  httpAgent?: HttpAgent
  /** Tests pass one that trusts their own certificate. */
  httpsAgent?: HttpsAgent
  /** Most bytes of an error answer's body read (the rest is never read); default 4 KiB. */
  maxErrorBodyBytes?: number
  /** Longest line of an event stream, in bytes; default 64 KiB. */
  maxLineBytes?: number
}

/**
 * The upstream's answer is not one we can read (an event-stream line past the bound, or a status
 * outside HTTP's range): a malformed answer, not a network failure, so not retried.
 */
export class UpstreamFramingError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'UpstreamFramingError'
  }
}

/** Enough of an error body to read what the service said; a 300 MB one cost 1 GB read whole. */
export const MAX_ERROR_BODY_BYTES = 4 * 1024
/**
 * An SSE line is one event's JSON, a few hundred bytes; an SSE parser joins a line's pieces until
 * it ends (the client library we used did so over and over: a 50 MB line took it minutes of CPU).
 */
export const MAX_LINE_BYTES = 64 * 1024

/** Two faces of one pooled transport, plus a way to close its sockets. */
export interface NodeHttpFetch {
  /** A standard `fetch` (a `Response` with a WHATWG stream), for the model-list check. */
  fetch: typeof fetch
  /**
   * The same request answered with a light {@link UpstreamResponse} (no undici Headers, no
   * WHATWG stream): the recipe engine's path, where those cost a measured sixth of the CPU.
   */
  request: UpstreamFetch
  /** Destroys every pooled socket, in use or not (for tests and shutdown). */
  close(): void
}

/** URLs whose request options are kept; the engine and the model-list check use two. */
const MAX_TARGETS = 16

// Node's own servers close idle keep-alive sockets after 5 s; letting ours go a little earlier
// avoids sending a request down a socket the other side is closing.
const FREE_SOCKET_TIMEOUT_MS = 4_000

/**
 * The upstream transport, made on node:http(s) with pooled keep-alive sockets: a light answer for
 * the recipe engine (`request`) and a standard `fetch` over the same pool.
 *
 * Why not the global fetch: on Node 20 each undici fetch costs about 0.3 ms of CPU before the
 * first byte (a Request, a fetch controller, several WHATWG streams), which made the whole
 * server CPU-bound at a few hundred recipes a second (see BENCHMARKS.md). This keeps to what the
 * engine needs, with fetch's contract where it matters to us:
 * - it rejects with the signal's reason when aborted, and with a `TypeError` whose `cause` has
 *   the system error code (ECONNREFUSED, ENOTFOUND…) when the network fails;
 * - a body cut off part-way errors the stream with a `TypeError`, as fetch does.
 * It does not follow redirects (a chat-completions endpoint has no reason to send one, and the
 * 3xx then fails as an upstream error) and sends no Accept-Encoding, so answers arrive as sent.
 *
 * What it reads is bounded: an answer that is not 2xx is read in full before it is handed on, up
 * to `maxErrorBodyBytes` (past that the socket is closed and the body is the bytes read, typed
 * text/plain so that half a JSON object is not parsed); an event stream fails with an
 * {@link UpstreamFramingError} at a line longer than `maxLineBytes`. A socket whose answer was
 * not read to its end is destroyed, never put back in the pool.
 */
export function createNodeHttpFetch(options: NodeHttpFetchOptions = {}): NodeHttpFetch {
  // The agent's timeout closes only sockets waiting in the pool; a request waiting longer than
  // this for a slow model is left alone (the engine's own idle and total timeouts apply there).
  const agentOptions = {
    keepAlive: true,
    timeout: options.freeSocketTimeoutMs ?? FREE_SOCKET_TIMEOUT_MS,
  }
  const httpAgent = options.httpAgent ?? new HttpAgent(agentOptions)
  const httpsAgent = options.httpsAgent ?? new HttpsAgent(agentOptions)
  const maxErrorBodyBytes = options.maxErrorBodyBytes ?? MAX_ERROR_BODY_BYTES
  const maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES

  // Where each URL's requests go, as node:http takes it: the engine posts to one URL all day,
  // and parsing it anew (a URL, then node:http's options from it) was a measured ~1% of a
  // recipe's CPU. Bounded, should a caller ever vary its URLs.
  const targets = new Map<string, Target>()
  const targetOf = (href: string): Target => {
    let target = targets.get(href)
    if (target === undefined) {
      target = targetFrom(urlToHttpOptions(new URL(href)))
      if (targets.size >= MAX_TARGETS) targets.clear()
      targets.set(href, target)
    }
    return target
  }

  const request = (
    input: string | URL,
    init: {
      method?: string
      headers?: HeadersInit
      body?: RequestInit['body']
      signal?: StopSignal | null
      takeStop?: UpstreamRequestInit['takeStop']
    } = {},
  ): Promise<LightResponse> =>
    new Promise((resolve, reject) => {
      const target = targetOf(typeof input === 'string' ? input : input.href)
      const signal = init.signal ?? undefined
      if (signal?.aborted) {
        reject(abortReason(signal))
        return
      }
      const isHttps = target.protocol === 'https:'
      if (!isHttps && target.protocol !== 'http:') {
        reject(new TypeError(`fetch failed: unsupported protocol ${target.protocol}`))
        return
      }
      let body: string | Uint8Array | undefined
      let outgoing: ClientRequest
      try {
        body = requestBody(init.body)
        outgoing = (isHttps ? httpsRequest : httpRequest)(
          requestOptions(target, {
            method: init.method ?? 'GET',
            headers: plainHeaders(init.headers),
            agent: isHttps ? httpsAgent : httpAgent,
          }),
        )
      } catch (error) {
        // A header node:http refuses (a control character in a token, say) is a setup mistake,
        // not a network failure: not a TypeError, so the engine does not retry it.
        reject(new Error('the upstream request could not be made', { cause: error }))
        return
      }

      let response: IncomingMessage | undefined
      let answerBody: IncomingBody | undefined
      let isResolved = false
      // Once the answer is over (read to its end, failed or stopped), nothing more can end it.
      let isOver = false
      // An abort of the caller's signal, or the caller's own stop (see UpstreamRequestInit).
      const stop = (reason: unknown) => {
        if (isOver) return
        forgetSignal()
        if (isResolved && response?.complete) {
          // Every byte has arrived (the reader stopped at "[DONE]" just before the end was
          // signalled): drain what is buffered so the socket goes back to the pool. Closing it
          // instead cost a new upstream connection per recipe.
          answerBody?.settle(reason)
          response.resume()
          return
        }
        outgoing.destroy()
        response?.destroy()
        if (isResolved) answerBody?.settle(reason)
        else reject(reason)
      }
      const onAbort = () => stop(abortReason(signal))
      signal?.addEventListener('abort', onAbort)
      const forgetSignal = () => {
        if (isOver) return
        isOver = true
        signal?.removeEventListener('abort', onAbort)
      }
      init.takeStop?.(stop)

      outgoing.on('error', (error) => {
        forgetSignal()
        reject(new TypeError('fetch failed', { cause: error }))
      })
      outgoing.on('response', (incoming) => {
        response = incoming
        const status = incoming.statusCode ?? 502
        // A status outside 200–599 is not an HTTP answer we can hand on: a malformed answer
        // (not retried), with its socket closed, never reused.
        if (status < 200 || status > 599) {
          forgetSignal()
          outgoing.destroy()
          incoming.destroy()
          reject(new UpstreamFramingError(`upstream answered with status ${status}`))
          return
        }
        const headers = new LightHeaders(incoming)
        const answer = (bodyOf: IncomingBody | null) => {
          isResolved = true
          resolve(
            new LightResponse(status, incoming.statusMessage ?? '', headers, bodyOf, () => {
              forgetSignal()
              outgoing.destroy()
              incoming.destroy()
            }),
          )
        }
        if (status > 299) {
          readErrorBody(incoming, maxErrorBodyBytes, (bytes, isWhole) => {
            forgetSignal()
            if (!isWhole) {
              outgoing.destroy()
              headers.set('content-type', 'text/plain; charset=utf-8')
            }
            answer(IncomingBody.whole(incoming, bytes))
          })
          return
        }
        answerBody = new IncomingBody(incoming, forgetSignal)
        const bodyOf = answerBody
        const isEventStream = /^text\/event-stream/i.test(headers.get('content-type') ?? '')
        let lineBytes = 0
        incoming.on('data', (chunk: Buffer) => {
          if (bodyOf.isSettled) return
          if (isEventStream) {
            const lines = linesAfter(chunk, lineBytes)
            lineBytes = lines.open
            if (lines.longest > maxLineBytes) {
              bodyOf.settle(
                new UpstreamFramingError(`an event-stream line longer than ${maxLineBytes} bytes`),
              )
              outgoing.destroy()
              incoming.destroy()
              return
            }
          }
          bodyOf.push(chunk)
        })
        incoming.on('end', () => bodyOf.settle())
        incoming.on('error', (error) =>
          bodyOf.settle(new TypeError('terminated', { cause: error })),
        )
        // A socket closed before the last byte, with or without an error event first.
        incoming.on('close', () => {
          if (!incoming.complete) bodyOf.settle(new TypeError('terminated'))
        })
        if (nullBodyStatus(status)) {
          // No body to hand on; whatever the socket holds is read off so it can be reused.
          bodyOf.settle()
          incoming.resume()
          answer(null)
          return
        }
        answer(bodyOf)
      })
      outgoing.end(body)
    })

  const nodeFetch = async (
    input: string | URL | Request,
    init: RequestInit = {},
  ): Promise<Response> => {
    const answer = await request(input instanceof Request ? input.url : input, init)
    try {
      return answer.toResponse()
    } catch (error) {
      // A status text fetch cannot carry: a malformed answer, its socket closed, never reused.
      answer.destroy()
      throw new UpstreamFramingError(`upstream answered with status ${answer.status}`, {
        cause: error,
      })
    }
  }

  return {
    fetch: nodeFetch as typeof fetch,
    request,
    close() {
      httpAgent.destroy()
      httpsAgent.destroy()
    },
  }
}

/** The parts of a URL node:http reads to send a request there. */
interface Target {
  protocol: string
  hostname: string
  port: number | undefined
  path: string
  auth: string | undefined
  /** '' for plain http, undefined (node:http works it out) for https. */
  servername: string | undefined
}

function targetFrom(options: ReturnType<typeof urlToHttpOptions>): Target {
  return {
    protocol: options.protocol ?? 'http:',
    hostname: options.hostname ?? '',
    port: options.port === undefined || options.port === null ? undefined : Number(options.port),
    path: options.path ?? '/',
    auth: options.auth ?? undefined,
    // No TLS, so no server name to send: said once here, node:http's agent does not work one
    // out from the Host header on every request (~1% of an AI recipe's CPU in a profile).
    servername: options.protocol === 'http:' ? '' : undefined,
  }
}

/**
 * One request's options, every field written out. Copying `urlToHttpOptions`'s answer instead
 * (`{ ...target, method, … }`) cost ~10 µs a request, ~2% of an AI recipe's CPU: it is a
 * dictionary-mode object (no prototype), and on Node 20 fields added after a spread take V8's
 * slow path too.
 */
function requestOptions(
  target: Target,
  { method, headers, agent }: { method: string; headers: Record<string, string>; agent: HttpAgent },
): RequestOptions {
  const options: RequestOptions & { servername?: string } = {
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port,
    path: target.path,
    method,
    headers,
    agent,
  }
  if (target.auth !== undefined) options.auth = target.auth
  // node:http's types leave the field to https, but its agent reads it for both.
  if (target.servername !== undefined) options.servername = target.servername
  return options
}

/** Header values as node:http read them (names lower-cased, repeats joined as fetch does). */
class LightHeaders {
  readonly #incoming: IncomingMessage
  readonly #overrides = new Map<string, string>()

  constructor(incoming: IncomingMessage) {
    this.#incoming = incoming
  }

  get(name: string): string | null {
    const key = name.toLowerCase()
    const override = this.#overrides.get(key)
    if (override !== undefined) return override
    const value = this.#incoming.headers[key]
    if (value === undefined) return null
    return Array.isArray(value) ? value.join(', ') : value
  }

  set(name: string, value: string): void {
    this.#overrides.set(name.toLowerCase(), value)
  }

  /** As fetch's Headers, every line kept (Set-Cookie lines stay apart). */
  toHeaders(): Headers {
    const headers = new Headers()
    const raw = this.#incoming.rawHeaders
    for (let index = 0; index + 1 < raw.length; index += 2) {
      const name = raw[index] ?? ''
      if (!this.#overrides.has(name.toLowerCase())) headers.append(name, raw[index + 1] ?? '')
    }
    for (const [name, value] of this.#overrides) headers.set(name, value)
    return headers
  }
}

/**
 * A response body read straight from node:http: at most one network read waits in it while
 * nobody reads (the socket is paused meanwhile), as a WHATWG stream with a high-water mark of
 * one would do. It ends exactly once: by its last byte, a failure, an abort or the reader
 * cancelling, whichever comes first; what comes after the winner is ignored.
 */
class IncomingBody implements UpstreamBody, UpstreamBodyReader {
  readonly #incoming: IncomingMessage
  readonly #onSettled: () => void
  #queue: Uint8Array[] = []
  #isSettled = false
  #failure: unknown
  #hasFailed = false
  #waiting:
    | {
        resolve: (result: ReadableStreamReadResult<Uint8Array>) => void
        reject: (error: unknown) => void
      }
    | undefined
  /** Set when the reader cancels: the connection goes with it. */
  onCancel: (() => void) | undefined

  constructor(incoming: IncomingMessage, onSettled: () => void) {
    this.#incoming = incoming
    this.#onSettled = onSettled
  }

  /** A body read whole already (an error answer's, up to its bound). */
  static whole(incoming: IncomingMessage, bytes: Uint8Array): IncomingBody {
    const body = new IncomingBody(incoming, () => {})
    if (bytes.byteLength > 0) body.#queue.push(bytes)
    body.settle()
    return body
  }

  get isSettled(): boolean {
    return this.#isSettled
  }

  push(chunk: Uint8Array): void {
    if (this.#isSettled) return
    const waiting = this.#waiting
    if (waiting !== undefined) {
      this.#waiting = undefined
      waiting.resolve({ done: false, value: chunk })
      return
    }
    this.#queue.push(chunk)
    // Backpressure: stop reading from the socket until the reader catches up.
    this.#incoming.pause()
  }

  /** Ends the body: at its end (no error: what is queued is still read) or with a failure. */
  settle(error?: unknown): void {
    if (this.#isSettled) return
    this.#isSettled = true
    this.#onSettled()
    if (error !== undefined) {
      this.#hasFailed = true
      this.#failure = error
      this.#queue = []
    }
    const waiting = this.#waiting
    this.#waiting = undefined
    if (waiting === undefined) return
    if (this.#hasFailed) waiting.reject(this.#failure)
    else waiting.resolve({ done: true, value: undefined })
  }

  getReader(): UpstreamBodyReader {
    return this
  }

  read(): Promise<ReadableStreamReadResult<Uint8Array>> {
    const next = this.#queue.shift()
    if (next !== undefined) {
      if (this.#queue.length === 0 && !this.#isSettled) this.#incoming.resume()
      return Promise.resolve({ done: false, value: next })
    }
    if (this.#hasFailed) return Promise.reject(this.#failure)
    if (this.#isSettled) return Promise.resolve({ done: true, value: undefined })
    this.#incoming.resume()
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject }
    })
  }

  releaseLock(): void {}

  cancel(): Promise<void> {
    if (!this.#isSettled) {
      this.#isSettled = true
      this.#onSettled()
    }
    this.#queue = []
    // Read to its end or not, a body nobody finishes reading takes its socket with it.
    this.onCancel?.()
    return Promise.resolve()
  }
}

class LightResponse implements UpstreamResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly headers: LightHeaders,
    readonly body: IncomingBody | null,
    readonly destroy: () => void,
  ) {
    if (body !== null) body.onCancel = destroy
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299
  }

  async text(): Promise<string> {
    if (this.body === null) return ''
    const parts: Uint8Array[] = []
    for (;;) {
      const { done, value } = await this.body.read()
      if (done) break
      parts.push(value)
    }
    return Buffer.concat(parts).toString('utf8')
  }

  /** The same answer as a standard `Response`, its body a WHATWG stream over this one's. */
  toResponse(): Response {
    const { body } = this
    const stream =
      body === null
        ? null
        : new ReadableStream<Uint8Array>({
            async pull(controller) {
              const { done, value } = await body.read()
              if (done) controller.close()
              else controller.enqueue(value)
            },
            cancel: () => body.cancel(),
          })
    return new Response(stream, {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers.toHeaders(),
    })
  }
}

/**
 * Reads an error answer's body up to `maxBytes`, then calls back once with what was read and
 * whether that is all of it (past the bound, or cut off, the socket is destroyed).
 */
function readErrorBody(
  incoming: IncomingMessage,
  maxBytes: number,
  done: (bytes: Uint8Array<ArrayBuffer>, isWhole: boolean) => void,
) {
  const parts: Buffer[] = []
  let size = 0
  let isDone = false
  const finish = (isWhole: boolean) => {
    if (isDone) return
    isDone = true
    if (!isWhole) incoming.destroy()
    done(new Uint8Array(Buffer.concat(parts)), isWhole)
  }
  incoming.on('data', (chunk: Buffer) => {
    if (isDone) return
    if (size + chunk.length > maxBytes) {
      parts.push(chunk.subarray(0, maxBytes - size))
      size = maxBytes
      finish(false)
      return
    }
    parts.push(chunk)
    size += chunk.length
  })
  incoming.on('end', () => finish(true))
  incoming.on('error', () => finish(false))
  incoming.on('close', () => finish(incoming.complete))
}

/**
 * The line still open after `chunk` (given the one open before it), and the longest line in it;
 * the SSE parser ends lines at LF, CRLF or a lone CR (the last only when the chunk has no LF).
 */
function linesAfter(chunk: Buffer, openBefore: number): { open: number; longest: number } {
  const byte = chunk.includes(10) ? 10 : 13
  let lineStart = 0
  let longest = 0
  for (let index = chunk.indexOf(byte); index !== -1; index = chunk.indexOf(byte, lineStart)) {
    longest = Math.max(longest, (lineStart === 0 ? openBefore : 0) + index - lineStart)
    lineStart = index + 1
  }
  const open = (lineStart === 0 ? openBefore : 0) + chunk.length - lineStart
  return { open, longest: Math.max(longest, open) }
}

function abortReason(signal: StopSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('This operation was aborted', 'AbortError')
}

/** As fetch does, values lose surrounding whitespace (a token read from a file ends in "\n"). */
function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  if (headers === undefined) return {}
  const entries =
    headers instanceof Headers || Array.isArray(headers) ? [...headers] : Object.entries(headers)
  const plain: Record<string, string> = {}
  for (const [name, value] of entries) {
    if (name !== undefined && value !== undefined) plain[name] = value.trim()
  }
  return plain
}

function requestBody(body: RequestInit['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string' || body instanceof Uint8Array) return body
  // The engine only ever sends a JSON string; anything else is a programming error.
  throw new TypeError('node-http-fetch sends string or byte bodies only')
}

/** A Response with these statuses must have no body (the fetch standard's null body status). */
function nullBodyStatus(status: number | undefined): boolean {
  return status === 101 || status === 204 || status === 205 || status === 304
}
