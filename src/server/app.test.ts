import { Writable } from 'node:stream'
import { expect, test } from 'vitest'
import { MAX_BODY_BYTES } from '../shared/limits.ts'
import { ApiError } from './api-error.ts'
import { createApp } from './app.ts'
import type { RecipeEngine, RecipeEngineRequest } from './engines/recipe-engine.ts'
import { createLogger } from './logger.ts'

const silentLogger = createLogger(
  'info',
  new Writable({
    write: (_chunk, _encoding, callback) => callback(),
  }),
)

function fakeEngine(
  write: (request: RecipeEngineRequest) => AsyncGenerator<string> = async function* () {
    yield '## Soup\n'
    yield '1. Stir.'
  },
): RecipeEngine & { requests: RecipeEngineRequest[] } {
  const requests: RecipeEngineRequest[] = []
  return {
    name: 'offline',
    model: 'fake-chef',
    requests,
    streamRecipe: (request) => {
      requests.push(request)
      return write(request)
    },
  }
}

function buildApp(engine: RecipeEngine = fakeEngine(), rateLimitPerMinute = 0) {
  return createApp({ engine, logger: silentLogger, rateLimitPerMinute })
}

function post(
  app: ReturnType<typeof buildApp>,
  body: string,
  headers: Record<string, string> = {},
) {
  return app.request('/api/recipe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  })
}

const FOUR = JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] })

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error
}

test('streams the recipe as SSE delta events and a done event', async () => {
  const paced = fakeEngine(async function* () {
    yield '## Soup\n'
    await new Promise((resolve) => setTimeout(resolve, 20))
    yield '1. Stir.'
  })
  const response = await post(buildApp(paced), FOUR)

  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/event-stream')
  expect(response.headers.get('cache-control')).toBe('no-cache, no-transform')
  expect(await response.text()).toBe(
    'event: start\ndata: {"engine":"offline","model":"fake-chef"}\n\n' +
      'event: delta\ndata: {"text":"## Soup\\n"}\n\n' +
      'event: delta\ndata: {"text":"1. Stir."}\n\n' +
      'event: done\ndata: {"engine":"offline","model":"fake-chef"}\n\n',
  )
})

test('pieces ready at the same moment travel as one delta, in one write with their neighbours', async () => {
  const response = await post(buildApp(), FOUR)
  const reader = response.body!.getReader()
  const writes: string[] = []
  const decoder = new TextDecoder()
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    writes.push(decoder.decode(next.value))
  }

  expect(writes).toEqual([
    'event: start\ndata: {"engine":"offline","model":"fake-chef"}\n\n' +
      'event: delta\ndata: {"text":"## Soup\\n1. Stir."}\n\n' +
      'event: done\ndata: {"engine":"offline","model":"fake-chef"}\n\n',
  ])
})

test('answers with JSON when asked to', async () => {
  const response = await post(buildApp(), FOUR, { Accept: 'application/json' })

  expect(await response.json()).toEqual({
    recipe: '## Soup\n1. Stir.',
    engine: 'offline',
    model: 'fake-chef',
  })
})

test('hands the engine trimmed ingredients and the variant', async () => {
  const engine = fakeEngine()
  await (
    await post(buildApp(engine), JSON.stringify({ ingredients: [' egg ', 'milk'], variant: 2 }))
  ).text()

  expect(engine.requests[0]?.ingredients).toEqual(['egg', 'milk'])
  expect(engine.requests[0]?.variant).toBe(2)
})

test.each([
  ['text/plain', 'egg', 415, 'unsupported_media_type'],
  ['application/json', '{"ingredients": [', 400, 'invalid_json'],
  ['application/json', '{"ingredients": ["egg", ""]}', 400, 'invalid_request'],
  ['application/json', '{"ingredients": []}', 400, 'invalid_request'],
  ['application/json', '[]', 400, 'invalid_request'],
  ['application/json', 'null', 400, 'invalid_request'],
])('content type %s with body %s is a %i %s', async (contentType, body, status, code) => {
  const response = await post(buildApp(), body, { 'Content-Type': contentType })

  expect(response.status).toBe(status)
  expect((await errorOf(response)).code).toBe(code)
})

test('the validation message says which ingredient is wrong', async () => {
  const response = await post(buildApp(), JSON.stringify({ ingredients: ['egg', 'x'.repeat(101)] }))

  expect((await errorOf(response)).message).toBe(
    'ingredients[1]: An ingredient can be at most 100 characters long.',
  )
})

