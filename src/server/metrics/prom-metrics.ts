import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { RecipeMetrics } from './recipe-metrics.ts'

/** Seconds: the first word of a hosted model comes within 0.2–5 s; a whole recipe within 60. */
const FIRST_TOKEN_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20]
const TOTAL_BUCKETS = [0.5, 1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120]

/**
 * The metrics in a prom-client registry of their own (never the global one, so tests can make
 * several). Under node:cluster each worker keeps its own and the primary sums them (see
 * cluster-metrics.ts); the model-availability gauge takes the smallest worker's value instead,
 * so one worker that learnt the model is gone shows.
 */
export function createPromRecipeMetrics(
  options: { model: string; defaultMetrics?: boolean } = { model: '' },
): {
  metrics: RecipeMetrics
  registry: Registry
} {
  const registry = new Registry()
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'chef_' })
  const recipes = new Counter({
    name: 'chef_recipes_total',
    help: 'Recipes answered, by engine and outcome (ok, an error code, visitor_gone)',
    labelNames: ['engine', 'outcome'] as const,
    registers: [registry],
  })
  const inFlight = new Gauge({
    name: 'chef_recipes_in_flight',
    help: 'Recipes being written right now',
    labelNames: ['engine'] as const,
    registers: [registry],
  })
  const firstToken = new Histogram({
    name: 'chef_upstream_first_token_seconds',
    help: 'Time from asking the AI service to its first text, retries included',
    buckets: FIRST_TOKEN_BUCKETS,
    registers: [registry],
  })
  const total = new Histogram({
    name: 'chef_upstream_duration_seconds',
    help: 'Time from asking the AI service to the end of its answer or failure',
    buckets: TOTAL_BUCKETS,
    registers: [registry],
  })
  const retries = new Counter({
    name: 'chef_upstream_retries_total',
    help: 'Upstream requests retried after a 429, 502, 503, 504 or network error',
    registers: [registry],
  })
  const rejections = new Counter({
    name: 'chef_limit_rejections_total',
    help: 'Visitors turned away, by limit (visitor_rate, daily_budget, in_flight, overload)',
    labelNames: ['limit'] as const,
    registers: [registry],
  })
  const availability = new Gauge({
    name: 'chef_model_available',
    help: 'Whether the AI service serves the configured model: 1 yes, 0 no, -1 unknown',
    labelNames: ['model'] as const,
    aggregator: 'min',
    registers: [registry],
  })
  // Zero series up front, so a dashboard shows 0 rather than "no data" before the first event.
  for (const limit of ['visitor_rate', 'daily_budget', 'in_flight', 'overload']) {
    rejections.inc({ limit }, 0)
  }
  availability.set({ model: options.model }, -1)

  return {
    registry,
    metrics: {
      recipeStarted: (engine) => inFlight.inc({ engine }),
      recipeEnded: (engine, outcome) => {
        inFlight.dec({ engine })
        recipes.inc({ engine, outcome })
      },
      upstreamFirstToken: (seconds) => firstToken.observe(seconds),
      upstreamTotal: (seconds) => total.observe(seconds),
      upstreamRetry: () => retries.inc(),
      limitRejected: (limit) => rejections.inc({ limit }),
      modelAvailability: (available) =>
        availability.set({ model: options.model }, available === null ? -1 : available ? 1 : 0),
    },
  }
}
