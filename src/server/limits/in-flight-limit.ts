import { ApiError } from '../api-error.ts'

export interface InFlightLimit {
  /** Takes a slot or throws `unavailable`; the returned release is safe to call twice. */
  acquire(): () => void
}

/**
 * Bounds the recipes being written at once (0: no bound). Past it, a visitor gets a quick 503
 * with Retry-After instead of joining a queue where every recipe slows down and memory grows.
 */
export function createInFlightLimit(max: number): InFlightLimit {
  let inFlight = 0
  return {
    acquire() {
      if (max > 0 && inFlight >= max) {
        throw new ApiError(
          'unavailable',
          'Chef Claude is very busy right now. Please try again in a moment.',
          { retryAfterSeconds: 5 },
        )
      }
      inFlight += 1
      let isReleased = false
      return () => {
        if (isReleased) return
        isReleased = true
        inFlight -= 1
      }
    },
  }
}