test('a body over the limit is a 413', async () => {
  const body = JSON.stringify({ ingredients: ['x'.repeat(MAX_BODY_BYTES)] })
  const response = await post(buildApp(), body)

  expect(response.status).toBe(413)
  expect((await errorOf(response)).code).toBe('payload_too_large')
})

test('GET on the recipe route is a 405 and unknown API routes a 404, both in the error shape', async () => {
  const app = buildApp()
  const get = await app.request('/api/recipe')
  const unknown = await app.request('/api/nope')

  expect(get.status).toBe(405)
  expect((await errorOf(get)).code).toBe('method_not_allowed')
  expect(get.headers.get('allow')).toBe('POST')
  expect(unknown.status).toBe(404)
  expect((await errorOf(unknown)).code).toBe('not_found')
})

test('the rate limit answers 429 with Retry-After once a client has used its minute', async () => {
  const app = buildApp(fakeEngine(), 2)
  expect((await post(app, FOUR)).status).toBe(200)
  expect((await post(app, FOUR)).status).toBe(200)

  const limited = await post(app, FOUR)

  expect(limited.status).toBe(429)
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await errorOf(limited)).code).toBe('rate_limited')
})

test('past the in-flight bound a visitor gets a quick 503 with Retry-After, and the slot frees after', async () => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const engine = fakeEngine(async function* () {
    yield 'first '
    await held
    yield 'done'
  })
  const app = createApp({
    engine,
    logger: silentLogger,
    rateLimitPerMinute: 0,
    maxConcurrentRecipes: 1,
  })
  const streaming = await post(app, FOUR)

  const refused = await post(app, FOUR)
  expect(refused.status).toBe(503)
  expect(refused.headers.get('retry-after')).toBe('5')
  expect((await errorOf(refused)).code).toBe('unavailable')

  release()
  await streaming.text()
  expect((await post(app, FOUR)).status).toBe(200)
})

test('an invalid request takes no in-flight slot', async () => {
  const app = createApp({
    engine: fakeEngine(),
    logger: silentLogger,
    rateLimitPerMinute: 0,
    maxConcurrentRecipes: 1,
  })
  expect((await post(app, '{"ingredients": []}')).status).toBe(400)
  const first = await post(app, FOUR)
  expect(first.status).toBe(200)
  await first.text()
  expect((await post(app, FOUR)).status).toBe(200)
})

test('an engine failure before the first chunk is an honest HTTP error', async () => {
  const engine = fakeEngine(async function* () {
    throw new ApiError('upstream_timeout', 'The recipe service took too long to answer.')
  })
  const response = await post(buildApp(engine), FOUR)

  expect(response.status).toBe(504)
  expect(await errorOf(response)).toEqual({
    code: 'upstream_timeout',
    message: 'The recipe service took too long to answer.',
  })
})

test('an engine failure after the first chunk is one in-band error event', async () => {
  const engine = fakeEngine(async function* () {
    yield '## Soup\n'
    throw new ApiError('upstream_error', 'The recipe service stopped part-way through.')
  })
  const text = await (await post(buildApp(engine), FOUR)).text()

  expect(text).toBe(
    'event: start\ndata: {"engine":"offline","model":"fake-chef"}\n\n' +
      'event: delta\ndata: {"text":"## Soup\\n"}\n\n' +
      'event: error\ndata: {"code":"upstream_error","message":"The recipe service stopped part-way through."}\n\n',
  )
})

test('a bug in an engine is a generic 500 that leaks nothing', async () => {
  const engine = fakeEngine(async function* () {
    throw new Error('secret internals at /srv/app')
  })
  const response = await post(buildApp(engine), FOUR)

  expect(response.status).toBe(500)
  expect(JSON.stringify(await response.json())).not.toContain('secret internals')
})

test('health reports the engine, where the limits are counted, and nothing secret', async () => {
  const response = await buildApp().request('/api/health')

  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    status: 'ok',
    engine: 'offline',
    model: 'fake-chef',
    uptimeSeconds: expect.any(Number),
    limits: 'memory',
  })
})

test('every answer carries security headers and a request id', async () => {
  const response = await buildApp().request('/api/health')

  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('x-powered-by')).toBeNull()
  expect(response.headers.get('x-request-id')).toMatch(/.+/)
})

test("a client's own X-Request-Id is not trusted without a trusted proxy", async () => {
  const response = await buildApp().request('/api/health', {
    headers: { 'X-Request-Id': 'spoofed-id' },
  })

  expect(response.headers.get('x-request-id')).not.toBe('spoofed-id')
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
})
