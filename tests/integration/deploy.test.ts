import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startFakeChatServer, type FakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import { startAppProcess, type AppProcess } from '../support/app-process.ts'
import { startNginx, type Nginx } from '../support/nginx.ts'
import { startRedisServer, type RedisServer } from '../support/redis-server.ts'

/**
 * The reference deployment of docs/deploy.md, run for real: Debian's nginx with
 * deploy/nginx/chef-claude.conf, two app processes started as `npm start` starts them, one
 * redis-server, and a fake chat-completions upstream. Every request goes through nginx, from a
 * loopback address of its own (127.0.0.x) standing for one visitor.
 */

// Assembled at run time so secret scanners do not flag a test canary as a leaked token.
const TOKEN = ['hf', 'DeployCanary0123456789abcdef'].join('_')
const PER_MINUTE = 3
const DAILY_LIMIT = 14
// A recipe opens with its title, as a model's does (the server holds back an answer's unmarked
// start while it may still be a reasoning monologue).
const SLOW_CHUNKS = [
  '## Spinach and Feta Omelette\n\n',
  ...Array.from({ length: 9 }, (_, index) => `${index + 1}. Step ${index + 1}.\n`),
]
const CHUNK_GAP_MS = 100
const RECIPE = { ingredients: ['eggs', 'spinach', 'feta', 'onion'] }

let upstream: FakeChatServer
let redis: RedisServer
let apps: AppProcess[] = []
let nginx: Nginx
/** Each test's visitors get addresses no other test used, so their limits start fresh. */
let nextVisitor = 10
const newVisitor = () => `127.0.0.${nextVisitor++}`

beforeAll(async () => {
  upstream = await startFakeChatServer({ kind: 'answer', chunks: ['## Quick', ' omelette'] })
  redis = await startRedisServer()
  const env = {
    SERVE_CLIENT: 'false',
    TRUST_PROXY: 'true',
    REDIS_URL: redis.url,
    LLM_BASE_URL: upstream.baseUrl,
    LLM_API_KEY: TOKEN,
    RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
    DAILY_UPSTREAM_LIMIT: String(DAILY_LIMIT),
    DAILY_UPSTREAM_INSTANCES: '2',
    SHUTDOWN_GRACE_MS: '5000',
    LOG_LEVEL: 'info',
  }
  apps = await Promise.all([startAppProcess(env), startAppProcess(env)])
  // An instance waits for Redis before it listens, so its first visitors are counted with
  // everyone else's rather than in its own memory.
  for (const app of apps) {
    const messages = app.lines.map((line) => line.msg)
    expect(messages.indexOf('limits are shared through Redis')).toBeGreaterThanOrEqual(0)
    expect(messages.indexOf('limits are shared through Redis')).toBeLessThan(
      messages.findIndex((message) => String(message).includes('is listening')),
    )
  }
  nginx = await startNginx({ app1: apps[0]!.address, app2: apps[1]!.address })
}, 60_000)

afterAll(async () => {
  await nginx?.close()
  await Promise.all(apps.map((app) => app.close()))
  await redis?.close()
  await upstream?.close()
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
  /** Every read of the body, stamped on arrival. */
  reads: { atMs: number; text: string }[]
}

/** One request through nginx from `from` (a loopback address), on a connection of its own. */
function send(
  from: string,
  options: {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  } = {},
): Promise<Answer> {
  const { port } = new URL(nginx.url)
  const body = options.body ?? JSON.stringify(RECIPE)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        agent: false,
        method: options.method ?? 'POST',
        path: options.path ?? '/api/recipe',
        headers: {
          ...(options.method === 'GET'
            ? {}
            : { 'Content-Type': 'application/json', Accept: 'text/event-stream' }),
          ...options.headers,
        },
      },
      (response) => {
        const reads: Answer['reads'] = []
        response.setEncoding('utf8')
        response.on('data', (text: string) => reads.push({ atMs: performance.now(), text }))
        response.on('error', reject)
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: reads.map((read) => read.text).join(''),
            reads,
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.method === 'GET' ? undefined : body)
  })
}

