import type { Context, MiddlewareHandler } from 'hono'
import { ApiError } from '../api-error.ts'
import { hostnameOf } from './allowed-hosts.ts'

/**
 * Refuses, before anything counts it, a write another web page could make a visitor's browser
 * send: any site can post `text/plain`, a form or a `no-cors` fetch to us without a CORS
 * preflight, and each one used to cost the visitor (and everyone behind their address) a turn of
 * the rate limit. Put it before the rate limit.
 *
 * - Fetch metadata first: a browser says where a request comes from in `Sec-Fetch-Site`; only
 *   `same-origin` (our own page) and `none` (the visitor's own doing, such as a bookmark) pass.
 *   `same-site` is refused too: another port or subdomain of this host is another page.
 * - Browsers that send no fetch metadata (older ones, and every browser over plain http to a
 *   non-local address) still send `Origin` on a cross-origin POST: it must name this host.
 * - Neither header: not a browser (curl, another server), which no page can drive; served.
 * - The body must be JSON: nothing else is a recipe request, and JSON is what no page can send
 *   cross-origin without a preflight we never grant.
 *
 * Hono's `csrf` middleware reads the same two headers but does not fit: it checks only form-like
 * content types (a cross-site `application/json` request would pass unchecked), compares
 * `Origin` with the request URL's scheme (http behind a TLS proxy, so every https page would be
 * refused without fetch metadata), and throws a plain-text 403 instead of our error shape.
 */
export function refuseCrossSiteWrites(): MiddlewareHandler {
  return async function refuseCrossSiteWritesMiddleware(c, next) {
    if (!isSameOriginOrNotBrowser(c)) {
      throw new ApiError(
        'cross_site_request',
        'Recipe requests are only accepted from Chef Claude’s own page.',
      )
    }
    const contentType = c.req.header('content-type') ?? ''
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      throw new ApiError('unsupported_media_type', 'Send the ingredients as application/json.')
    }
    await next()
  }
}

function isSameOriginOrNotBrowser(c: Context): boolean {
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined) return site === 'same-origin' || site === 'none'
  const origin = c.req.header('origin')
  if (origin === undefined) return true
  return isOwnOrigin(origin, c.req.header('host'))
}

/**
 * Whether `Origin` names the host the request was sent to (as Go's CrossOriginProtection does,
 * the scheme is not compared: behind a TLS proxy we cannot see it reliably). A proxy that passes
 * on the name without its port (nginx's `$host`) still matches on the name alone.
 */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined || !URL.canParse(origin)) return false
  const url = new URL(origin)
  // `null` (a sandboxed frame, a file:, data: or redirected page) parses to no host at all.
  if (url.host === '') return false
  const ownHost = host.trim().toLowerCase()
  if (url.host === ownHost) return true
  const hostname = hostnameOf(ownHost)
  return hostname !== undefined && ownHost === hostname && url.hostname === hostname
}
