import { Hono } from 'hono'
import type { HealthResponse } from '../../shared/recipe-stream.ts'
import type { RecipeEngine } from '../engines/recipe-engine.ts'

/** `GET /api/health`: liveness plus which engine answers. Never says anything about the token. */
export function createHealthRoutes({ engine, now }: { engine: RecipeEngine; now: () => number }) {
  const startedAt = now()
  return new Hono().get('/', (c) => {
    const body: HealthResponse = {
      status: 'ok',
      engine: engine.name,
      model: engine.model,
      uptimeSeconds: Math.round((now() - startedAt) / 1000),
    }
    c.header('Cache-Control', 'no-store')
    return c.json(body)
  })
}
