import { request } from 'node:http'
import { afterEach, expect, test } from 'vitest'
import { MAX_BODY_BYTES } from '../../src/shared/limits.ts'
import { loadConfig } from '../../src/server/config.ts'
import { createEngine } from '../../src/server/create-engine.ts'
import type { RecipeEngine } from '../../src/server/engines/recipe-engine.ts'
import { createLogger } from '../../src/server/logger.ts'
import { startFakeChatServer, type FakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import { startAppServer, type AppServer } from '../support/start-app-server.ts'

const quickEngine: RecipeEngine = {
  name: 'offline',
  model: 'quick',
  async *streamRecipe() {
    yield 'ok'
  },
}
const BODY = JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] })

let app: AppServer | undefined
let upstream: FakeChatServer | undefined

afterEach(async () => {
  await app?.close()
  await upstream?.close()
  app = undefined
  upstream = undefined
})

function ask(url: string, forwardedFor?: string) {
  return fetch(`${url}/api/recipe`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: BODY,
  })
}

test('a spoofed X-Forwarded-For does not dodge the limit when no proxy is trusted', async () => {
  app = await startAppServer({ engine: quickEngine, rateLimitPerMinute: 2 })

  const statuses = []
  for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
    statuses.push((await ask(app.url, address)).status)
  }

  expect(statuses).toEqual([200, 200, 429])
})

test('behind a trusted proxy each forwarded client has its own limit', async () => {
  app = await startAppServer({ engine: quickEngine, rateLimitPerMinute: 1, trustProxy: true })

  expect((await ask(app.url, '9.9.9.9, 1.1.1.1')).status).toBe(200)
  expect((await ask(app.url, '9.9.9.9, 2.2.2.2')).status).toBe(200)
  // The client wrote 9.9.9.9 itself; only the last hop, added by our proxy, counts.
  expect((await ask(app.url, '8.8.8.8, 1.1.1.1')).status).toBe(429)
})

test('the daily upstream cap stops spending and says so with a 429', async () => {
  upstream = await startFakeChatServer({ kind: 'answer', chunks: ['Soup'] })
  const config = loadConfig({ LLM_BASE_URL: upstream.baseUrl, DAILY_UPSTREAM_LIMIT: '2' })
  app = await startAppServer({
    engine: createEngine(config, createLogger('silent')),
    rateLimitPerMinute: 0,
  })

  expect((await ask(app.url)).status).toBe(200)
  expect((await ask(app.url)).status).toBe(200)
  const refused = await ask(app.url)

  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    'daily_limit_reached',
  )
  expect(upstream.requests).toHaveLength(2)
})

/** Posts `pieces` one by one with chunked transfer encoding: the server cannot know the size. */
function postChunked(url: string, pieces: readonly string[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(`${url}/api/recipe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    })
    outgoing.on('error', reject)
    outgoing.on('response', (incoming) => {
      let body = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (text: string) => (body += text))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }))
    })
    for (const piece of pieces) outgoing.write(piece)
    outgoing.end()
  })
}

test('a declared length over the limit is a 413 before a byte of the body is read', async () => {
  app = await startAppServer({ engine: quickEngine, rateLimitPerMinute: 0 })
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(`${app!.url}/api/recipe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': 50 * 1024 * 1024 },
    })
    outgoing.on('error', reject)
    outgoing.on('response', (incoming) => {
      let body = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (text: string) => (body += text))
      incoming.on('end', () => {
        outgoing.destroy()
        resolve({ status: incoming.statusCode ?? 0, body })
      })
    })
    // Headers only: the 50 MB never come, so only an answer that does not wait can pass.
    outgoing.flushHeaders()
  })

  expect(answer.status).toBe(413)
  expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'payload_too_large' } })
})

test('a chunked body is counted as it arrives: over the limit is a 413, under it is read whole', async () => {
  app = await startAppServer({ engine: quickEngine, rateLimitPerMinute: 0 })
  const padding = ' '.repeat(1024)
  const tooBig = await postChunked(app.url, [
    '{"ingredients":["egg","milk","flour","sugar"]',
    ...Array.from({ length: Math.ceil(MAX_BODY_BYTES / padding.length) + 1 }, () => padding),
    '}',
  ])
  expect(tooBig.status).toBe(413)
  expect(JSON.parse(tooBig.body)).toMatchObject({ error: { code: 'payload_too_large' } })

  const fits = await postChunked(app.url, [
    '{"ingredients":',
    '["egg","milk",',
    '"flour","sugar"]}',
  ])
  expect(fits.status).toBe(200)
  expect(JSON.parse(fits.body)).toMatchObject({ recipe: 'ok' })
})
