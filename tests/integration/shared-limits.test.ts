import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import type { HealthResponse } from '../../src/shared/recipe-stream.ts'
import { loadConfig } from '../../src/server/config.ts'
import { createEngine } from '../../src/server/create-engine.ts'
import type { RecipeEngine } from '../../src/server/engines/recipe-engine.ts'
import { createLimits, type Limits } from '../../src/server/limits/create-limits.ts'
import { startFakeChatServer, type FakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import { createMemoryLogger, type MemoryLogger } from '../support/memory-logger.ts'
import { startRedisServer, type RedisServer } from '../support/redis-server.ts'
import { startAppServer, type AppServer } from '../support/start-app-server.ts'

const REDIS_DOWN = "Redis unavailable: limits fall back to each process's memory"
const REDIS_BACK = 'Redis is back: limits are shared again'
const BODY = JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] })
/** Well above the two bounded Redis checks a request makes, well below a hang. */
const ANSWER_WITHIN_MS = 3_000

const quickEngine: RecipeEngine = {
  name: 'offline',
  model: 'quick',
  async *streamRecipe() {
    yield 'ok'
  },
}

interface Instance {
  app: AppServer
  limits: Limits
  log: MemoryLogger
}

let redis: RedisServer
let instances: Instance[] = []
let upstream: FakeChatServer | undefined

beforeAll(async () => {
  redis = await startRedisServer()
})

afterAll(async () => {
  await redis.close()
})

beforeEach(async () => {
  // A failed test may have left Redis stopped or frozen: every test starts from a fresh one.
  redis.resume()
  if (!redis.isRunning()) await redis.restart()
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1, commandTimeout: 2_000 })
  try {
    await client.flushall()
  } finally {
    client.disconnect()
  }
})

afterEach(async () => {
  for (const { app, limits } of instances) {
    await app.close()
    await limits.close()
  }
  instances = []
  await upstream?.close()
  upstream = undefined
})

/** One server instance as main.ts builds it, its limits in Redis at `url`. */
async function startInstance(env: Record<string, string>, url = redis.url): Promise<Instance> {
  const log = createMemoryLogger()
  const config = loadConfig({ REDIS_URL: url, TRUST_PROXY: 'true', ...env })
  const limits = createLimits(config, log.logger, { isClusterWorker: false })
  const engine = config.engine === 'llm' ? createEngine(config, log.logger, limits) : quickEngine
  const app = await startAppServer({ engine, limits, trustProxy: true })
  const instance = { app, limits, log }
  instances.push(instance)
  await waitForHealth(instance, 'redis')
  return instance
}

async function health(instance: Instance): Promise<HealthResponse> {
  const response = await fetch(`${instance.app.url}/api/health`)
  return (await response.json()) as HealthResponse
}

