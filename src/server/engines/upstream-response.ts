import type { StopSignal } from './stop-signal.ts'

/**
 * The part of a fetch `Response` the recipe engine reads. A real `Response` is one (tests hand
 * the engine a `fetch`); node-http-fetch.ts answers with a lighter one that skips undici's
 * Headers and a WHATWG stream per request, which cost a measured sixth of the server's CPU per
 * recipe.
 */
export interface UpstreamResponse {
  readonly ok: boolean
  readonly status: number
  readonly headers: { get(name: string): string | null }
  readonly body: UpstreamBody | null
  text(): Promise<string>
}

export interface UpstreamBody {
  getReader(): UpstreamBodyReader
  cancel(): Promise<void>
}

export interface UpstreamBodyReader {
  read(): Promise<ReadableStreamReadResult<Uint8Array>>
  /** Stops reading without ending the body (a pooled socket may still be kept). */
  releaseLock(): void
  /** Ends the body: nothing more is read, and its connection is closed. */
  cancel(): Promise<void>
}

export interface UpstreamRequestInit {
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
  /** The caller's: aborted when the visitor goes away (or the shutdown cuts the recipe). */
  signal?: StopSignal
  /**
   * Handed the request's own stop as soon as the request is made, for the caller's other reasons
   * to end it (its timeouts, the recipe's end): calling it ends the request as an abort with that
   * reason would. A function call where a second AbortController per recipe, following the
   * first, cost a measured share of the CPU (see {@link withStop} for a plain `fetch`).
   */
  takeStop?: (stop: (reason: unknown) => void) => void
}

/** What the engine sends requests with: `fetch` is one, node-http-fetch.ts's `request` another. */
export type UpstreamFetch = (url: string, init: UpstreamRequestInit) => Promise<UpstreamResponse>

/** A transport that takes a real `AbortSignal` and nothing else: a standard `fetch`. */
export type SignalFetch = (
  url: string,
  init: Omit<UpstreamRequestInit, 'signal' | 'takeStop'> & { signal: AbortSignal },
) => Promise<UpstreamResponse>

/**
 * A transport that only knows `signal` (a standard `fetch`, as tests pass one), taught
 * `takeStop` and a light {@link StopSignal}: its requests follow an AbortController of their own
 * that both stop. Its listener on the caller's signal goes as soon as the request is over (the
 * fetch failed, the body was read to its end, cancelled or failed, or the request was stopped),
 * so a signal that outlives many requests does not gather one listener for each.
 */
export function withStop(fetch: SignalFetch): UpstreamFetch {
  return async (url, { takeStop, signal, ...init }) => {
    const own = new AbortController()
    const follow = () => own.abort(signal?.reason)
    const release = () => signal?.removeEventListener('abort', follow)
    takeStop?.((reason) => {
      release()
      own.abort(reason)
    })
    if (signal?.aborted) own.abort(signal.reason)
    else signal?.addEventListener('abort', follow, { once: true })
    let response: UpstreamResponse
    try {
      response = await fetch(url, { ...init, signal: own.signal })
    } catch (error) {
      release()
      throw error
    }
    return releasedAtEnd(response, release)
  }
}

/** The response, calling `release` once its body has ended, however it ends. */
function releasedAtEnd(response: UpstreamResponse, release: () => void): UpstreamResponse {
  const { body } = response
  if (body === null) release()
  const settled = <T>(work: Promise<T>): Promise<T> =>
    work.then(
      (value) => {
        release()
        return value
      },
      (error: unknown) => {
        release()
        throw error
      },
    )
  return {
    ok: response.ok,
    status: response.status,
    headers: response.headers,
    body:
      body === null
        ? null
        : {
            getReader() {
              const reader = body.getReader()
              return {
                // Released at the end of the body or on a failed read, not after every read.
                read: () =>
                  reader.read().then(
                    (result) => {
                      if (result.done) release()
                      return result
                    },
                    (error: unknown) => {
                      release()
                      throw error
                    },
                  ),
                releaseLock: () => reader.releaseLock(),
                cancel: () => settled(reader.cancel()),
              }
            },
            cancel: () => settled(body.cancel()),
          },
    text: () => settled(response.text()),
  }
}
