import { afterEach, expect, test } from 'vitest'
import type { HealthResponse } from '../../src/shared/recipe-stream.ts'
import { createEngine } from '../../src/server/create-engine.ts'
import { loadConfig } from '../../src/server/config.ts'
import { createLogger } from '../../src/server/logger.ts'
import { createPromRecipeMetrics } from '../../src/server/metrics/prom-metrics.ts'
import { createUpstreamStatusTracker } from '../../src/server/engines/upstream-status.ts'
import { createOfflineEngine } from '../../src/server/engines/offline-engine.ts'
import { createMemoryLimits } from '../../src/server/limits/create-limits.ts'
import {
  ERROR_BODIES,
  routerModelNotSupported,
  startFakeChatServer,
  type Behaviour,
  type FakeChatServer,
} from '../fake-upstream/fake-chat-server.ts'
import { postRecipe, startAppServer, type AppServer } from '../support/start-app-server.ts'

// The app in this process, over real HTTP, with the AI engine wired as main.ts wires it: the
// readiness state learns from refused recipe requests, and the metrics count each outcome.

const MODEL = 'Qwen/Qwen3-235B-A22B-Instruct-2507'
const TOKEN = 'fake-token-upstream-status-canary'
const INGREDIENTS = ['zucchini-canary', 'ricotta', 'basil', 'lemon']

let upstream: FakeChatServer
const apps: AppServer[] = []

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
  await upstream?.close()
})

async function start({ metrics = false } = {}) {
  upstream = await startFakeChatServer()
  const config = loadConfig({
    LLM_BASE_URL: upstream.baseUrl,
    LLM_API_KEY: TOKEN,
    LLM_MODEL: MODEL,
    LLM_MAX_RETRIES: '0',
  })
  const tracker = createUpstreamStatusTracker(MODEL)
  const prom = createPromRecipeMetrics({ model: MODEL, defaultMetrics: false })
  tracker.onChange(({ available }) => prom.metrics.modelAvailability(available))
  const collect = async () => ({
    contentType: prom.registry.contentType,
    text: await prom.registry.metrics(),
  })
  const engine = createEngine(config, createLogger('silent'), undefined, {
    upstreamStatus: tracker,
    metrics: prom.metrics,
  })
  const app = await startAppServer({
    engine,
    upstreamStatus: tracker,
    ...(metrics ? { metrics: { recipes: prom.metrics, collect } } : {}),
  })
  apps.push(app)
  return { app, tracker, prom, collect }
}

const ready = async (app: AppServer) => {
  const response = await fetch(`${app.url}/api/ready`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function recipeFailingWith(app: AppServer, behaviour: Behaviour) {
  upstream.enqueue(behaviour)
  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })
  return {
    status: response.status,
    body: (await response.json()) as { error: { code: string; message: string } },
  }
}

test.each([
  ['the router’s 400 model_not_supported', routerModelNotSupported(MODEL), 'model_not_served'],
  ['a string error body (Ollama)', ERROR_BODIES.stringModelNotFound, 'model_not_served'],
  ['a text/plain body', ERROR_BODIES.textPlainModelNotFound, 'model_not_served'],
  ['401', ERROR_BODIES.tokenRejected, 'token_rejected'],
  ['403', ERROR_BODIES.forbidden, 'token_rejected'],
] as const)(
  '%s: the visitor reads a plain message, /api/ready turns 503 until a recipe comes back',
  async (_name, behaviour, reason) => {
    const { app } = await start()
    expect(await ready(app)).toEqual({ status: 200, body: { status: 'ready' } })

    const failed = await recipeFailingWith(app, behaviour)
    expect(failed).toEqual({
      status: 502,
      body: {
        error: { code: 'upstream_error', message: 'The AI chef is not available right now.' },
      },
    })
    expect(await ready(app)).toEqual({ status: 503, body: { status: 'unavailable', reason } })
    // Liveness is not readiness: the process still serves.
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200)

    upstream.enqueue({ kind: 'answer', chunks: ['## Soup'] })
    expect((await postRecipe(app.url, { ingredients: INGREDIENTS })).status).toBe(200)
    expect(await ready(app)).toEqual({ status: 200, body: { status: 'ready' } })
  },
)

test.each([
  [ERROR_BODIES.creditsSpent, 'credits are spent', 'The AI chef is not available right now.'],
  [
    routerModelNotSupported(MODEL),
    'does not serve this model',
    'The AI chef is not available right now.',
  ],
  [
    ERROR_BODIES.textPlainModelNotFound,
    'does not serve this model',
    'The AI chef is not available right now.',
  ],
  [ERROR_BODIES.forbidden, 'rejected the access token', 'The AI chef is not available right now.'],
  [
    { kind: 'status', status: 429, body: { error: { message: 'slow down' } } },
    'rate limiting',
    'The recipe service is busy right now.',
  ],
  [
    { kind: 'status', status: 503, body: 'Model is loading' },
    'loading the model',
    'The recipe service failed to answer.',
  ],
] as const)(
  'one log line names the cause (%#: %s), never the token',
  async (behaviour, cause, visitorMessage) => {
    const { app } = await start()
    const failed = await recipeFailingWith(app, {
      ...behaviour,
      // The service echoing the token must not put it in the log.
      ...(typeof behaviour.body === 'string' ? { body: `${behaviour.body} (key ${TOKEN})` } : {}),
    })
    expect(failed.body.error.message).toBe(visitorMessage)
    const lines = app.logs.filter((line) => line.msg === 'request failed')
    expect(lines).toHaveLength(1)
    expect(lines[0]?.detail).toContain(cause)
    expect(lines[0]?.detail).toMatch(new RegExp(`^upstream status ${behaviour.status}: `))
    expect(app.rawLogs()).not.toContain(TOKEN)
  },
)

