import cluster from 'node:cluster'
import { RateLimiterRes } from 'rate-limiter-flexible'
import type { LimitsStoreName } from '../../shared/recipe-stream.ts'
import { ApiError, retryAfterSecondsFrom } from '../api-error.ts'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import { createClusterStore } from './cluster-store.ts'
import { createInFlightLimit, type InFlightLimit } from './in-flight-limit.ts'
import {
  createMemoryStore,
  processShare,
  type LimitStore,
  type PointLimiter,
} from './point-limiter.ts'
import { createRedisStore } from './redis-store.ts'

export { startClusterLimitsPrimary } from './cluster-store.ts'

export type LimitsConfig = Pick<
  Config,
  | 'rateLimitPerMinute'
  | 'dailyUpstreamLimit'
  | 'dailyUpstreamInstances'
  | 'maxConcurrentRecipes'
  | 'redisUrl'
  | 'webConcurrency'
>

export interface CreateLimitsOptions {
  isClusterWorker?: boolean
  /**
   * This process's place among the workers of its host (0-based; 0 for a single process), which
   * the cluster primary hands each worker it forks: it decides who spends the remainder of the
   * daily budget during an outage, so the shares add up to the whole budget.
   */
  processSlot?: number
}

/** The server's three limits, wherever they are counted. */
export interface Limits {
  /** Counts one recipe request from `visitor`; past the limit throws `rate_limited` (429). */
  visitorRate(visitor: string): Promise<void>
  /**
   * Counts one upstream request against the daily budget; past it throws `daily_limit_reached`
   * (429). Undefined when there is no budget.
   */
  dailyUpstream: (() => Promise<void>) | undefined
  /**
   * Recipes being written by this process at once. Always per process: it bounds this process's
   * memory and sockets, which no other instance shares.
   */
  inFlight: InFlightLimit
  /** For `GET /api/health`. */
  storeName(): LimitsStoreName
  /**
   * Resolves once the shared store (if any) is connected or has failed, at most `waitMs` later:
   * the server listens after it, so its first visitors are counted with everyone else's.
   */
  ready(waitMs: number): Promise<void>
  /** Closes the connection to the shared store, if any. */
  close(): Promise<void>
}

/**
 * Builds the limits once per process, choosing where they are counted from the configuration:
 * Redis when REDIS_URL is set (every instance shares them); else the cluster primary in a
 * node:cluster worker (the workers share them); else this process's memory.
 */
export function createLimits(
  config: LimitsConfig,
  logger: Logger,
  options: CreateLimitsOptions = {},
): Limits {
  const isClusterWorker = options.isClusterWorker ?? cluster.isWorker
  const store =
    config.redisUrl !== undefined
      ? createRedisStore(config.redisUrl, logger)
      : isClusterWorker
        ? createClusterStore(logger)
        : createMemoryStore()
  return limitsOn(store, config, options.processSlot ?? 0)
}

/** Limits in this process's memory alone: what tests and the API-only app use. */
export function createMemoryLimits(
  config: Partial<
    Pick<LimitsConfig, 'rateLimitPerMinute' | 'dailyUpstreamLimit' | 'maxConcurrentRecipes'>
  >,
): Limits {
  return limitsOn(
    createMemoryStore(),
    {
      rateLimitPerMinute: config.rateLimitPerMinute ?? 0,
      dailyUpstreamLimit: config.dailyUpstreamLimit ?? 0,
      dailyUpstreamInstances: undefined,
      maxConcurrentRecipes: config.maxConcurrentRecipes ?? 0,
      webConcurrency: 1,
    },
    0,
  )
}

function limitsOn(
  store: LimitStore,
  config: Omit<LimitsConfig, 'redisUrl'>,
  processSlot: number,
): Limits {
  // DAILY_UPSTREAM_INSTANCES names every process on every host; unset, this host's workers are
  // all there is, and each knows its slot among them.
  const budgetShare = (points: number) =>
    config.dailyUpstreamInstances === undefined
      ? processShare(points, config.webConcurrency, processSlot)
      : processShare(points, config.dailyUpstreamInstances)
  const perVisitor =
    config.rateLimitPerMinute > 0
      ? store.limiter({
          name: 'visitor-rate',
          points: config.rateLimitPerMinute,
          durationSeconds: 60,
          // A visitor who reaches several processes during an outage may get a few more requests
          // in; cutting each process to a share would refuse visitors who stick to one.
          fallbackShare: (points) => points,
        })
      : undefined
  const budget =
    config.dailyUpstreamLimit > 0
      ? store.limiter({
          name: 'daily-upstream',
          points: config.dailyUpstreamLimit,
          durationSeconds: 24 * 60 * 60,
          // The budget is money: while the shared count is unreachable each process spends at
          // most its share of what was left, so all of them together stay within the limit.
          fallbackShare: budgetShare,
          remembersSharedCount: true,
        })
      : undefined

  return {
    async visitorRate(visitor) {
      if (!perVisitor) return
      await consumeOr(perVisitor, visitor, (retryAfterSeconds) => {
        return new ApiError('rate_limited', 'Too many recipe requests. Please wait a moment.', {
          retryAfterSeconds,
        })
      })
    },
    dailyUpstream: budget
      ? async () => {
          await consumeOr(budget, 'upstream', (retryAfterSeconds) => {
            return new ApiError(
              'daily_limit_reached',
              'Chef Claude has written all the recipes it can for today. Please come back tomorrow.',
              { retryAfterSeconds },
            )
          })
        }
      : undefined,
    inFlight: createInFlightLimit(config.maxConcurrentRecipes),
    storeName: () => store.name(),
    ready: (waitMs) => store.ready(waitMs),
    close: () => store.close(),
  }
}

async function consumeOr(
  limiter: PointLimiter,
  key: string,
  refusal: (retryAfterSeconds: number) => ApiError,
): Promise<void> {
  try {
    await limiter.consume(key)
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    throw refusal(retryAfterSecondsFrom(rejection.msBeforeNext))
  }
}
