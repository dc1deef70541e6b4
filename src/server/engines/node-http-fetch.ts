import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
} from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'

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
 * An SSE line is one event's JSON, a few hundred bytes; the client library joins a line's pieces
 * over and over until it ends, so a 50 MB line took it minutes of CPU.
 */
export const MAX_LINE_BYTES = 64 * 1024

/** The `fetch` the upstream client is given, plus a way to close its pooled sockets. */
export interface NodeHttpFetch {
  fetch: typeof fetch
  /** Destroys every pooled socket, in use or not (for tests and shutdown). */
  close(): void
}

// Node's own servers close idle keep-alive sockets after 5 s; letting ours go a little earlier
// avoids sending a request down a socket the other side is closing.
const FREE_SOCKET_TIMEOUT_MS = 4_000

/**
 * A `fetch` for the upstream client, made on node:http(s) with pooled keep-alive sockets.
 *
 * Why not the global fetch: on Node 20 each undici fetch costs about 0.3 ms of CPU before the
 * first byte (a Request, a fetch controller, several WHATWG streams), which made the whole
 * server CPU-bound at a few hundred recipes a second (see BENCHMARKS.md). This keeps to what
 * `@huggingface/inference` uses, with fetch's contract where it matters to us:
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

  const nodeFetch = (input: string | URL | Request, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : input)
      const signal = init.signal ?? undefined
      if (signal?.aborted) {
        reject(abortReason(signal))
        return
      }
      const isHttps = url.protocol === 'https:'
      if (!isHttps && url.protocol !== 'http:') {
        reject(new TypeError(`fetch failed: unsupported protocol ${url.protocol}`))
        return
      }
      let body: string | Uint8Array | undefined
      let request: ClientRequest
      try {
        body = requestBody(init.body)
        request = (isHttps ? httpsRequest : httpRequest)(url, {
          method: init.method ?? 'GET',
          headers: plainHeaders(init.headers),
          agent: isHttps ? httpsAgent : httpAgent,
        })
      } catch (error) {
        // A header node:http refuses (a control character in a token, say) is a setup mistake,
        // not a network failure: not a TypeError, so the engine does not retry it.
        reject(new Error('the upstream request could not be made', { cause: error }))
        return
      }

      let response: IncomingMessage | undefined
      let bodyController: ReadableStreamDefaultController<Uint8Array> | undefined
      // The body ends exactly once: by its last byte, a failure, an abort or the reader
      // cancelling, whichever comes first; events queued behind the winner are ignored.
      let isBodySettled = false
      const settleBody = (error?: unknown) => {
        if (isBodySettled || bodyController === undefined) return
        isBodySettled = true
        forgetSignal()
        if (error === undefined) bodyController.close()
        else bodyController.error(error)
      }
      let isResolved = false
      const onAbort = () => {
        const reason = abortReason(signal)
        if (isResolved && response?.complete) {
          // Every byte has arrived (the reader stopped at "[DONE]" just before the end was
          // signalled): drain what is buffered so the socket goes back to the pool. Closing it
          // instead cost a new upstream connection per recipe.
          settleBody(reason)
          response.resume()
          return
        }
        request.destroy()
        response?.destroy()
        if (isResolved) settleBody(reason)
        else reject(reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      const forgetSignal = () => signal?.removeEventListener('abort', onAbort)

      request.on('error', (error) => {
        forgetSignal()
        reject(new TypeError('fetch failed', { cause: error }))
      })
      request.on('response', (incoming) => {
        response = incoming
        const status = incoming.statusCode ?? 502
        const headers = responseHeaders(incoming.rawHeaders)
        // A status outside 200–599 or a status text fetch cannot carry is not an HTTP answer we
        // can hand on: a malformed answer (not retried), with its socket closed, never reused.
        const refuse = (error?: unknown) => {
          forgetSignal()
          request.destroy()
          incoming.destroy()
          reject(
            new UpstreamFramingError(`upstream answered with status ${status}`, { cause: error }),
          )
        }
        const settle = (body: BodyInit | null) => {
          let answer: Response
          try {
            answer = new Response(nullBodyStatus(status) ? null : body, {
              status,
              statusText: incoming.statusMessage ?? '',
              headers,
            })
          } catch (error) {
            refuse(error)
            return
          }
          isResolved = true
          resolve(answer)
        }
        if (status < 200 || status > 599) {
          refuse()
          return
        }
        if (status < 200 || status > 299) {
          readErrorBody(incoming, maxErrorBodyBytes, (bytes, isWhole) => {
            forgetSignal()
            if (!isWhole) {
              request.destroy()
              headers.set('content-type', 'text/plain; charset=utf-8')
            }
            settle(bytes)
          })
          return
        }
        const isEventStream = /^text\/event-stream/i.test(headers.get('content-type') ?? '')
        let lineBytes = 0
        const responseBody = new ReadableStream<Uint8Array>({
          start(controller) {
            bodyController = controller
            incoming.on('data', (chunk: Buffer) => {
              if (isBodySettled) return
              if (isEventStream) {
                const lines = linesAfter(chunk, lineBytes)
                lineBytes = lines.open
                if (lines.longest > maxLineBytes) {
                  settleBody(
                    new UpstreamFramingError(
                      `an event-stream line longer than ${maxLineBytes} bytes`,
                    ),
                  )
                  request.destroy()
                  incoming.destroy()
                  return
                }
              }
              controller.enqueue(chunk)
              // Backpressure: stop reading from the socket until the consumer catches up.
              if ((controller.desiredSize ?? 0) <= 0) incoming.pause()
            })
            incoming.on('end', () => settleBody())
            incoming.on('error', (error) =>
              settleBody(new TypeError('terminated', { cause: error })),
            )
            // A socket closed before the last byte, with or without an error event first.
            incoming.on('close', () => {
              if (!incoming.complete) settleBody(new TypeError('terminated'))
            })
          },
          pull() {
            incoming.resume()
          },
          cancel() {
            isBodySettled = true
            forgetSignal()
            // Read to its end or not, a body nobody finishes reading takes its socket with it.
            request.destroy()
            incoming.destroy()
          },
        })
        settle(responseBody)
      })
      request.end(body)
    })

  return {
    fetch: nodeFetch as typeof fetch,
    close() {
      httpAgent.destroy()
      httpsAgent.destroy()
    },
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

function abortReason(signal: AbortSignal | undefined): unknown {
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

function responseHeaders(rawHeaders: readonly string[]): Headers {
  const headers = new Headers()
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    headers.append(rawHeaders[index] ?? '', rawHeaders[index + 1] ?? '')
  }
  return headers
}

function requestBody(body: RequestInit['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string' || body instanceof Uint8Array) return body
  // The client library only ever sends a JSON string; anything else is a programming error.
  throw new TypeError('node-http-fetch sends string or byte bodies only')
}

/** A Response with these statuses must have no body (the fetch standard's null body status). */
function nullBodyStatus(status: number | undefined): boolean {
  return status === 101 || status === 204 || status === 205 || status === 304
}