async function waitForHealth(instance: Instance, limits: HealthResponse['limits']) {
  const deadline = Date.now() + 10_000
  while ((await health(instance)).limits !== limits) {
    if (Date.now() > deadline) throw new Error(`health never said limits: ${limits}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Asks for a recipe as `visitor` (the proxy's X-Forwarded-For), timing the answer. */
async function ask(instance: Instance, visitor: string) {
  const startedAt = performance.now()
  const response = await fetch(`${instance.app.url}/api/recipe`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Forwarded-For': visitor,
    },
    body: BODY,
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { error?: { code: string } }
  return {
    status: response.status,
    code: body.error?.code,
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - startedAt,
  }
}

test('two instances share one per-visitor limit through Redis', async () => {
  const [a, b] = [
    await startInstance({ RATE_LIMIT_PER_MINUTE: '3' }),
    await startInstance({ RATE_LIMIT_PER_MINUTE: '3' }),
  ]

  const answers = [await ask(a, '1.1.1.1'), await ask(b, '1.1.1.1'), await ask(a, '1.1.1.1')]
  const refused = await ask(b, '1.1.1.1')

  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
  expect(refused).toMatchObject({ status: 429, code: 'rate_limited' })
  expect(Number(refused.retryAfter)).toBeGreaterThan(0)
  // Another visitor has a limit of their own.
  expect((await ask(b, '2.2.2.2')).status).toBe(200)
  expect(a.log.count('limits are shared through Redis')).toBe(1)
})

test('two instances share the daily upstream budget through Redis', async () => {
  upstream = await startFakeChatServer({ kind: 'answer', chunks: ['Soup'] })
  const env = {
    LLM_BASE_URL: upstream.baseUrl,
    LLM_MAX_RETRIES: '0',
    DAILY_UPSTREAM_LIMIT: '3',
    RATE_LIMIT_PER_MINUTE: '0',
  }
  const [a, b] = [await startInstance(env), await startInstance(env)]

  const statuses = [
    (await ask(a, '1.1.1.1')).status,
    (await ask(b, '2.2.2.2')).status,
    (await ask(a, '3.3.3.3')).status,
  ]
  const refusedByB = await ask(b, '4.4.4.4')
  const refusedByA = await ask(a, '5.5.5.5')

  expect(statuses).toEqual([200, 200, 200])
  expect(refusedByB).toMatchObject({ status: 429, code: 'daily_limit_reached' })
  expect(refusedByA).toMatchObject({ status: 429, code: 'daily_limit_reached' })
  expect(Number(refusedByA.retryAfter)).toBeGreaterThan(60 * 60)
  expect(upstream.requests).toHaveLength(3)
})

test('Redis going costs no visitor anything and is logged once; back, the limits are shared again', async () => {
  const [a, b] = [
    await startInstance({ RATE_LIMIT_PER_MINUTE: '3' }),
    await startInstance({ RATE_LIMIT_PER_MINUTE: '3' }),
  ]

  await redis.kill()
  await waitForHealth(a, 'memory (redis unavailable)')
  await waitForHealth(b, 'memory (redis unavailable)')

  // Each process now counts on its own: still limited, never a 5xx, never a wait.
  const fromA = []
  for (let index = 0; index < 4; index += 1) fromA.push(await ask(a, '7.7.7.7'))
  const fromB = await ask(b, '7.7.7.7')
  expect(fromA.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
  expect(fromB.status).toBe(200)
  for (const answer of [...fromA, fromB]) expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)

  // ioredis keeps reconnecting (and failing) meanwhile: still one line, not one per attempt.
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  expect(a.log.count(REDIS_DOWN)).toBe(1)
  expect(b.log.count(REDIS_DOWN)).toBe(1)
  expect(a.log.count(REDIS_BACK)).toBe(0)

  await redis.restart()
  await waitForHealth(a, 'redis')
  await waitForHealth(b, 'redis')

  expect(a.log.count(REDIS_BACK)).toBe(1)
  expect(b.log.count(REDIS_BACK)).toBe(1)
  expect(a.log.count(REDIS_DOWN)).toBe(1)
  const shared = [await ask(a, '8.8.8.8'), await ask(b, '8.8.8.8'), await ask(a, '8.8.8.8')]
  expect(shared.map((answer) => answer.status)).toEqual([200, 200, 200])
  expect((await ask(b, '8.8.8.8')).status).toBe(429)
})

test('a Redis that stops answering is waited for only briefly, and noticed when it answers again', async () => {
  upstream = await startFakeChatServer({ kind: 'answer', chunks: ['Soup'] })
  const a = await startInstance({
    LLM_BASE_URL: upstream.baseUrl,
    DAILY_UPSTREAM_LIMIT: '10',
    DAILY_UPSTREAM_INSTANCES: '5',
    RATE_LIMIT_PER_MINUTE: '5',
  })

  redis.pause()
  try {
    // Both checks (visitor, budget) time out and fall back to memory, where the budget is this
    // process's share: ceil(10 / 5) = 2.
    const answers = [await ask(a, '1.1.1.1'), await ask(a, '1.1.1.1'), await ask(a, '1.1.1.1')]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429])
    expect(answers[2]?.code).toBe('daily_limit_reached')
    for (const answer of answers) expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    expect((await health(a)).limits).toBe('memory (redis unavailable)')
    expect(a.log.count(REDIS_DOWN)).toBe(1)
  } finally {
    redis.resume()
  }

  await waitForHealth(a, 'redis')
  expect(a.log.count(REDIS_BACK)).toBe(1)
  expect(upstream.requests).toHaveLength(2)
})

test('the Redis password is never logged nor shown', async () => {
  const guarded = await startRedisServer({ password: 's3cret-pass' })
  try {
    const a = await startInstance({ RATE_LIMIT_PER_MINUTE: '3' }, guarded.url)
    expect((await ask(a, '1.1.1.1')).status).toBe(200)

    await guarded.kill()
    await waitForHealth(a, 'memory (redis unavailable)')

    const healthText = JSON.stringify(await health(a))
    expect(a.log.raw()).toContain(`127.0.0.1:${guarded.port}`)
    expect(a.log.raw()).not.toContain('s3cret-pass')
    expect(a.app.rawLogs()).not.toContain('s3cret-pass')
    expect(healthText).not.toContain('s3cret-pass')
  } finally {
    await guarded.close()
  }
})
