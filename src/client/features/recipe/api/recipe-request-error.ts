import type { ErrorCode } from '../../../../shared/error-codes.ts'

/** A recipe request that failed, with the server's stable code (or ours for network trouble). */
export class RecipeRequestError extends Error {
  readonly code: ErrorCode | 'network_error' | 'stream_error'
  readonly retryAfterSeconds: number | undefined

  constructor(code: RecipeRequestError['code'], message: string, retryAfterSeconds?: number) {
    super(message)
    this.name = 'RecipeRequestError'
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }
}
