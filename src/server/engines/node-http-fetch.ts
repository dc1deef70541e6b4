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
}

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
        const responseBody = new ReadableStream<Uint8Array>({
          start(controller) {
            bodyController = controller
            incoming.on('data', (chunk: Buffer) => {
              if (isBodySettled) return
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
            incoming.destroy()
          },
        })
        let answer: Response
        try {
          answer = new Response(nullBodyStatus(incoming.statusCode) ? null : responseBody, {
            status: incoming.statusCode ?? 502,
            statusText: incoming.statusMessage ?? '',
            headers: responseHeaders(incoming.rawHeaders),
          })
        } catch (error) {
          // A status outside 200–599 or a status text fetch cannot carry: not an HTTP answer
          // we can hand on, so it fails like a broken connection instead of crashing the process.
          forgetSignal()
          request.destroy()
          incoming.destroy()
          reject(new TypeError('fetch failed', { cause: error }))
          return
        }
        isResolved = true
        resolve(answer)
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
