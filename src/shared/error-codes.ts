/**
 * Every error the API reports, with the HTTP status it travels under. The page maps each code to
 * plain words; the codes are stable, the server's messages may change.
 */
export const ERROR_STATUS = {
  invalid_json: 400,
  invalid_request: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** Another web page tried to post a recipe request through the visitor's browser. */
  cross_site_request: 403,
  /** An AI service is configured and the request's Host is neither loopback nor in ALLOWED_HOSTS. */
  host_not_allowed: 421,
  not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  daily_limit_reached: 429,
  upstream_error: 502,
  upstream_rate_limited: 502,
  upstream_timeout: 504,
  unavailable: 503,
  internal_error: 500,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** The JSON body of every error answer: `{ "error": { "code", "message" } }`. */
export interface ErrorBody {
  error: {
    code: ErrorCode
    message: string
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value)
}
