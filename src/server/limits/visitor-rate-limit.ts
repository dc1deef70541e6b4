import type { MiddlewareHandler } from 'hono'
import type { ClientAddressResolver } from '../middleware/client-address.ts'
import type { Limits } from './create-limits.ts'

/** Counts each recipe request against its visitor's limit before the body is even read. */
export function visitorRateLimit(
  limits: Pick<Limits, 'visitorRate'>,
  clientAddress: ClientAddressResolver,
): MiddlewareHandler {
  return async function visitorRateLimitMiddleware(c, next) {
    await limits.visitorRate(clientAddress(c))
    await next()
  }
}
