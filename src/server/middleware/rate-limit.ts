import type { MiddlewareHandler } from 'hono'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { ApiError } from '../api-error.ts'
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
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        })
      }
    }
    await next()
  }
}

/**
 * The operator's spend guard: at most `perDay` upstream requests (retries included) for the
 * whole server. Returns undefined when there is no cap.
 */
export function createDailyUpstreamGuard(perDay: number): (() => Promise<void>) | undefined {
  if (perDay <= 0) return undefined
  const limiter = new RateLimiterMemory({ points: perDay, duration: 24 * 60 * 60 })
  return async function consumeDailyUpstreamRequest() {
    try {
      await limiter.consume('upstream')
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      throw new ApiError(
        'daily_limit_reached',
        'Chef Claude has written all the recipes it can for today. Please come back tomorrow.',
        { retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) },
      )
    }
  }
}
