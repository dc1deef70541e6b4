import { Hono } from 'hono'
import type { HealthResponse } from '../../shared/recipe-stream.ts'
import type { RecipeEngine } from '../engines/recipe-engine.ts'
import type { Limits } from '../limits/limits.ts'

/**
 * `GET /api/health`: liveness, which engine answers and where the limits are counted. Never says
 * anything about the token or the Redis address.
 */
export function createHealthRoutes({
  engine,
  limits,
  now,
}: {
  engine: RecipeEngine
  limits: Pick<Limits, 'storeName'>
  now: () => number
}) {
  const startedAt = now()
  return new Hono().get('/', (c) => {
    const body: HealthResponse = {
      status: 'ok',
      engine: engine.name,
      model: engine.model,
      uptimeSeconds: Math.round((now() - startedAt) / 1000),
      limits: limits.storeName(),
    }
    c.header('Cache-Control', 'no-store')
    return c.json(body)
  })
}
