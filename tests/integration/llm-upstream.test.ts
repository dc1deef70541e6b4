import { afterEach, beforeEach, expect, test } from 'vitest'
import type { LlmConfig } from '../../src/server/config.ts'
import { createLlmEngine } from '../../src/server/engines/llm-engine.ts'
import { SYSTEM_PROMPT } from '../../src/server/engines/recipe-prompt.ts'
import { startFakeChatServer, type FakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import {
  postRecipe,
  readSseEvents,
  startAppServer,
  type AppServer,
} from '../support/start-app-server.ts'
import { llmTestConfig } from '../support/llm-test-config.ts'

const API_KEY = 'sk-test-0123456789-distinctive-token'
const INGREDIENTS = ['chicken', 'rice', 'garlic', 'lemon']

let upstream: FakeChatServer
let app: AppServer
let retries: string[]

async function startWith(overrides: Partial<LlmConfig> = {}) {
  const config = llmTestConfig({
    baseUrl: upstream.baseUrl,
    apiKey: API_KEY,
    model: 'Qwen/Qwen3-235B-A22B-Instruct-2507',
    maxRetries: 2,
    ...overrides,
  })
  app = await startAppServer({
    engine: createLlmEngine(config, {
      random: () => 0.5,
      onRetry: ({ reason }) => retries.push(reason),
    }),
    rateLimitPerMinute: 0,
  })
}

beforeEach(async () => {
  retries = []
  upstream = await startFakeChatServer()
})

afterEach(async () => {
  await app?.close()
  await upstream.close()
})

test('sends the spec payload with the bearer token to {base}/chat/completions', async () => {
  await startWith()
  upstream.enqueue({ kind: 'answer', chunks: ['## Lemon ', 'chicken'] })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })
  await response.text()

  expect(upstream.requests).toHaveLength(1)
  const [request] = upstream.requests
  expect(request?.method).toBe('POST')
  expect(request?.path).toBe('/v1/chat/completions')
  expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`)
  expect(request?.body).toEqual({
    model: 'Qwen/Qwen3-235B-A22B-Instruct-2507',
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      {
        role: 'user',
        content:
          "I have chicken, rice, garlic, lemon. Please give me a recipe you'd recommend I make!",
      },
    ],
    max_tokens: 1024,
    stream: true,
  })
})

test('streams the upstream text as delta events and ends with done', async () => {
  await startWith()
  upstream.enqueue({
    kind: 'answer',
    chunks: ['## Lemon ', 'chicken\n', '1. Cook.'],
    chunkDelayMs: 30,
  })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const events = await readSseEvents(response)
  expect(events).toEqual([
    { event: 'start', data: { engine: 'llm', model: 'Qwen/Qwen3-235B-A22B-Instruct-2507' } },
    { event: 'delta', data: { text: '## Lemon ' } },
    { event: 'delta', data: { text: 'chicken\n' } },
    { event: 'delta', data: { text: '1. Cook.' } },
    { event: 'done', data: { engine: 'llm', model: 'Qwen/Qwen3-235B-A22B-Instruct-2507' } },
  ])
})

test('chunks that arrive together are forwarded together, with nothing lost', async () => {
  await startWith()
  const chunks = Array.from({ length: 30 }, (_, index) => `word${index} `)
  upstream.enqueue({ kind: 'answer', chunks })

  const events = await readSseEvents(await postRecipe(app.url, { ingredients: INGREDIENTS }))

  const deltas = events.filter((event) => event.event === 'delta')
  expect(deltas.map((event) => event.data.text).join('')).toBe(chunks.join(''))
  expect(deltas.length).toBeLessThan(chunks.length)
  expect(events.at(-1)?.event).toBe('done')
})

test('answers with one JSON recipe when the client accepts application/json', async () => {
  await startWith()
  upstream.enqueue({ kind: 'answer', chunks: ['## Soup', '\nStir.'] })

  const response = await postRecipe(
    app.url,
    { ingredients: INGREDIENTS },
    { accept: 'application/json' },
  )

  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    recipe: '## Soup\nStir.',
    engine: 'llm',
    model: 'Qwen/Qwen3-235B-A22B-Instruct-2507',
  })
})

test('without a key no Authorization header is sent (a local Ollama needs none)', async () => {
  await startWith({ apiKey: '' })
  upstream.enqueue({ kind: 'answer', chunks: ['ok'] })

  await (await postRecipe(app.url, { ingredients: INGREDIENTS })).text()

  expect(upstream.requests[0]?.headers.authorization).toBeUndefined()
})

test('an upstream 500 becomes a 502 in the error shape, without a retry', async () => {
  await startWith()
  upstream.setDefault({ kind: 'status', status: 500, message: `secret detail ${API_KEY}` })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(502)
  const body = (await response.json()) as { error: { code: string; message: string } }
  expect(body.error.code).toBe('upstream_error')
  expect(body.error.message).not.toContain('secret detail')
  expect(upstream.requests).toHaveLength(1)
})

test('a 503 that never ends is retried twice, then reported: no request storm', async () => {
  await startWith()
  upstream.setDefault({ kind: 'status', status: 503 })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(502)
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('upstream_error')
  expect(upstream.requests).toHaveLength(3)
  expect(retries.map((reason) => reason.split(':')[0])).toEqual([
    'upstream status 503',
    'upstream status 503',
  ])
})

test('a single 503 is retried and the recipe still arrives', async () => {
  await startWith()
  upstream.enqueue({ kind: 'status', status: 503 }, { kind: 'answer', chunks: ['Risotto'] })

  const response = await postRecipe(
    app.url,
    { ingredients: INGREDIENTS },
    { accept: 'application/json' },
  )

  expect(response.status).toBe(200)
  expect(((await response.json()) as { recipe: string }).recipe).toBe('Risotto')
  expect(upstream.requests).toHaveLength(2)
})

test('a 429 whose Retry-After is beyond the cap is not retried and is passed on', async () => {
  await startWith()
  upstream.setDefault({ kind: 'status', status: 429, headers: { 'Retry-After': '30' } })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(502)
  expect(response.headers.get('retry-after')).toBe('30')
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    'upstream_rate_limited',
  )
  expect(upstream.requests).toHaveLength(1)
})

test('an upstream that never answers ends in a 504 after the idle timeout', async () => {
  await startWith({ idleTimeoutMs: 300 })
  upstream.setDefault({ kind: 'hang' })

  const startedAt = Date.now()
  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(504)
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    'upstream_timeout',
  )
  expect(Date.now() - startedAt).toBeLessThan(5_000)
  expect(upstream.requests).toHaveLength(1)
  await upstream.waitForEarlyClose(0)
})

test('malformed JSON from the upstream becomes a 502', async () => {
  await startWith()
  upstream.setDefault({ kind: 'malformed' })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(502)
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('upstream_error')
})

test('an answer with no choices becomes a 502, not an empty recipe', async () => {
  await startWith()
  upstream.setDefault({ kind: 'no-choices' })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(502)
})

test('a stream cut mid-way keeps the text sent and ends with one in-band error event', async () => {
  await startWith()
  upstream.setDefault({ kind: 'cut', chunks: ['## Half ', 'a recipe'] })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(200)
  const events = await readSseEvents(response)
  expect(events[0]?.event).toBe('start')
  expect(
    events
      .filter((event) => event.event === 'delta')
      .map((event) => event.data.text)
      .join(''),
  ).toBe('## Half a recipe')
  expect(events.at(-1)).toEqual({
    event: 'error',
    data: { code: 'upstream_error', message: 'The recipe service stopped part-way through.' },
  })
  expect(upstream.requests).toHaveLength(1)
})

test('an endless stream is ended by the total deadline with an in-band timeout', async () => {
  await startWith({ timeoutMs: 500 })
  upstream.setDefault({ kind: 'endless', chunkDelayMs: 20 })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })
  const events = await readSseEvents(response)

  expect(events.at(-1)?.event).toBe('error')
  expect(events.at(-1)?.data.code).toBe('upstream_timeout')
  await upstream.waitForEarlyClose(0)
})

test('the upstream request is aborted when the visitor goes away', async () => {
  await startWith()
  upstream.setDefault({ kind: 'endless', chunkDelayMs: 20 })
  const visitor = new AbortController()

  const response = await postRecipe(
    app.url,
    { ingredients: INGREDIENTS },
    { signal: visitor.signal },
  )
  const reader = response.body!.getReader()
  await reader.read()
  visitor.abort()

  await upstream.waitForEarlyClose(0)
  expect(upstream.requests[0]?.closedEarly).toBe(true)
})

test('an unreachable upstream is retried twice, then reported as a 502', async () => {
  const closed = await startFakeChatServer()
  const deadUrl = closed.baseUrl
  await closed.close()
  await startWith({ baseUrl: deadUrl })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(502)
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('upstream_error')
  expect(retries).toEqual(['network error: ECONNREFUSED', 'network error: ECONNREFUSED'])
})

test('the token appears in no log line, even when the upstream echoes it', async () => {
  await startWith()
  upstream.enqueue({ kind: 'status', status: 401, message: `bad key ${API_KEY}` })
  upstream.enqueue({ kind: 'answer', chunks: ['ok'] })

  await (await postRecipe(app.url, { ingredients: INGREDIENTS })).text()
  await (await postRecipe(app.url, { ingredients: INGREDIENTS })).text()

  expect(app.rawLogs()).not.toContain(API_KEY)
  expect(app.rawLogs()).not.toContain('0123456789-distinctive')
})

test('a 502 once is retried and the recipe still arrives', async () => {
  await startWith()
  upstream.enqueue({ kind: 'status', status: 502 }, { kind: 'answer', chunks: ['Stew'] })

  const response = await postRecipe(
    app.url,
    { ingredients: INGREDIENTS },
    { accept: 'application/json' },
  )

  expect(((await response.json()) as { recipe: string }).recipe).toBe('Stew')
  expect(retries.map((reason) => reason.split(':')[0])).toEqual(['upstream status 502'])
})

test('a 429 without Retry-After is retried twice with backoff, then passed on', async () => {
  await startWith()
  upstream.setDefault({ kind: 'status', status: 429 })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(502)
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    'upstream_rate_limited',
  )
  expect(upstream.requests).toHaveLength(3)
})

test('a short Retry-After is honoured before the retry', async () => {
  await startWith({ retryMaxMs: 2_000 })
  upstream.enqueue(
    { kind: 'status', status: 429, headers: { 'Retry-After': '1' } },
    { kind: 'answer', chunks: ['Patience pays'] },
  )

  const startedAt = Date.now()
  const response = await postRecipe(
    app.url,
    { ingredients: INGREDIENTS },
    { accept: 'application/json' },
  )

  expect(((await response.json()) as { recipe: string }).recipe).toBe('Patience pays')
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_000)
  expect(upstream.requests).toHaveLength(2)
})

test('an answer with choices missing altogether becomes a 502', async () => {
  await startWith()
  upstream.setDefault({ kind: 'no-choices', missing: true })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(502)
  expect(upstream.requests).toHaveLength(1)
})

test('a host that does not resolve is reported as a 502 within the deadline', async () => {
  await startWith({ baseUrl: 'http://chef-claude-upstream.invalid/v1', idleTimeoutMs: 1_000 })

  const startedAt = Date.now()
  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect([502, 504]).toContain(response.status)
  expect(Date.now() - startedAt).toBeLessThan(10_000)
})

test('the request log line carries the retries and the time to the first chunk', async () => {
  await startWith()
  upstream.enqueue({ kind: 'status', status: 503 }, { kind: 'answer', chunks: ['Soup'] })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })
  await response.text()

  const requestId = response.headers.get('x-request-id')
  expect(requestId).toBeTruthy()
  const line = app.logs.find((entry) => entry.msg === 'request' && entry.requestId === requestId)
  expect(line).toMatchObject({ status: 200, engine: 'llm', upstreamRetries: 1 })
  expect(line?.firstChunkMs).toEqual(expect.any(Number))
  const streamed = app.logs.find((entry) => entry.msg === 'recipe streamed')
  expect(streamed).toMatchObject({ requestId, upstreamRetries: 1, totalMs: expect.any(Number) })
})

test('a 503 whose Retry-After is beyond the cap passes the wait on to the visitor', async () => {
  await startWith()
  upstream.setDefault({ kind: 'status', status: 503, headers: { 'Retry-After': '120' } })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(502)
  expect(response.headers.get('retry-after')).toBe('120')
  expect(upstream.requests).toHaveLength(1)
})

test('chunks without text still count as a live upstream for the idle timeout', async () => {
  await startWith({ idleTimeoutMs: 400 })
  upstream.enqueue({ kind: 'answer', chunks: ['', '', '', '', 'Soup'], chunkDelayMs: 200 })

  const response = await postRecipe(
    app.url,
    { ingredients: INGREDIENTS },
    { accept: 'application/json' },
  )

  expect(response.status).toBe(200)
  expect(((await response.json()) as { recipe: string }).recipe).toBe('Soup')
})

test('an upstream failure is logged for the operator with its status and cause, never the token', async () => {
  await startWith()
  upstream.setDefault({ kind: 'status', status: 401, message: `invalid key ${API_KEY}` })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })

  expect(response.status).toBe(502)
  const line = app.logs.find((entry) => entry.msg === 'request failed')
  expect(line).toMatchObject({ code: 'upstream_error' })
  expect(line?.detail).toMatch(/^upstream status 401: the AI service rejected the access token/)
  expect(app.rawLogs()).not.toContain(API_KEY)
})
