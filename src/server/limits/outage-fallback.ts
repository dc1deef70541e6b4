import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible'
import type { PointLimiter, PointLimiterSpec } from './point-limiter.ts'

/** The count one process keeps for a limit while its shared store is unreachable. */
export interface OutageFallback extends PointLimiter {
  /** The shared store answered for `key` (a count or a refusal): what it says is left, and how long. */
  seen(key: string, answer: RateLimiterRes): void
}

/**
 * This process's own count for one limit, used while the shared store (Redis, the cluster
 * primary) does not answer. It allows this process its share of the limit; for a limit that
 * remembers the shared count, its share of what the shared store last said was left, until that
 * window ends. Without that memory a Redis frozen after the daily budget was spent would let every
 * process spend its share afresh.
 */
export function createOutageFallback(spec: PointLimiterSpec): OutageFallback {
  const memory = new RateLimiterMemory({
    points: spec.fallbackShare(spec.points),
    duration: spec.durationSeconds,
  })
  // Only limits with few keys remember (the daily budget has one), so this stays small.
  const lastSeen = new Map<string, { remaining: number; resetsAt: number }>()
  return {
    seen(key, answer) {
      if (!spec.remembersSharedCount) return
      lastSeen.set(key, {
        remaining: Math.max(0, answer.remainingPoints),
        resetsAt: Date.now() + answer.msBeforeNext,
      })
    },
    async consume(key) {
      const seen = lastSeen.get(key)
      if (seen) {
        // Once per outage: from here this process counts on its own.
        lastSeen.delete(key)
        const msLeft = seen.resetsAt - Date.now()
        if (msLeft > 0) {
          const allowance = Math.min(memory.points, spec.fallbackShare(seen.remaining))
          await memory.set(key, memory.points - allowance, Math.ceil(msLeft / 1000))
        }
      }
      return await memory.consume(key)
    },
  }
}
