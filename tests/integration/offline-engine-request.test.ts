import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { createLlmEngine } from '../../src/server/engines/llm-engine.ts'
import { createOfflineEngine } from '../../src/server/engines/offline-engine.ts'
import { createMemoryLimits, type Limits } from '../../src/server/limits/create-limits.ts'
import { startFakeChatServer, type FakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import {
  postRecipe,
  readSseEvents,
  startAppServer,
  type AppServer,
} from '../support/start-app-server.ts'
import { llmTestConfig } from '../support/llm-test-config.ts'

// `engine: "offline"` asks the built-in chef even with an AI service configured: the button
// "Ask the offline chef" after the AI failed.

const INGREDIENTS = ['chicken', 'rice', 'garlic', 'lemon']

let upstream: FakeChatServer
let app: AppServer | undefined
let staticRoot: string | undefined

beforeEach(async () => {
  upstream = await startFakeChatServer({ kind: 'answer', chunks: ['## Lemon ', 'chicken'] })
})

afterEach(async () => {
  await app?.close()
  app = undefined
  await upstream.close()
  if (staticRoot) await rm(staticRoot, { recursive: true, force: true })
  staticRoot = undefined
})

function llmEngine(limits?: Pick<Limits, 'dailyUpstream'>) {
  const budget = limits?.dailyUpstream
  return createLlmEngine(
    llmTestConfig({ baseUrl: upstream.baseUrl, apiKey: 'sk-test-offline-request' }),
    budget ? { beforeUpstreamRequest: budget } : {},
  )
}

test('engine "offline" gets the offline chef, as a stream and as JSON; the AI service hears nothing', async () => {
  app = await startAppServer({ engine: llmEngine(), rateLimitPerMinute: 0 })

  const streamed = await postRecipe(app.url, { ingredients: INGREDIENTS, engine: 'offline' })
  expect(streamed.status).toBe(200)
  const events = await readSseEvents(streamed)
  expect(events[0]).toEqual({ event: 'start', data: { engine: 'offline', model: 'offline-chef' } })
  expect(events.at(-1)).toEqual({
    event: 'done',
    data: { engine: 'offline', model: 'offline-chef', kind: 'recipe' },
  })
  const recipe = events
    .filter((event) => event.event === 'delta')
    .map((event) => event.data.text)
    .join('')
  expect(recipe).toMatch(/^## /)

  const json = await postRecipe(
    app.url,
    { ingredients: INGREDIENTS, variant: 1, engine: 'offline' },
    { accept: 'application/json' },
  )
  expect(json.status).toBe(200)
  expect(await json.json()).toMatchObject({ engine: 'offline', model: 'offline-chef' })

  expect(upstream.requests).toHaveLength(0)
  // Without the field the configured AI engine still answers.
  const asked = await postRecipe(app.url, { ingredients: INGREDIENTS })
  expect((await readSseEvents(asked))[0]?.data.engine).toBe('llm')
  expect(upstream.requests).toHaveLength(1)
})

test.each([['llm'], [1], [null], ['Offline']])(
  'engine %j is a 400 invalid_request naming the field, and reaches no engine',
  async (engine) => {
    app = await startAppServer({ engine: llmEngine(), rateLimitPerMinute: 0 })

    const response = await postRecipe(app.url, { ingredients: INGREDIENTS, engine })

    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('invalid_request')
    expect(body.error.message).toMatch(/\bengine\b/)
    expect(upstream.requests).toHaveLength(0)
  },
)

test('the offline chef spends none of the daily upstream budget', async () => {
  const limits = createMemoryLimits({
    rateLimitPerMinute: 0,
    dailyUpstreamLimit: 1,
    maxConcurrentRecipes: 0,
  })
  app = await startAppServer({ engine: llmEngine(limits), limits })
  const offline = async () =>
    (await postRecipe(app!.url, { ingredients: INGREDIENTS, engine: 'offline' })).status

  expect(await offline()).toBe(200)
  expect(await offline()).toBe(200)
  // The one AI recipe of the day is still there…
  const first = await postRecipe(app.url, { ingredients: INGREDIENTS })
  expect(first.status).toBe(200)
  await first.text()
  const second = await postRecipe(app.url, { ingredients: INGREDIENTS })
  expect(second.status).toBe(429)
  expect(((await second.json()) as { error: { code: string } }).error.code).toBe(
    'daily_limit_reached',
  )
  // …and with the budget spent, the offline chef still cooks.
  expect(await offline()).toBe(200)
  expect(upstream.requests).toHaveLength(1)
})

test("the visitor's rate limit counts offline requests too", async () => {
  app = await startAppServer({ engine: llmEngine(), rateLimitPerMinute: 2 })
  const offline = async () => {
    const response = await postRecipe(app!.url, { ingredients: INGREDIENTS, engine: 'offline' })
    await response.arrayBuffer()
    return response.status
  }

  expect(await offline()).toBe(200)
  const ai = await postRecipe(app.url, { ingredients: INGREDIENTS })
  await ai.arrayBuffer()
  expect(ai.status).toBe(200)
  expect(await offline()).toBe(429)
})

test('an offline-only server answers engine "offline" with its own chef', async () => {
  const engine = createOfflineEngine()
  app = await startAppServer({ engine, rateLimitPerMinute: 0 })

  const response = await postRecipe(app.url, { ingredients: INGREDIENTS, engine: 'offline' })

  expect((await readSseEvents(response))[0]?.data.engine).toBe('offline')
})

test('the page names its engine in a meta tag, compressed and revalidated', async () => {
  staticRoot = await mkdtemp(path.join(tmpdir(), 'chef-page-'))
  const html = '<!doctype html><html><head><title>Chef</title></head><body></body></html>'
  await writeFile(path.join(staticRoot, 'index.html'), html)
  app = await startAppServer({ engine: llmEngine(), rateLimitPerMinute: 0, staticRoot })

  const plain = await fetch(`${app.url}/`, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers.get('content-type')).toMatch(/^text\/html/)
  expect(plain.headers.get('cache-control')).toBe('no-cache')
  expect(plain.headers.get('content-encoding')).toBeNull()
  const text = await plain.text()
  expect(text).toContain('<meta name="chef-engine" content="llm" />')
  expect(text.indexOf('chef-engine')).toBeLessThan(text.indexOf('</head>'))

  // fetch unzips it: the same page, sent compressed.
  const gzipped = await fetch(`${app.url}/index.html`, {
    headers: { 'Accept-Encoding': 'gzip' },
  })
  expect(gzipped.headers.get('content-encoding')).toBe('gzip')
  expect(gzipped.headers.get('vary')).toMatch(/Accept-Encoding/i)
  expect(await gzipped.text()).toBe(text)
  // Quality values are read: "br;q=0" refuses brotli, "gzip;q=0.8" accepts gzip.
  const weighted = await fetch(`${app.url}/`, {
    headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0.8' },
  })
  expect(weighted.headers.get('content-encoding')).toBe('gzip')

  // A rebuilt page is served as rebuilt.
  await writeFile(path.join(staticRoot, 'index.html'), html.replace('Chef', 'Chef again'))
  const future = new Date(Date.now() + 60_000)
  await utimes(path.join(staticRoot, 'index.html'), future, future)
  expect(await (await fetch(`${app.url}/`)).text()).toContain('Chef again')

  await app.close()
  app = await startAppServer({ engine: createOfflineEngine(), rateLimitPerMinute: 0, staticRoot })
  expect(await (await fetch(`${app.url}/`)).text()).toContain(
    '<meta name="chef-engine" content="offline" />',
  )
})

test('`done` says what kind of answer the offline chef wrote, out of ideas with its suggestions as data', async () => {
  app = await startAppServer({ engine: createOfflineEngine(), rateLimitPerMinute: 0 })
  const list = ['cauliflower', 'cheddar', 'milk', 'butter', 'plain flour']

  const events = await readSseEvents(await postRecipe(app.url, { ingredients: list, variant: 50 }))
  const text = events
    .filter((event) => event.event === 'delta')
    .map((event) => event.data.text)
    .join('')
  expect(text).toMatch(/^## Out of New Ideas for This List\n/)
  const done = events.at(-1)
  expect(done).toMatchObject({ event: 'done', data: { kind: 'out-of-ideas' } })
  const suggestions = (done?.data as { suggestions?: { add: string; dish: string }[] }).suggestions
  expect(suggestions?.length).toBeGreaterThan(0)
  // The same suggestions as the text says them, in its order.
  for (const { add, dish } of suggestions ?? []) {
    expect(text).toContain(`- Add **${add}** and I can make ${dish}.`)
  }

  const json = await postRecipe(
    app.url,
    { ingredients: list, variant: 50 },
    { accept: 'application/json' },
  )
  expect(await json.json()).toMatchObject({ kind: 'out-of-ideas', suggestions })

  const notQuite = await readSseEvents(await postRecipe(app.url, { ingredients: ['salt'] }))
  expect(notQuite.at(-1)).toMatchObject({ event: 'done', data: { kind: 'not-a-recipe' } })
  expect(notQuite.at(-1)?.data).not.toHaveProperty('suggestions')
})
