import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { ErrorBody } from '../../shared/error-codes.ts'

/** What a request target normalises to: the path the router will see, or why it is refused. */
export type NormalisedTarget = { target: string } | { refused: string }

/** Percent-escapes of unreserved characters (RFC 3986 §2.3): decoding them changes nothing. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/

/**
 * The request target as the router will see it, in origin form: `/api/%72ecipe`,
 * `/%61pi/recipe`, `/./api/recipe`, `/x/../api/recipe` and `http://host/api/recipe` all become
 * `/api/recipe`. Escapes of unreserved characters are decoded (RFC 3986 §6.2.2.2), dot segments
 * resolved by the WHATWG URL parser (which also reads `%2e` as a dot), and an absolute-form
 * target loses its scheme and authority. Hono's router decodes what is left with `decodeURI`,
 * which leaves reserved characters escaped, so no remaining escape can spell a route.
 *
 * Refused, because no page or route of ours has such a path and each is a known way to make two
 * readers of one path disagree: an escaped `/` or `\`, a raw `\` (URL parsers read it as `/`),
 * an escaped control character, a malformed escape or one that is not UTF-8, a target that is
 * neither a path nor an http(s) URL, and an absolute-form target naming another host than the
 * `Host` header (RFC 9112 §3.2.2 makes the target's host win; refusing keeps the one the host
 * check reads the only one there is).
 */
export function normaliseRequestTarget(raw: string, host: string | undefined): NormalisedTarget {
  if (isPlainPath(raw)) return { target: raw }
  const queryAt = raw.indexOf('?')
  // URL parsers read `\` as `/`: two readers of one path could disagree on where it goes.
  if ((queryAt === -1 ? raw : raw.slice(0, queryAt)).includes('\\')) {
    return { refused: 'a backslash in the path' }
  }
  let url: URL
  if (raw.charCodeAt(0) === SLASH) {
    // Prefixed, not resolved against a base: `//other/x` must stay a path, not a host.
    const parsed = parsedUrl(`http://x${raw}`)
    if (parsed === undefined) return { refused: 'a path that is not a URL path' }
    url = parsed
  } else if (/^https?:\/\//i.test(raw)) {
    const parsed = parsedUrl(raw)
    if (parsed === undefined) return { refused: 'an absolute target that is not a URL' }
    // A Host header Node let through may still be no host at all ("a b"): no match then.
    if (host === undefined || parsed.host !== parsedUrl(`http://${host}`)?.host) {
      return { refused: 'an absolute target naming another host' }
    }
    url = parsed
  } else {
    return { refused: 'a target that is not a path' }
  }
  const path = decodeUnreserved(url.pathname)
  if (path === undefined) return { refused: 'an escape the path may not hold' }
  return { target: path + url.search }
}

const SLASH = 47

const parsedUrl = (text: string): URL | undefined =>
  URL.canParse(text) ? new URL(text) : undefined

/**
 * The fast path, taken by nearly every request: a path with no escape, no dot segment and no
 * backslash is already what the router sees. Measured at well under a microsecond.
 */
function isPlainPath(raw: string): boolean {
  if (raw.charCodeAt(0) !== SLASH) return false
  const queryAt = raw.indexOf('?')
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt)
  return !path.includes('%') && !path.includes('/.') && !path.includes('\\')
}

/** Decodes escapes of unreserved characters; undefined when an escape may not be kept at all. */
function decodeUnreserved(path: string): string | undefined {
  if (!path.includes('%')) return path
  let isRefused = false
  const decoded = path.replace(/%([0-9A-Fa-f]{2})?/g, (escape, hex: string | undefined) => {
    if (hex === undefined) {
      isRefused = true
      return escape
    }
    const code = Number.parseInt(hex, 16)
    const char = String.fromCharCode(code)
    if (UNRESERVED.test(char)) return char
    // Controls, and escaped separators that a second decoder would read as path structure.
    if (code < 0x20 || code === 0x7f || char === '/' || char === '\\') isRefused = true
    return escape.toUpperCase()
  })
  if (isRefused) return undefined
  try {
    decodeURIComponent(decoded)
  } catch {
    return undefined
  }
  return decoded
}

const refusalBody = JSON.stringify({
  error: { code: 'invalid_request', message: 'The request path could not be read.' },
} satisfies ErrorBody)

export interface RequestTargetOptions {
  /** Told of each refused target, with why (never the target itself: it is the visitor's text). */
  onRefused?: (reason: string, request: IncomingMessage) => void
}

/**
 * Normalises each request's target once, before anything reads it, so the overload guard, the
 * router, the static files and the logs all see the same path; a target that cannot be
 * normalised gets a 400 in the API's error shape here.
 */
export function withRequestTarget(
  listener: RequestListener,
  { onRefused }: RequestTargetOptions = {},
): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const raw = request.url ?? ''
    const normalised = normaliseRequestTarget(raw, request.headers.host)
    if ('target' in normalised) {
      if (normalised.target !== raw) request.url = normalised.target
      listener(request, response)
      return
    }
    onRefused?.(normalised.refused, request)
    response.writeHead(400, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(refusalBody),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    response.end(refusalBody)
  }
}
