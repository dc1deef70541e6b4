import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

export type ClientAddressResolver = (c: Context) => string

/**
 * Who the client is, for rate limiting and logs: the socket's address, or, behind a proxy the
 * operator runs (TRUST_PROXY), the address that proxy appended last to X-Forwarded-For. Anything
 * earlier in that header was written by the client and could dodge the limit, so it is ignored.
 */
export function createClientAddressResolver(options: {
  trustProxy: boolean
}): ClientAddressResolver {
  return function resolveClientAddress(c) {
    if (options.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
      if (forwarded) return forwarded
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      // app.request() in tests has no socket.
      return 'unknown'
    }
  }
}
