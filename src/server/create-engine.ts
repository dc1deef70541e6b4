import type { Config } from './config.ts'
import { createLlmEngine } from './engines/llm-engine.ts'
import { createOfflineEngine } from './engines/offline-engine.ts'
import type { RecipeEngine } from './engines/recipe-engine.ts'
import type { UpstreamStatusTracker } from './engines/upstream-status.ts'
import { createMemoryLimits, type Limits } from './limits/create-limits.ts'
import type { Logger } from './logger.ts'
import type { RecipeMetrics } from './metrics/recipe-metrics.ts'

/** Who hears about the AI engine's answers, refusals and retries. */
export interface EngineObservers {
  /** Learns from refused recipe requests (token rejected, model not served) for `/api/ready`. */
  upstreamStatus?: Pick<UpstreamStatusTracker, 'recordFailure' | 'recordAnswer'>
  metrics?: Pick<RecipeMetrics, 'upstreamRetry'>
}

/**
 * Picks the engine the configuration asks for and wires its spend guard (the daily budget of
 * `limits`, counted in memory when none are given), retry logging and its observers.
 */
export function createEngine(
  config: Config,
  logger: Logger,
  limits: Pick<Limits, 'dailyUpstream'> = createMemoryLimits(config),
  { upstreamStatus, metrics }: EngineObservers = {},
): RecipeEngine {
  if (config.engine === 'offline') return createOfflineEngine()
  const beforeUpstreamRequest = limits.dailyUpstream
  return createLlmEngine(config.llm, {
    ...(beforeUpstreamRequest ? { beforeUpstreamRequest } : {}),
    onRetry: (details) => {
      metrics?.upstreamRetry()
      logger.warn(details, 'retrying the recipe service')
    },
    ...(upstreamStatus
      ? {
          onUpstreamFailure: (report) => upstreamStatus.recordFailure(report.cause),
          onUpstreamAnswer: () => upstreamStatus.recordAnswer(),
        }
      : {}),
  })
}
