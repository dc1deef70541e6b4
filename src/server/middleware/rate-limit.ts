import type { MiddlewareHandler } from 'hono'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { ApiError, retryAfterSecondsFrom } from '../api-error.ts'
import type { ClientAddressResolver } from './client-address.ts'

/**
 * Limits recipe requests per client per minute (memory store: one instance; swap in
 * RateLimiterRedis when several instances must share limits). 0 turns it off.
 */
export function rateLimit(options: {
  perMinute: number
  clientAddress: ClientAddressResolver
}): MiddlewareHandler {
  const limiter =
    options.perMinute > 0
      ? new RateLimiterMemory({ points: options.perMinute, duration: 60 })
      : null
  return async function rateLimitMiddleware(c, next) {
    if (limiter) {
      try {
        await limiter.consume(options.clientAddress(c))
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        throw new ApiError('rate_limited', 'Too many recipe requests. Please wait a moment.', {
          retryAfterSeconds: retryAfterSecondsFrom(rejection.msBeforeNext),
        })
      }
    }
    await next()
  }
}
