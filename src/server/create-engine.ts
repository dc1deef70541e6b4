import type { Config } from './config.ts'
import { createLlmEngine } from './engines/llm-engine.ts'
import { createOfflineEngine } from './engines/offline-engine.ts'
import type { RecipeEngine } from './engines/recipe-engine.ts'
import { createMemoryLimits, type Limits } from './limits/limits.ts'
import type { Logger } from './logger.ts'

/**
 * Picks the engine the configuration asks for and wires its spend guard (the daily budget of
 * `limits`, counted in memory when none are given) and retry logging.
 */
export function createEngine(
  config: Config,
  logger: Logger,
  limits: Pick<Limits, 'dailyUpstream'> = createMemoryLimits(config),
): RecipeEngine {
  if (config.engine === 'offline') return createOfflineEngine()
  const beforeUpstreamRequest = limits.dailyUpstream
  return createLlmEngine(config.llm, {
    ...(beforeUpstreamRequest ? { beforeUpstreamRequest } : {}),
    onRetry: (details) => logger.warn(details, 'retrying the recipe service'),
  })
}
