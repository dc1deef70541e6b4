import { Hono } from 'hono'
import type { HealthResponse } from '../../shared/recipe-stream.ts'
import type { RecipeEngine } from '../engines/recipe-engine.ts'
import type { Readiness, UpstreamStatusTracker } from '../engines/upstream-status.ts'
import type { Limits } from '../limits/create-limits.ts'

/** What the health and readiness routes read about the AI service (the `llm` engine only). */
export type UpstreamStatusSource = Pick<UpstreamStatusTracker, 'snapshot' | 'readiness'>

/**
 * `GET /api/health`: liveness, which engine answers, where the limits are counted and, for the
 * AI engine, what the last model-list check said (`upstream`). It answers 200 whenever the
 * process serves, even while the AI service cannot: that is `/api/ready`'s to say. Never says
 * anything about the token or the Redis address.
 */
export function createHealthRoutes({
  engine,
  limits,
  now,
  upstream,
}: {
  engine: RecipeEngine
  limits: Pick<Limits, 'storeName'>
  now: () => number
  upstream?: UpstreamStatusSource | undefined
}) {
  const startedAt = now()
  return new Hono().get('/', (c) => {
    const body: HealthResponse = {
      status: 'ok',
      engine: engine.name,
      model: engine.model,
      uptimeSeconds: Math.round((now() - startedAt) / 1000),
      limits: limits.storeName(),
      ...(engine.name === 'llm' && upstream ? { upstream: upstream.snapshot() } : {}),
    }
    c.header('Cache-Control', 'no-store')
    return c.json(body)
  })
}

/** The answer of `GET /api/ready`. */
export type ReadyResponse =
  { status: 'ready' } | { status: 'unavailable'; reason: 'model_not_served' | 'token_rejected' }

/**
 * `GET /api/ready`: readiness, for a load balancer or an orchestrator. 503 while the configured
 * engine cannot serve — the AI service does not serve the model (its model list says so, or a
 * recipe request was refused with `model_not_supported`), or it rejected the token — and 200
 * otherwise, including while that is unknown. The offline chef is always ready.
 */
export function createReadyRoutes({
  engine,
  upstream,
}: {
  engine: RecipeEngine
  upstream?: UpstreamStatusSource | undefined
}) {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'no-store')
    const readiness: Readiness =
      engine.name === 'llm' && upstream ? upstream.readiness() : { ready: true }
    if (readiness.ready) return c.json({ status: 'ready' } satisfies ReadyResponse)
    const body: ReadyResponse = { status: 'unavailable', reason: readiness.reason }
    return c.json(body, 503)
  })
}
