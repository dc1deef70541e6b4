import { Hono, type MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { createHash } from 'node:crypto'
import type { AppEnv } from '../app-env.ts'
import { setAnswerHeaders } from '../http/node-response.ts'

/**
 * The page's Content-Security-Policy, one home: the server sends it as a header, and the static
 * build (scripts/build-static.ts) writes it into index.html for hosts that cannot send headers.
 * No inline script ever; the one inline style is the page's own stylesheet, allowed by its hash
 * (see `pagePolicy`). Images may come from https because the recipe's markdown may show one.
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

type Directive = keyof typeof CONTENT_SECURITY_POLICY

/**
 * The policy for one built page: its inline `<style>` elements (the stylesheet the build inlines,
 * scripts/vite/inline-stylesheet.ts) allowed by their SHA-256, nothing else added. `omit` leaves
 * out directives a `<meta>` policy cannot carry (`frameAncestors`).
 */
export function pagePolicy(html: string, omit: readonly Directive[] = []): string {
  const styleHashes = inlineStyleHashes(html)
  return (Object.entries(CONTENT_SECURITY_POLICY) as [Directive, string[]][])
    .filter(([directive]) => !omit.includes(directive))
    .map(([directive, sources]) => {
      const name = directive.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
      const all = directive === 'styleSrc' ? [...sources, ...styleHashes] : sources
      return `${name} ${all.join(' ')}`
    })
    .join('; ')
}

/** `'sha256-…'` of each `<style>` element's text, as CSP Level 2 hashes it (the exact bytes). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '', 'utf8')
        .digest('base64')}'`,
  )
}

/**
 * hono/secure-headers' headers, with our policy. Which headers and what they say is the
 * library's: it is asked once, and its answer is put on every response through
 * {@link setAnswerHeaders} (the library sets them one by one on Hono's undici Headers, a
 * measured share of an AI recipe's CPU). Set before the handler runs (the library sets them
 * after): a header the handler sets itself wins, as the page's own policy must (static-files.ts
 * adds its inline stylesheet's hash); no other handler sets any of these.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const library = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
  })
  let pending: Promise<[string, string][]> | undefined
  let headers: [string, string][] | undefined
  return async function securityHeadersMiddleware(c, next) {
    // Awaited only until known: an await on every request was one more promise hop each.
    headers ??= await (pending ??= headersOf(library))
    setAnswerHeaders(c, headers)
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
