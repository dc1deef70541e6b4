import { afterEach, expect, test } from 'vitest'
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
