import { ERROR_STATUS, type ErrorCode } from '../shared/error-codes.ts'

/**
 * A failure the visitor should hear about: a stable code and a message fit to show them. Routes
 * and engines throw it; `app.onError` turns it into `{ error: { code, message } }` before the
 * first byte, the recipe stream into one in-band error event after it. Never put upstream text in
 * `message` (it can carry request details): keep it in `cause`, which only the logs see.
 */
export class ApiError extends Error {
  readonly code: ErrorCode
  /** Seconds the client should wait before asking again, when known. */
  readonly retryAfterSeconds: number | undefined
  /** What happened, for the operator's log only (e.g. "upstream status 401"); never sent. */
  readonly detail: string | undefined

  constructor(
    code: ErrorCode,
    message: string,
    options: { cause?: unknown; retryAfterSeconds?: number; detail?: string } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'ApiError'
    this.code = code
    this.retryAfterSeconds = options.retryAfterSeconds
    this.detail = options.detail
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code]
  }
}

/** A wait in milliseconds as whole Retry-After seconds, never 0 (0 would invite an instant retry). */
export function retryAfterSecondsFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}

/**
 * An abort reason as an Error: @hono/node-server aborts a request's signal with a plain string,
 * and a thrown string skips Hono's error handler (and its log line) altogether.
 */
export function abortReasonAsError(reason: unknown): Error {
  return reason instanceof Error ? reason : new DOMException(String(reason), 'AbortError')
}
