import { secureHeaders } from 'hono/secure-headers'

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

export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
  })
}
