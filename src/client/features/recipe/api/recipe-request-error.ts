import type { ErrorCode } from '../../../../shared/error-codes.ts'

/** A recipe request that failed, with the server's stable code (or ours for network trouble). */
export class RecipeRequestError extends Error {
  readonly code: ErrorCode | 'network_error' | 'stream_error'
  readonly retryAfterSeconds: number | undefined
  /** Came as the stream's in-band `error` event, not an HTTP status or a drop (set as read). */
  isInBand = false
  /** The AI failed before any of the recipe arrived: "Ask the offline chef" is worth offering. */
  offlineMayHelp = false

  constructor(code: RecipeRequestError['code'], message: string, retryAfterSeconds?: number) {
    super(message)
    this.name = 'RecipeRequestError'
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }
}
