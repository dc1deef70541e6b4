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
  /**
   * What this process may allow on its own, out of `points` left to the whole server, while the
   * shared store is unreachable.
   */
  fallbackShare: (points: number) => number
  /**
   * Remember what the shared store last said was left for a key (and until when), so an outage
   * starts from there instead of from a fresh count: a budget seen spent stays spent.
   */
  remembersSharedCount?: boolean
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
 * One process's share of `points` shared by `processes`, such that all the shares together never
 * exceed `points`: each gets the whole part, and when this process knows its place among them
 * (`slot`, 0-based: the workers of one host), the first `points % processes` slots get one more,
 * so the whole budget can still be spent. Without a slot (processes on several hosts, which
 * cannot number themselves) the remainder goes unspent during an outage.
 */
export function processShare(points: number, processes: number, slot?: number): number {
  const count = Math.max(1, processes)
  const whole = Math.floor(points / count)
  return slot !== undefined && slot < points % count ? whole + 1 : whole
}
