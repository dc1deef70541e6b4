import type { Config } from './config.ts'
import { createModelListCheck } from './engines/model-list-check.ts'
import { createNodeHttpFetch } from './engines/node-http-fetch.ts'
import {
  createUpstreamStatusTracker,
  type UpstreamStatusTracker,
} from './engines/upstream-status.ts'
import type { Logger } from './logger.ts'
import type { RecipeMetrics } from './metrics/recipe-metrics.ts'

export interface UpstreamMonitor {
  tracker: UpstreamStatusTracker
  stop(): void
}

/**
 * For the `llm` engine: the AI service's status (for `/api/health`, `/api/ready` and the
 * availability gauge) and the model-list check that keeps it current, started at once and
 * repeated every 10 minutes. Each process checks on its own, cluster workers included: a few
 * small requests every 10 minutes, and each worker's `/api/ready` then speaks for itself.
 */
export function startUpstreamMonitor(
  config: Pick<Config, 'llm'>,
  logger: Logger,
  metrics?: Pick<RecipeMetrics, 'modelAvailability'>,
): UpstreamMonitor {
  const tracker = createUpstreamStatusTracker(config.llm.model)
  if (metrics) tracker.onChange(({ available }) => metrics.modelAvailability(available))
  // Its own small socket pool, closed on stop, so the check never holds a recipe's socket.
  const transport = createNodeHttpFetch()
  const check = createModelListCheck({
    baseUrl: config.llm.baseUrl,
    apiKey: config.llm.apiKey,
    model: config.llm.model,
    tracker,
    logger,
    fetch: transport.fetch,
  })
  check.start()
  return {
    tracker,
    stop() {
      check.stop()
      transport.close()
    },
  }
}
