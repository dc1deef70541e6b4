import { Hono, type MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../app-env.ts'
import { setAnswerHeaders } from '../http/node-response.ts'

/**
 * Strict headers on every response. The built page inlines nothing, so `script-src 'self'` holds;
 * images may come from https because the recipe's markdown may show one.
 */
/**
 * The page's Content-Security-Policy, one home: the server sends it as a header, and the static
 * build (scripts/build-static.ts) writes it into index.html for hosts that cannot send headers.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
}

/**
 * hono/secure-headers' headers, with our policy. Which headers and what they say is the
 * library's: it is asked once, and its answer is put on every response through
 * {@link setAnswerHeaders} (the library sets them one by one on Hono's undici Headers, a
 * measured share of an AI recipe's CPU). None of our handlers sets any of these headers, so
 * setting them before the handler runs (the library sets them after) changes nothing.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const library = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
  })
  let headers: Promise<[string, string][]> | undefined
  return async function securityHeadersMiddleware(c, next) {
    setAnswerHeaders(c, await (headers ??= headersOf(library)))
    await next()
  }
}

/** The headers a middleware puts on an empty answer. */
async function headersOf(middleware: MiddlewareHandler): Promise<[string, string][]> {
  const answer = await new Hono()
    .use(middleware)
    .all('*', (c) => c.body(null))
    .request('/')
  return [...answer.headers]
}
