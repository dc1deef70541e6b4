import type { Config } from './config.ts'
import { createLlmEngine } from './engines/llm-engine.ts'
import { createOfflineEngine } from './engines/offline-engine.ts'
import type { RecipeEngine } from './engines/recipe-engine.ts'
import type { Logger } from './logger.ts'
import { createDailyUpstreamGuard } from './daily-upstream-guard.ts'

/** Picks the engine the configuration asks for and wires its spend guard and retry logging. */
export function createEngine(config: Config, logger: Logger): RecipeEngine {
  if (config.engine === 'offline') return createOfflineEngine()
  const beforeUpstreamRequest = createDailyUpstreamGuard(config.dailyUpstreamLimit)
  return createLlmEngine(config.llm, {
    ...(beforeUpstreamRequest ? { beforeUpstreamRequest } : {}),
    onRetry: (details) => logger.warn(details, 'retrying the recipe service'),
  })
}
