import { isErrorCode } from '../../../../shared/error-codes.ts'
import { RecipeRequestError } from './recipe-request-error.ts'

/**
 * What came back from `POST /api/recipe`: the server's recipe stream, the server's own refusal
 * (its JSON error, with its code), or nothing from our server at all, so the page writes the
 * recipe itself (see `device-chef.ts`).
 */
export type ServerAnswer =
  | { kind: 'stream'; body: ReadableStream<Uint8Array> }
  | { kind: 'refused'; error: RecipeRequestError }
  | { kind: 'unreachable' }

/** Set by a proxy in front of the server (deploy/nginx) when no instance of it could be reached. */
export const UNREACHABLE_HEADER = 'X-Chef-Unreachable'

/**
 * Reads a response to `POST /api/recipe`. Only two things are the server's answer: a 2xx event
 * stream, and an error with the server's JSON body (`{ "error": { "code", "message" } }`).
 * Anything else came from something that is not our server — a static host's 404 or 405 page, a
 * gateway's 502/503/504 with the server down behind it, a captive portal's 200, or the
 * reference nginx's own 503 with {@link UNREACHABLE_HEADER} — and reads as `unreachable`. An AI
 * failure the server reports is `refused`, as ever.
 */
export async function readServerAnswer(response: Response): Promise<ServerAnswer> {
  if (response.ok) {
    const isStream = /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '')
    if (isStream && response.body) return { kind: 'stream', body: response.body }
    await response.body?.cancel().catch(() => undefined)
    return { kind: 'unreachable' }
  }
  // The reference nginx answers for apps it cannot reach in the server's error shape (so older
  // pages explain it in words), and says so in this header.
  if (response.headers.has(UNREACHABLE_HEADER)) {
    await response.body?.cancel().catch(() => undefined)
    return { kind: 'unreachable' }
  }
  const retryAfter = Number(response.headers.get('retry-after'))
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } }
    const code = body.error?.code
    const message = body.error?.message
    // Our server's shape; a code this page does not know (a newer server) is still its refusal.
    if (typeof code === 'string' && typeof message === 'string') {
      const known = isErrorCode(code) ? code : 'internal_error'
      return { kind: 'refused', error: new RecipeRequestError(known, message, retryAfterSeconds) }
    }
  } catch {
    // Not JSON: a static host's or a proxy's error page.
  }
  return { kind: 'unreachable' }
}
