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

  constructor(
    code: ErrorCode,
    message: string,
    options: { cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'ApiError'
    this.code = code
    this.retryAfterSeconds = options.retryAfterSeconds
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code]
  }
}
