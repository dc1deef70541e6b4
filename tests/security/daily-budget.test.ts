import { createServer, type AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { startFakeChatServer, type FakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import { rawRequest } from '../support/verbatim-request.ts'
import { startRedisServer, type RedisServer } from '../support/redis-server.ts'
import { startServerProcess, type ServerProcess } from '../support/start-server-process.ts'

/**
 * Issue 23, item 6: with WEB_CONCURRENCY=2 and Redis unreachable each worker spent the whole
 * budget (10 upstream requests on a limit of 5), and a Redis frozen after the budget was spent
 * let each process count afresh. The real `npm start` with two workers, a real redis-server.
 */

const RECIPE = JSON.stringify({ ingredients: ['eggs', 'spinach', 'feta', 'onion'] })
let upstream: FakeChatServer | undefined
let server: ServerProcess | undefined
let redis: RedisServer | undefined

afterEach(async () => {
  server?.kill()
  await server?.exited
  await redis?.close()
  await upstream?.close()
  server = undefined
  redis = undefined
  upstream = undefined
})

async function startTwoWorkers(redisUrl: string, dailyLimit: number) {
  upstream = await startFakeChatServer({ kind: 'answer', chunks: ['## Omelette\n', '1. Whisk.'] })
  server = await startServerProcess(
    {
      WEB_CONCURRENCY: '2',
      REDIS_URL: redisUrl,
      DAILY_UPSTREAM_LIMIT: String(dailyLimit),
      LLM_BASE_URL: upstream.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MAX_RETRIES: '0',
      LOG_LEVEL: 'info',
    },
    { listeningLines: 2 },
  )
  return { upstream, server }
}

/**
 * One recipe request on a connection of its own: the cluster primary hands new connections to
 * its workers in turn, so consecutive requests alternate between them.
 */
async function askRecipe(url: string): Promise<{ status: number; code?: string }> {
  const answer = await rawRequest(url, '/api/recipe', {
    method: 'POST',
    body: RECIPE,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  })
  const code =
    answer.status === 200
      ? undefined
      : (JSON.parse(answer.text) as { error: { code: string } }).error.code
  return { status: answer.status, ...(code ? { code } : {}) }
}

const chatRequests = (fake: FakeChatServer) =>
  fake.requests.filter((request) => request.method === 'POST').length

test('two workers with Redis unreachable: together they spend no more than the daily limit', async () => {
  const closedPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
  const { upstream, server } = await startTwoWorkers(`redis://127.0.0.1:${closedPort}`, 5)

  const answers = []
  for (let index = 0; index < 12; index += 1) answers.push(await askRecipe(server.url))

  // ceil(5 / 2) each used to make 6; 5 each (the old default) made 10. Shares of 3 and 2 make 5.
  expect(chatRequests(upstream)).toBe(5)
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5)
  expect(answers.filter((answer) => answer.code === 'daily_limit_reached')).toHaveLength(7)
  // Both workers answered recipes: each spent its own share.
  const servedBy = new Set(
    server.lines
      .filter(
        (line) => line.msg === 'request' && line.path === '/api/recipe' && line.status === 200,
      )
      .map((line) => line.worker),
  )
  expect(servedBy.size).toBe(2)
}, 60_000)

test('a budget spent in Redis stays spent while Redis is frozen, then stopped', async () => {
  redis = await startRedisServer()
  const { upstream, server } = await startTwoWorkers(redis.url, 4)
  const answers = []
  // Until each worker has been refused once: both have seen the budget spent.
  while (answers.filter((answer) => answer.status === 429).length < 2) {
    answers.push(await askRecipe(server.url))
    expect(answers.length).toBeLessThan(10)
  }
  expect(chatRequests(upstream)).toBe(4)

  // Frozen: the connection stays, commands go unanswered; each worker falls back to its memory.
  redis.pause()
  for (let index = 0; index < 6; index += 1) {
    expect(await askRecipe(server.url)).toEqual({ status: 429, code: 'daily_limit_reached' })
  }
  await server.waitForLine((line) => String(line.msg).startsWith('Redis unavailable'))
  // Stopped: the connection goes too.
  await redis.kill()
  for (let index = 0; index < 6; index += 1) {
    expect(await askRecipe(server.url)).toEqual({ status: 429, code: 'daily_limit_reached' })
  }
  expect(chatRequests(upstream)).toBe(4)
}, 60_000)