/** An instance with a recipe stream under way: its request line is logged, its end is not. */
function isStreaming(app: AppProcess): boolean {
  const ended = new Set(
    app.lines.filter((line) => line.msg === 'recipe streamed').map((line) => line.requestId),
  )
  return app.lines.some(
    (line) =>
      line.msg === 'request' &&
      line.path === '/api/recipe' &&
      line.status === 200 &&
      !ended.has(line.requestId),
  )
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (performance.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Whether nginx's access log holds this request id. nginx writes the line when the request ends,
 * which a busy machine may see only after the client has read the whole answer: wait for it.
 */
async function accessLogged(requestId: unknown, timeoutMs = 5_000): Promise<boolean> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    if ((await nginx.accessLog()).some((line) => line.requestId === requestId)) return true
    if (performance.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const errorCode = (answer: Answer) =>
  (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code

/**
 * Which app instance logged the request nginx tagged with this id. The app writes its log line
 * as the answer goes out, so the line may reach this process just after the answer does.
 */
function servedBy(answer: Answer): Promise<AppProcess> {
  const requestId = answer.headers['x-request-id']
  return waitFor(() => apps.find((app) => app.lines.some((line) => line.requestId === requestId)))
}

/** The set of instances that served these answers. */
async function instancesServing(answers: Answer[]): Promise<Set<AppProcess>> {
  return new Set(await Promise.all(answers.map(servedBy)))
}

test('a recipe streamed through nginx arrives chunk by chunk, uncompressed', async () => {
  upstream.enqueue({ kind: 'answer', chunks: SLOW_CHUNKS, chunkDelayMs: CHUNK_GAP_MS })

  const answer = await send(newVisitor(), { headers: { 'Accept-Encoding': 'gzip, br' } })

  expect(answer.status).toBe(200)
  expect(answer.headers['content-type']).toMatch(/^text\/event-stream/)
  expect(answer.headers['content-encoding']).toBeUndefined()
  expect(answer.body).toContain('event: done')
  const deltaReads = answer.reads.filter((read) => read.text.includes('event: delta'))
  // The upstream spaces its 10 chunks over 900 ms. Buffered by nginx, they would come in one or
  // two reads at the end; streamed, they come one by one across those 900 ms.
  expect(deltaReads.length).toBeGreaterThanOrEqual(7)
  const spanMs = deltaReads.at(-1)!.atMs - deltaReads[0]!.atMs
  expect(spanMs).toBeGreaterThan(600)
  // nginx's request id is the one the app logged: one id follows a request across both logs.
  const requestId = answer.headers['x-request-id']
  expect(requestId).toMatch(/^[0-9a-f]{32}$/)
  await servedBy(answer)
  expect(await accessLogged(requestId)).toBe(true)
})

test('both instances serve, each with its limits in Redis', async () => {
  const visitor = newVisitor()
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => send(visitor, { method: 'GET', path: '/api/health' })),
  )
  for (const answer of answers) {
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok', engine: 'llm', limits: 'redis' })
  }
  // nginx keeps health checks out of its access log; the apps log each one.
  expect(await instancesServing(answers)).toEqual(new Set(apps))
})

test('the per-visitor limit is shared: the 4th recipe in a minute is refused, whichever instance answers', async () => {
  const visitor = newVisitor()
  const answers: Answer[] = []
  for (let index = 0; index <= PER_MINUTE; index++) answers.push(await send(visitor))

  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
  const refused = answers.at(-1)!
  expect(errorCode(refused)).toBe('rate_limited')
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  // Spread over both instances: with limits in each process's memory, neither would have
  // counted past 2, and the 4th would have been served.
  expect((await instancesServing(answers)).size).toBe(2)
})

test('visitors are told apart by the address nginx saw, never by a header they wrote', async () => {
  const limited = newVisitor()
  for (let index = 0; index < PER_MINUTE; index++) expect((await send(limited)).status).toBe(200)

  // Pretending to be someone else does not reset the limit: nginx replaces X-Forwarded-For.
  const forged = await send(limited, { headers: { 'X-Forwarded-For': '203.0.113.7' } })
  expect(forged.status).toBe(429)
  // Another visitor has a limit of their own.
  expect((await send(newVisitor())).status).toBe(200)
})

test('a body over 16 KB gets a readable 413; one of exactly 16 KB still reaches the app', async () => {
  const bodyOfLength = (bytes: number) => {
    const shell = JSON.stringify({ ingredients: [''] })
    return JSON.stringify({ ingredients: ['x'.repeat(bytes - shell.length)] })
  }
  const atLimit = await send(newVisitor(), { body: bodyOfLength(16 * 1024) })
  // The app read it and judged the ingredient too long: nginx let the full 16 KB through.
  expect(atLimit.status).toBe(400)
  expect(errorCode(atLimit)).toBe('invalid_request')

  const overLimit = await send(newVisitor(), { body: bodyOfLength(16 * 1024 + 1) })
  expect(overLimit.status).toBe(413)
  expect(overLimit.headers['content-type']).toMatch(/^application\/json/)
  expect(errorCode(overLimit)).toBe('payload_too_large')
})

test('the daily upstream budget is shared by both instances', async () => {
  const before = upstream.requests.length
  expect(before).toBeLessThan(DAILY_LIMIT)
  const answers: Answer[] = []
  for (let index = before; index <= DAILY_LIMIT; index++) answers.push(await send(newVisitor()))

  expect(answers.at(-1)!.status).toBe(429)
  expect(errorCode(answers.at(-1)!)).toBe('daily_limit_reached')
  expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true)
  expect(upstream.requests.length).toBe(DAILY_LIMIT)
  expect((await instancesServing(answers)).size).toBe(2)
})

test('a rolling restart: the instance told to stop finishes its stream while the other takes new visitors', async () => {
  // A new day: the budget spent above is back.
  const client = new Redis(redis.url, { maxRetriesPerRequest: 1 })
  try {
    await client.flushall()
  } finally {
    client.disconnect()
  }
  upstream.enqueue({ kind: 'answer', chunks: SLOW_CHUNKS, chunkDelayMs: CHUNK_GAP_MS })
  const streaming = send(newVisitor())
  const stopping = await waitFor(() => apps.find(isStreaming))
  stopping.process.kill('SIGTERM')
  // The stopping instance closes its idle keep-alive connections to nginx at once. A POST nginx
  // sends on one in that very instant cannot be retried (it may have reached the app), so
  // visitors are taken to arrive once nginx has seen those connections close (docs/deploy.md).
  await waitFor(() => (stopping.rawLog().includes('shutting down') ? true : undefined))
  await new Promise((resolve) => setTimeout(resolve, 200))

  const meanwhile = await Promise.all(
    [newVisitor(), newVisitor(), newVisitor()].map((visitor) => send(visitor)),
  )
  expect(meanwhile.map((answer) => answer.status)).toEqual([200, 200, 200])
  const stream = await streaming
  expect(stream.status).toBe(200)
  // Each chunk as the events carry it: inside a JSON string.
  for (const chunk of SLOW_CHUNKS) expect(stream.body).toContain(JSON.stringify(chunk).slice(1, -1))
  expect(stream.body).toContain('event: done')
  expect(await stopping.exited).toBe(0)
})

test('with every instance down, nginx answers 503 in the API error shape', async () => {
  await Promise.all(apps.map((app) => app.close()))

  const answer = await send(newVisitor())

  expect(answer.status).toBe(503)
  expect(answer.headers['retry-after']).toBe('5')
  expect(errorCode(answer)).toBe('unavailable')
  // Which tells the page no app could be reached: it writes the recipe on the device.
  expect(answer.headers['x-chef-unreachable']).toBe('1')
  for (const app of apps) expect(app.rawLog()).not.toContain(TOKEN)
})
