import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import type { ErrorBody } from '../shared/error-codes.ts'
import { ApiError } from './api-error.ts'
import type { AppEnv } from './app-env.ts'
import { createOfflineEngine } from './engines/offline-engine.ts'
import type { RecipeEngine } from './engines/recipe-engine.ts'
import { createMemoryLimits, type Limits } from './limits/limits.ts'
import type { Logger } from './logger.ts'
import {
  createClientAddressResolver,
  type ClientAddressResolver,
} from './middleware/client-address.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { createHealthRoutes } from './routes/health-routes.ts'
import { createRecipeRoutes } from './routes/recipe-routes.ts'
import { staticFiles } from './static-files.ts'

export interface AppDeps {
  /** The configured engine: what a recipe request gets unless it asks for `engine: "offline"`. */
  engine: RecipeEngine
  /**
   * The built-in chef, for requests with `engine: "offline"` ("Ask the offline chef" after the AI
   * failed). Defaults to `engine` when that is the offline chef, else to a new one.
   */
  offlineEngine?: RecipeEngine
  logger: Logger
  /**
   * The limits, built once per process by `createLimits` (which may share them through Redis or
   * the cluster primary). Without them the two numbers below make in-memory limits.
   */
  limits?: Limits
  /** Recipe requests per visitor per minute, when `limits` is not given; 0 or unset is off. */
  rateLimitPerMinute?: number
  /** Recipes being written at once before new ones get a 503, when `limits` is not given. */
  maxConcurrentRecipes?: number
  trustProxy?: boolean
  /** Folder of the built page; undefined serves the API only (tests, `npm run dev`). */
  staticRoot?: string
  now?: () => number
  clientAddress?: ClientAddressResolver
}

/** Builds the HTTP app from its dependencies: no globals, no network, no environment reads. */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? Date.now
  const clientAddress =
    deps.clientAddress ?? createClientAddressResolver({ trustProxy: deps.trustProxy ?? false })
  const { logger } = deps
  const offlineEngine =
    deps.offlineEngine ?? (deps.engine.name === 'offline' ? deps.engine : createOfflineEngine())
  const limits =
    deps.limits ??
    createMemoryLimits({
      rateLimitPerMinute: deps.rateLimitPerMinute ?? 0,
      maxConcurrentRecipes: deps.maxConcurrentRecipes ?? 0,
    })

  const app = new Hono<AppEnv>()
  // An incoming X-Request-Id is only trusted from our own proxy: from anyone else it could
  // collide with, or impersonate, another request's log lines.
  app.use(requestId({ headerName: deps.trustProxy ? 'X-Request-Id' : '' }))
  app.use(async function sendRequestId(c, next) {
    c.header('X-Request-Id', c.get('requestId'))
    await next()
  })
  app.use(securityHeaders())
  app.use(async function logRequest(c, next) {
    const startedAt = now()
    await next()
    const fields = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: now() - startedAt,
      ...c.get('logFields'),
    }
    if (c.req.path.startsWith('/api/')) logger.info(fields, 'request')
    else logger.debug(fields, 'request')
  })

  app.route('/api/health', createHealthRoutes({ engine: deps.engine, limits, now }))
  app.route(
    '/api/recipe',
    createRecipeRoutes({
      engine: deps.engine,
      offlineEngine,
      logger,
      now,
      limits,
      clientAddress,
    }),
  )
  app.all('/api/*', () => {
    throw new ApiError('not_found', 'There is no such API route.')
  })
  if (deps.staticRoot !== undefined) app.use('*', staticFiles(deps.staticRoot, deps.engine.name))

  app.notFound((c) => c.text('Not found', 404))

  app.onError((error, c) => {
    const failure = toApiError(error)
    if (failure && failure.status >= 500) {
      // Upstream trouble the operator must see (an expired token shows as "upstream status 401");
      // only the safe detail is logged, never the upstream error itself.
      logger.warn(
        { requestId: c.get('requestId'), code: failure.code, detail: failure.detail },
        'request failed',
      )
    }
    if (failure === undefined) {
      if (c.req.raw.signal.aborted) {
        logger.info({ requestId: c.get('requestId') }, 'visitor left before the answer')
      } else {
        logger.error({ requestId: c.get('requestId'), err: error }, 'unhandled error')
      }
    }
    const apiError =
      failure ??
      new ApiError('internal_error', 'Something went wrong on our side. Please try again.')
    if (apiError.retryAfterSeconds !== undefined) {
      c.header('Retry-After', String(apiError.retryAfterSeconds))
    }
    const body: ErrorBody = { error: { code: apiError.code, message: apiError.message } }
    return c.json(body, apiError.status)
  })

  return app
}

export type App = ReturnType<typeof createApp>

function toApiError(error: Error): ApiError | undefined {
  if (error instanceof ApiError) return error
  // Hono's own middleware (body limit, malformed requests) throws HTTPExceptions.
  if (error instanceof HTTPException) {
    if (error.status === 413) return new ApiError('payload_too_large', 'The request is too large.')
    if (error.status >= 400 && error.status < 500) {
      return new ApiError('invalid_request', 'The request could not be read.')
    }
  }
  return undefined
}
