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
  signal?: AbortSignal
}

/** What the engine sends requests with: `fetch` is one, node-http-fetch.ts's `request` another. */
export type UpstreamFetch = (url: string, init: UpstreamRequestInit) => Promise<UpstreamResponse>
