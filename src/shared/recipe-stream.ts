import * as z from 'zod/mini'
import type { ErrorCode } from './error-codes.ts'
import { ERROR_STATUS } from './error-codes.ts'

/** Which engine wrote a recipe. */
export const EngineSchema = z.enum(['llm', 'offline'])

export type EngineName = z.infer<typeof EngineSchema>

/**
 * Something the visitor should know about a finished recipe. `conflicts_with_preferences`: the
 * recipe uses what they said they must avoid, or breaks their diet (`items` names each clash as
 * the recipe wrote it).
 */
export const RecipeWarningSchema = z.object({
  code: z.literal('conflicts_with_preferences'),
  message: z.string(),
  items: z.array(z.string()),
})

export type RecipeWarning = z.infer<typeof RecipeWarningSchema>

/**
 * What you still need: the recipe's ingredients that are not on the visitor's list (`items`, as
 * the recipe lists them, amounts included), and the pantry basics it takes for granted (`pantry`:
 * salt, pepper, cooking oil, water), named apart rather than as things to buy.
 */
export const RecipeNeedsSchema = z.object({
  items: z.array(z.string()),
  pantry: z.array(z.string()),
})

export type RecipeNeeds = z.infer<typeof RecipeNeedsSchema>

/** Why a recipe ended early: see {@link RECIPE_EVENT_DATA}'s `notice`. */
export const RecipeNoticeSchema = z.object({
  code: z.enum(['truncated', 'filtered']),
  message: z.string(),
})

export type RecipeNotice = z.infer<typeof RecipeNoticeSchema>

/**
 * What kind of answer a finished recipe is: `recipe` (a dish), `out-of-ideas` ("Another idea" has
 * given every dish worth giving for this list) or `not-a-recipe` (the list is not enough for a
 * dish, or nothing on it is safe). Only a `recipe` is an idea to keep, save or share.
 */
export const RecipeAnswerKindSchema = z.enum(['recipe', 'out-of-ideas', 'not-a-recipe'])

export type RecipeAnswerKind = z.infer<typeof RecipeAnswerKindSchema>

/** One more ingredient and the dish it opens up: `{ "add": "cabbage", "dish": "Bubble and Squeak" }`. */
export const RecipeSuggestionSchema = z.object({ add: z.string(), dish: z.string() })

export type RecipeSuggestion = z.infer<typeof RecipeSuggestionSchema>

const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]

/**
 * The server-sent events of `POST /api/recipe`, defined once: the server writes them and the page
 * reads them with these schemas (the SSE `event:` field names the type, `data:` is the JSON):
 * - `start` `{ "engine", "model" }`: who is writing, sent first, so a recipe stopped half-way is
 *   still labelled;
 * - `delta` `{ "text" }`: the next piece of markdown, to append;
 * - `warning` `{ "code", "message", "items" }`: the finished recipe clashes with the visitor's
 *   preferences (an AI recipe with peanuts for someone avoiding them); each is its own event,
 *   sent after the last `delta` and before `done`;
 * - `needs` `{ "items", "pantry" }`: what the finished recipe uses that the visitor did not list
 *   (see {@link RecipeNeedsSchema}), sent after the warnings and before `done`; absent when the
 *   recipe lists no ingredients (or was cut short);
 * - `thinking` `{}`: the AI model is reasoning out of band and has written no recipe text yet; sent
 *   at most once, before the first `delta` (the page says "The AI chef is thinking…");
 * - `notice` `{ "code", "message" }`: the recipe was ended early — `truncated` (the model ran out
 *   of tokens, or its text passed the server's bound) or `filtered` (the service's content filter
 *   stopped it); sent after the last `delta`, before `warning`, `needs` and `done`;
 * - `done` `{ "engine", "model", "kind"?, "suggestions"? }`: the recipe is complete. `kind` (see
 *   {@link RecipeAnswerKindSchema}) is sent by an engine that knows what it wrote (the offline
 *   chef); absent, the answer is a recipe. `suggestions` comes with `out-of-ideas` when one more
 *   ingredient would open up a dish (the markdown says the same in words);
 * - `error` `{ "code", "message" }`: the recipe failed after the stream began; nothing follows.
 *
 * Built with zod's small build (`zod/mini`), because the page's stream reader uses them too.
 */
export const RECIPE_EVENT_DATA = {
  start: z.object({ engine: EngineSchema, model: z.string() }),
  delta: z.object({ text: z.string() }),
  warning: RecipeWarningSchema,
  needs: RecipeNeedsSchema,
  thinking: z.looseObject({}),
  notice: RecipeNoticeSchema,
  done: z.object({
    engine: EngineSchema,
    model: z.string(),
    kind: z.optional(RecipeAnswerKindSchema),
    suggestions: z.optional(z.array(RecipeSuggestionSchema)),
  }),
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
}

export type RecipeEventType = keyof typeof RECIPE_EVENT_DATA

export type RecipeStreamEvent = {
  [Type in RecipeEventType]: { type: Type } & z.infer<(typeof RECIPE_EVENT_DATA)[Type]>
}[RecipeEventType]

export function isRecipeEventType(value: string | undefined): value is RecipeEventType {
  return value !== undefined && Object.hasOwn(RECIPE_EVENT_DATA, value)
}

/** The JSON answer of `POST /api/recipe` with `Accept: application/json`. */
export interface RecipeJsonResponse {
  recipe: string
  engine: EngineName
  model: string
  /** Present only when there is something to warn about. */
  warnings?: RecipeWarning[]
  /** What you still need; present when the recipe lists its ingredients. */
  needs?: RecipeNeeds
  /** Present (true) only when the recipe was cut off: out of tokens, or past the server's bound. */
  truncated?: true
  /** Present (true) only when the service's content filter stopped the recipe. */
  filtered?: true
  /** As in the stream's `done` event: present when the engine knows what it wrote. */
  kind?: RecipeAnswerKind
  /** As in the stream's `done` event: present with `out-of-ideas` when there are any. */
  suggestions?: RecipeSuggestion[]
}

/**
 * Where the rate limits and the daily budget are counted: `redis` (shared by every instance),
 * `memory` (this server alone, or its workers together under node:cluster), or
 * `memory (redis unavailable)` (REDIS_URL is set but Redis cannot be reached right now, so each
 * process counts on its own until it is back).
 */
export type LimitsStoreName = 'redis' | 'memory' | 'memory (redis unavailable)'

/** The answer of `GET /api/health`. */
export interface HealthResponse {
  status: 'ok'
  engine: EngineName
  model: string
  uptimeSeconds: number
  limits: LimitsStoreName
  /**
   * The AI service's model as last checked against its `GET {base}/models` list: `available` is
   * null while unknown (not checked yet, or the server has no model list). Absent for the
   * offline engine.
   */
  upstream?: UpstreamStatus
}

export interface UpstreamStatus {
  model: string
  available: boolean | null
  /** ISO 8601 time of the last completed check; null before the first. */
  checkedAt: string | null
}
