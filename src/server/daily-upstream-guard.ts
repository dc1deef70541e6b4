import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { ApiError, retryAfterSecondsFrom } from './api-error.ts'

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
        { retryAfterSeconds: retryAfterSecondsFrom(rejection.msBeforeNext) },
      )
    }
  }
}
