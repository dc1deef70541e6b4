import { secureHeaders } from 'hono/secure-headers'
import { createHash } from 'node:crypto'

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

export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // The page's own answer carries its own policy (its inline stylesheet's hash, static-files.ts):
    // kept, not replaced by the general one. No other route sets a header these set.
    overwrite: false,
  })
}
