import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import type { ErrorBody } from '../shared/error-codes.ts'
import { ApiError } from './api-error.ts'
import type { AppEnv } from './app-env.ts'
import { createOfflineEngine } from './engines/offline-engine.ts'
import type { RecipeEngine } from './engines/recipe-engine.ts'
import { createMemoryLimits, type Limits } from './limits/create-limits.ts'
import type { Logger } from './logger.ts'
import {
  createClientAddressResolver,
  type ClientAddressResolver,
} from './middleware/client-address.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { setAnswerHeaders } from './http/node-response.ts'
import { instrumentEngine } from './metrics/instrument-engine.ts'
import type { MetricsText } from './metrics/cluster-metrics.ts'
import { limitOfErrorCode, type RecipeMetrics } from './metrics/recipe-metrics.ts'
import {
  createHealthRoutes,
  createReadyRoutes,
  type UpstreamStatusSource,
} from './routes/health-routes.ts'
import type { RecipeCutoff } from './routes/recipe-cutoff.ts'
import { createRecipeRoutes } from './routes/recipe-routes.ts'
import { staticFiles } from './static-files.ts'
import { boundNotFoundLogging, loggedPath } from './request-log-bounds.ts'

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
  /** Bits of an IPv6 address that name one visitor (IPV6_SUBNET_PREFIX); 64 when unset. */
  ipv6SubnetPrefix?: number
  /**
   * ALLOWED_HOSTS: with an AI service configured, recipe requests must name a loopback host or
   * one of these in `Host` (no open proxy); ignored by the offline chef, which spends nothing.
   */
  allowedHosts?: readonly string[]
  /** Folder of the built page; undefined serves the API only (tests, `npm run dev`). */
  staticRoot?: string
  now?: () => number
  clientAddress?: ClientAddressResolver
  /** What the AI service's model list and refusals said, for `/api/health` and `/api/ready`. */
  upstreamStatus?: UpstreamStatusSource
  /** Ends the recipes still being written when the shutdown grace runs out (main.ts). */
  cutoff?: RecipeCutoff
  /** Prometheus metrics (METRICS=true): counted, and served at `GET /metrics`; else a 404. */
  metrics?: { recipes: RecipeMetrics; collect: () => Promise<MetricsText> }
}

/** Builds the HTTP app from its dependencies: no globals, no network, no environment reads. */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? Date.now
  const clientAddress =
    deps.clientAddress ??
    createClientAddressResolver({
      trustProxy: deps.trustProxy ?? false,
      ...(deps.ipv6SubnetPrefix === undefined ? {} : { ipv6SubnetPrefix: deps.ipv6SubnetPrefix }),
    })
  const { logger, metrics } = deps
  // Counted only when metrics are on: otherwise the route drives the engine itself, at no cost.
  const instrument = (engine: RecipeEngine) =>
    metrics ? instrumentEngine(engine, metrics.recipes) : engine
  const engine = instrument(deps.engine)
  // "Ask the offline chef": the configured engine when it is the offline chef already.
  const offlineEngine =
    deps.engine.name === 'offline'
      ? engine
      : instrument(deps.offlineEngine ?? createOfflineEngine())
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
    setAnswerHeaders(c, [['X-Request-Id', c.get('requestId')]])
    await next()
  })
  app.use(securityHeaders())
  const mayLogNotFound = boundNotFoundLogging({ now, clientAddress })
  app.use(async function logRequest(c, next) {
    const startedAt = now()
    await next()
    const level = c.req.path.startsWith('/api/') ? 'info' : 'debug'
    // A line nobody will read (LOG_LEVEL above it) is not put together either.
    if (!logger.isLevelEnabled(level)) return
    const log = logger[level].bind(logger)
    if (!mayLogNotFound(c, log)) return
    const fields = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      durationMs: now() - startedAt,
      ...c.get('logFields'),
    }
    log(fields, 'request')
  })

  app.route(
    '/api/health',
    createHealthRoutes({ engine, limits, now, upstream: deps.upstreamStatus }),
  )
  app.route('/api/ready', createReadyRoutes({ engine, upstream: deps.upstreamStatus }))
  app.route(
    '/api/recipe',
    createRecipeRoutes({
      engine,
      offlineEngine,
      ...(deps.cutoff ? { cutoff: deps.cutoff } : {}),
      logger,
      now,
      limits,
      clientAddress,
      allowedHosts: deps.engine.name === 'offline' ? undefined : (deps.allowedHosts ?? []),
    }),
  )
  if (metrics) {
    app.get('/metrics', async (c) => {
      c.header('Cache-Control', 'no-store')
      try {
        const { contentType, text } = await metrics.collect()
        return c.body(text, 200, { 'Content-Type': contentType })
      } catch (error) {
        logger.warn({ err: error }, 'metrics could not be gathered')
        return c.text('metrics unavailable\n', 503)
      }
    })
  }
  app.all('/api/*', () => {
    throw new ApiError('not_found', 'There is no such API route.')
  })
  if (deps.staticRoot !== undefined) app.use('*', staticFiles(deps.staticRoot, deps.engine.name))

  app.notFound((c) => c.text('Not found', 404))

  app.onError((error, c) => {
    const failure = toApiError(error)
    const limit = failure && limitOfErrorCode(failure.code)
    if (limit) metrics?.recipes.limitRejected(limit)
    if (failure && failure.status >= 500) {
      // Upstream trouble the operator must see: the detail names the cause and its fix ("upstream
      // status 401: the AI service rejected the access token…"), bounded and without the token;
      // never the upstream error object itself.
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
