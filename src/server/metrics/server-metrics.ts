import type { Config } from '../config.ts'
import { metricsCollector, type MetricsText } from './cluster-metrics.ts'
import { createPromRecipeMetrics } from './prom-metrics.ts'
import type { RecipeMetrics } from './recipe-metrics.ts'

/** This process's metrics (METRICS=true) and how `/metrics` reads them, alone or in a cluster. */
export function createServerMetrics(config: Pick<Config, 'engine' | 'llm'>): {
  recipes: RecipeMetrics
  collect: () => Promise<MetricsText>
} {
  const { metrics, registry } = createPromRecipeMetrics({
    model: config.engine === 'llm' ? config.llm.model : 'offline-chef',
  })
  return { recipes: metrics, collect: metricsCollector(registry) }
}
