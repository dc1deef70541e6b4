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
 * that both stop.
 */
export function withStop(fetch: SignalFetch): UpstreamFetch {
  return (url, { takeStop, signal, ...init }) => {
    const own = new AbortController()
    takeStop?.((reason) => own.abort(reason))
    if (signal?.aborted) own.abort(signal.reason)
    else signal?.addEventListener('abort', () => own.abort(signal.reason), { once: true })
    return fetch(url, { ...init, signal: own.signal })
  }
}
