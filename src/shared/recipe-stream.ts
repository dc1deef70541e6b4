import type { ErrorCode } from './error-codes.ts'

/** Which engine wrote a recipe. */
export type EngineName = 'llm' | 'offline'

/**
 * The server-sent events of `POST /api/recipe` (the SSE `event:` field names the type, `data:` is
 * the JSON payload):
 * - `start` `{ "engine", "model" }`: who is writing, sent first, so a recipe stopped half-way is
 *   still labelled;
 * - `delta` `{ "text" }`: the next piece of markdown, to append;
 * - `warning` `{ "code", "message", "items" }`: the finished recipe clashes with the visitor's
 *   preferences (an AI recipe with peanuts for someone avoiding them); each is its own event,
 *   sent after the last `delta` and before `done`;
 * - `done` `{ "engine", "model" }`: the recipe is complete;
 * - `error` `{ "code", "message" }`: the recipe failed after the stream began; nothing follows.
 */
export type RecipeStreamEvent =
  | { type: 'start'; engine: EngineName; model: string }
  | { type: 'delta'; text: string }
  | ({ type: 'warning' } & RecipeWarning)
  | { type: 'done'; engine: EngineName; model: string }
  | { type: 'error'; code: ErrorCode; message: string }

/**
 * Something the visitor should know about a finished recipe. `conflicts_with_preferences`: the
 * recipe uses what they said they must avoid (`items` names each clash as the recipe wrote it).
 */
export interface RecipeWarning {
  code: 'conflicts_with_preferences'
  message: string
  items: string[]
}

/** The JSON answer of `POST /api/recipe` with `Accept: application/json`. */
export interface RecipeJsonResponse {
  recipe: string
  engine: EngineName
  model: string
  /** Present only when there is something to warn about. */
  warnings?: RecipeWarning[]
}

/** The answer of `GET /api/health`. */
export interface HealthResponse {
  status: 'ok'
  engine: EngineName
  model: string
  uptimeSeconds: number
}
