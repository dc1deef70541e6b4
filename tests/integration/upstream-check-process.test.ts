import { request } from 'node:http'
import { afterEach, expect, test } from 'vitest'
import type { HealthResponse } from '../../src/shared/recipe-stream.ts'
import { startFakeChatServer, type FakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import { startServerProcess, type ServerProcess } from '../support/start-server-process.ts'

// The server as `npm start` runs it: the model-list check at start-up, its one warning, the
// health and readiness answers, and the metrics summed over cluster workers.

const MODEL = 'Qwen/Qwen3-235B-A22B-Instruct-2507'
const TOKEN = 'fake-token-process-check-canary'

let server: ServerProcess | undefined
let upstream: FakeChatServer | undefined

afterEach(async () => {
  server?.kill()
  for (const line of server?.lines ?? []) {
    if (typeof line.port === 'number' && typeof line.pid === 'number') {
      try {
        process.kill(line.pid, 'SIGKILL')
      } catch {
        // Already gone with its primary.
      }
    }
  }
  server = undefined
  await upstream?.close()
  upstream = undefined
})

const isNotListedWarning = (line: Record<string, unknown>) =>
  typeof line.msg === 'string' && line.msg.includes('does not list the model')

test('a model the service does not list: one plain warning at start, health and readiness say so', async () => {
  upstream = await startFakeChatServer()
  upstream.setModels({
    kind: 'list',
    ids: ['BAAI/bge-m3', 'meta-llama/Llama-3.3-70B-Instruct', 'openai/gpt-oss-120b'],
  })
  const baseUrl = upstream.baseUrl.replace('http://', 'http://operator:hunter2secret@')
  server = await startServerProcess({ LLM_BASE_URL: baseUrl, LLM_API_KEY: TOKEN, LLM_MODEL: MODEL })

  const warning = await server.waitForLine(isNotListedWarning)
  expect(warning.level).toBe(40)
  expect(warning.msg).toContain(`"${MODEL}"`)
  expect(warning.msg).toContain('set LLM_MODEL')
  expect(warning.msg).toContain(upstream.baseUrl)
  expect(warning.msg).toContain('meta-llama/Llama-3.3-70B-Instruct')
  expect(warning.msg).not.toContain('bge-m3')
  expect(upstream.modelListRequests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`)

  const health = (await (await fetch(`${server.url}/api/health`)).json()) as HealthResponse
  expect(health.upstream).toMatchObject({ model: MODEL, available: false })
  expect(health.upstream?.checkedAt).toMatch(/^\d{4}-/)
  const ready = await fetch(`${server.url}/api/ready`)
  expect(ready.status).toBe(503)
  expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'model_not_served' })
  // METRICS unset: no metrics.
  expect((await fetch(`${server.url}/metrics`)).status).toBe(404)

  expect(server.lines.filter(isNotListedWarning)).toHaveLength(1)
  expect(JSON.stringify(server.lines)).not.toContain(TOKEN)
  // The warning names the base URL without its password (the start-up line is item 8's).
  expect(JSON.stringify(warning)).not.toContain('hunter2secret')
}, 60_000)

test('a server with no model list: unknown, ready, and no warning', async () => {
  upstream = await startFakeChatServer()
  server = await startServerProcess({ LLM_BASE_URL: upstream.baseUrl, LLM_MODEL: 'llama3.1' })
  await waitFor(async () => {
    const health = (await (await fetch(`${server!.url}/api/health`)).json()) as HealthResponse
    return health.upstream?.checkedAt !== null
  })
  const health = (await (await fetch(`${server.url}/api/health`)).json()) as HealthResponse
  expect(health.upstream).toMatchObject({ model: 'llama3.1', available: null })
  expect((await fetch(`${server.url}/api/ready`)).status).toBe(200)
  expect(server.lines.filter((line) => line.level === 40)).toHaveLength(0)
}, 60_000)

/** POST a recipe on a fresh connection, so the primary hands each to a worker in turn. */
function recipeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    request(
      `${url}/api/recipe`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      },
      (incoming) => {
        incoming.resume()
        incoming.on('end', () => resolve(incoming.statusCode ?? 0))
      },
    )
      .on('error', () => resolve(0))
      .end(JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] }))
  })
}

test('WEB_CONCURRENCY=2 with METRICS=true: /metrics sums both workers, whichever answers', async () => {
  server = await startServerProcess(
    { WEB_CONCURRENCY: '2', METRICS: 'true', RATE_LIMIT_PER_MINUTE: '5' },
    { listeningLines: 2 },
  )
  const statuses: number[] = []
  for (let index = 0; index < 6; index += 1) statuses.push(await recipeStatus(server.url))
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  // Both workers wrote recipes: counted apart, neither alone has all five.
  await server.waitForLine(
    () =>
      new Set(server!.lines.filter((line) => line.msg === 'request').map((line) => line.pid))
        .size === 2,
  )

  // Asked several times on fresh connections, so different workers answer: always the sum.
  for (let index = 0; index < 4; index += 1) {
    const text = await metricsText(server.url)
    expect(text).toContain('chef_recipes_total{engine="offline",outcome="ok"} 5')
    expect(text).toContain('chef_limit_rejections_total{limit="visitor_rate"} 1')
    expect(text).toContain('chef_recipes_in_flight{engine="offline"} 0')
  }
}, 60_000)

function metricsText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request(`${url}/metrics`, { agent: false }, (incoming) => {
      let text = ''
      incoming.setEncoding('utf8')
      incoming.on('data', (chunk: string) => (text += chunk))
      incoming.on('end', () =>
        incoming.statusCode === 200 ? resolve(text) : reject(new Error(`${incoming.statusCode}`)),
      )
    })
      .on('error', reject)
      .end()
  })
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
