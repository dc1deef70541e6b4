import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible'
import type { LimitsStoreName } from '../../shared/recipe-stream.ts'

/**
 * One counter of rate-limiter-flexible: resolves while `key` has points left, rejects with a
 * RateLimiterRes (how long until it refills) once it has none.
 */
export interface PointLimiter {
  consume(key: string): Promise<RateLimiterRes>
}

export interface PointLimiterSpec {
  /** Names the counter in a shared store, where several limiters live side by side. */
  name: string
  points: number
  durationSeconds: number
  /** What this process may allow on its own while the shared store is unreachable. */
  fallbackPoints: number
}

/** Where counters live: chosen once per process from the configuration. */
export interface LimitStore {
  limiter(spec: PointLimiterSpec): PointLimiter
  /** Where the counters live right now, as `GET /api/health` reports it. */
  name(): LimitsStoreName
  /**
   * Resolves once the store can count (or has failed to connect), never later than `waitMs`: a
   * process that starts serving before its shared store answers would count alone meanwhile.
   */
  ready(waitMs: number): Promise<void>
  close(): Promise<void>
}

/** Counters in this process's memory: one instance, or tests. */
export function createMemoryStore(): LimitStore {
  return {
    limiter: ({ points, durationSeconds }) =>
      new RateLimiterMemory({ points, duration: durationSeconds }),
    name: () => 'memory',
    ready: async () => {},
    close: async () => {},
  }
}

/**
 * One process's fair share of a limit shared by `processes`, rounded up so that a small budget
 * still lets each process write at least one recipe.
 */
export function fairShare(limit: number, processes: number): number {
  return Math.ceil(limit / Math.max(1, processes))
}