test('/api/health carries the upstream object for the AI engine only', async () => {
  const { app, tracker } = await start()
  const before = (await (await fetch(`${app.url}/api/health`)).json()) as HealthResponse
  expect(before.upstream).toEqual({ model: MODEL, available: null, checkedAt: null })

  tracker.recordModelList(true)
  const after = (await (await fetch(`${app.url}/api/health`)).json()) as HealthResponse
  expect(after.upstream?.available).toBe(true)
  expect(after.upstream?.checkedAt).toMatch(/^\d{4}-\d\d-\d\dT/)

  const offline = await startAppServer({
    engine: createOfflineEngine(),
    upstreamStatus: createUpstreamStatusTracker(MODEL),
  })
  apps.push(offline)
  const offlineHealth = (await (await fetch(`${offline.url}/api/health`)).json()) as HealthResponse
  expect(offlineHealth).not.toHaveProperty('upstream')
  expect(await ready(offline)).toEqual({ status: 200, body: { status: 'ready' } })
})

test('/metrics counts one recipe of each outcome and never holds the token or an ingredient', async () => {
  const { app, prom, collect } = await start({ metrics: true })
  // The offline chef, counted in the same registry (as it would be in one process).
  const offline = await startAppServer({
    engine: createOfflineEngine(),
    metrics: { recipes: prom.metrics, collect },
  })
  apps.push(offline)

  upstream.enqueue({ kind: 'answer', chunks: ['## Zucchini', ' bake'] })
  expect((await postRecipe(app.url, { ingredients: INGREDIENTS })).status).toBe(200)
  expect((await recipeFailingWith(app, { kind: 'status', status: 500 })).status).toBe(502)
  const offlineAnswer = await postRecipe(offline.url, { ingredients: INGREDIENTS })
  await offlineAnswer.text()

  const response = await fetch(`${app.url}/metrics`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  const text = await response.text()
  expect(text).toContain('chef_recipes_total{engine="llm",outcome="ok"} 1')
  expect(text).toContain('chef_recipes_total{engine="llm",outcome="upstream_error"} 1')
  expect(text).toContain('chef_recipes_total{engine="offline",outcome="ok"} 1')
  expect(text).toContain('chef_recipes_in_flight{engine="llm"} 0')
  expect(text).toContain('chef_upstream_first_token_seconds_count 1')
  expect(text).toContain('chef_upstream_duration_seconds_count 2')
  expect(text).toContain('chef_limit_rejections_total{limit="visitor_rate"} 0')
  // A recipe came back: the model is served.
  expect(text).toContain(`chef_model_available{model="${MODEL}"} 1`)
  expect(text).not.toContain(TOKEN)
  for (const ingredient of INGREDIENTS) expect(text).not.toContain(ingredient)
})

test('a 402 (credits spent) does not make the engine unready: the operator may add credits', async () => {
  const { app } = await start()
  await recipeFailingWith(app, ERROR_BODIES.creditsSpent)
  expect((await ready(app)).status).toBe(200)
})

test('without metrics, /metrics is a 404', async () => {
  const { app } = await start()
  expect((await fetch(`${app.url}/metrics`)).status).toBe(404)
})

test('/metrics counts refusals by limit: the daily budget and the recipes in flight', async () => {
  upstream = await startFakeChatServer()
  const config = loadConfig({
    LLM_BASE_URL: upstream.baseUrl,
    LLM_API_KEY: TOKEN,
    LLM_MODEL: MODEL,
  })
  const limits = createMemoryLimits({ dailyUpstreamLimit: 2, maxConcurrentRecipes: 1 })
  const prom = createPromRecipeMetrics({ model: MODEL, defaultMetrics: false })
  const collect = async () => ({
    contentType: prom.registry.contentType,
    text: await prom.registry.metrics(),
  })
  const app = await startAppServer({
    engine: createEngine(config, createLogger('silent'), limits),
    limits,
    metrics: { recipes: prom.metrics, collect },
  })
  apps.push(app)

  // One recipe holds the only slot while a second asks: in_flight.
  upstream.enqueue({ kind: 'answer', chunks: ['## Slow', ' soup'], firstByteDelayMs: 300 })
  const slow = postRecipe(app.url, { ingredients: INGREDIENTS })
  await upstream.waitForRequests(1)
  expect((await postRecipe(app.url, { ingredients: INGREDIENTS })).status).toBe(503)
  await (await slow).text()
  // The budget of two upstream requests: the third recipe is refused, daily_budget.
  expect((await postRecipe(app.url, { ingredients: INGREDIENTS })).status).toBe(200)
  expect((await postRecipe(app.url, { ingredients: INGREDIENTS })).status).toBe(429)

  const text = await (await fetch(`${app.url}/metrics`)).text()
  expect(text).toContain('chef_limit_rejections_total{limit="in_flight"} 1')
  expect(text).toContain('chef_limit_rejections_total{limit="daily_budget"} 1')
  expect(text).toContain('chef_recipes_total{engine="llm",outcome="daily_limit_reached"} 1')
})
