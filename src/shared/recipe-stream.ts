import type { ErrorCode } from './error-codes.ts'

/** Which engine wrote a recipe. */
export type EngineName = 'llm' | 'offline'

/**
 * The server-sent events of `POST /api/recipe` (the SSE `event:` field names the type, `data:` is
 * the JSON payload):
 * - `start` `{ "engine", "model" }`: who is writing, sent first, so a recipe stopped half-way is
 *   still labelled;
 * - `delta` `{ "text" }`: the next piece of markdown, to append;
 * - `done` `{ "engine", "model" }`: the recipe is complete;
 * - `error` `{ "code", "message" }`: the recipe failed after the stream began; nothing follows.
 */
export type RecipeStreamEvent =
  | { type: 'start'; engine: EngineName; model: string }
  | { type: 'delta'; text: string }
  | { type: 'done'; engine: EngineName; model: string }
  | { type: 'error'; code: ErrorCode; message: string }

/** The JSON answer of `POST /api/recipe` with `Accept: application/json`. */
export interface RecipeJsonResponse {
  recipe: string
  engine: EngineName
  model: string
}

/** The answer of `GET /api/health`. */
export interface HealthResponse {
  status: 'ok'
  engine: EngineName
  model: string
  uptimeSeconds: number
}
