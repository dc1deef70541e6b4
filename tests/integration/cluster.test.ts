import { request } from 'node:http'
import { afterEach, expect, test } from 'vitest'
import { startFakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import { postRecipe, readSseEvents } from '../support/start-app-server.ts'
import { startServerProcess, type ServerProcess } from '../support/start-server-process.ts'

let server: ServerProcess | undefined

afterEach(() => {
  // The primary first: its workers exit when it goes (their IPC channel closes).
  server?.kill()
  for (const pid of workerPids(server?.lines ?? [])) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone, as it should be.
    }
  }
})

const isListening = (line: Record<string, unknown>) => typeof line.port === 'number'

function workerPids(lines: readonly Record<string, unknown>[]): number[] {
  return lines.filter(isListening).map((line) => line.pid as number)
}

/** GET /api/health on a fresh connection each time, so the primary hands each to a worker. */
function health(url: string): Promise<number> {
  return new Promise((resolve) => {
    request(`${url}/api/health`, { agent: false }, (incoming) => {
      incoming.resume()
      incoming.on('end', () => resolve(incoming.statusCode ?? 0))
    })
      .on('error', () => resolve(0))
      .end()
  })
}

/** The pids of the workers that logged a request line, from `fromLine` on. */
function answeringPids(lines: readonly Record<string, unknown>[], fromLine = 0): Set<number> {
  return new Set(
    lines
      .slice(fromLine)
      .filter((line) => line.msg === 'request')
      .map((line) => line.pid as number),
  )
}

test('WEB_CONCURRENCY=2: two workers answer, and a killed one is replaced while the other serves', async () => {
  server = await startServerProcess({ WEB_CONCURRENCY: '2' }, { listeningLines: 2 })
  const [first, second] = workerPids(server.lines)
  expect(first).not.toBe(second)
  expect(server.process.pid).not.toBe(first)

  const statuses = await Promise.all(Array.from({ length: 20 }, () => health(server!.url)))
  expect(statuses.every((status) => status === 200)).toBe(true)
  // Request lines reach us through a pipe, possibly after the answers: wait for all of them.
  await server.waitForLine(() => answeringPids(server!.lines).size === 2)
  expect(answeringPids(server.lines)).toEqual(new Set([first, second]))

  process.kill(first!, 'SIGKILL')
  await server.waitForLine((line) => line.msg === 'worker died: starting another')
  const afterDeath = server.lines.length
  const duringRestart = await Promise.all(Array.from({ length: 10 }, () => health(server!.url)))
  expect(duringRestart.every((status) => status === 200)).toBe(true)

  await server.waitForLine(() => server!.lines.filter(isListening).length === 3)
  const replacement = workerPids(server.lines)[2]!
  expect([first, second]).not.toContain(replacement)
  const mark = server.lines.length
  const afterRestart = await Promise.all(Array.from({ length: 20 }, () => health(server!.url)))
  expect(afterRestart.every((status) => status === 200)).toBe(true)
  await server.waitForLine(() => answeringPids(server!.lines, mark).size === 2)
  expect(answeringPids(server.lines, mark)).toEqual(new Set([second, replacement]))
  expect(answeringPids(server.lines, afterDeath)).not.toContain(first)
}, 60_000)

/** POST a recipe request on a fresh connection, so the primary hands each to a worker in turn. */
function recipeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] })
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
      .end(body)
  })
}

test('WEB_CONCURRENCY=2 without Redis: the workers share one rate limit, kept by the primary', async () => {
  server = await startServerProcess(
    { WEB_CONCURRENCY: '2', RATE_LIMIT_PER_MINUTE: '4' },
    { listeningLines: 2 },
  )
  const statuses: number[] = []
  for (let index = 0; index < 6; index += 1) statuses.push(await recipeStatus(server.url))
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  // Both workers answered: counted apart, each would have let all six through.
  await server.waitForLine(() => answeringPids(server!.lines).size === 2)
})

test('SIGTERM to the primary lets a streaming recipe finish, then everything exits 0 within the grace period', async () => {
  const upstream = await startFakeChatServer({
    kind: 'answer',
    chunks: ['## Slow', ' soup', '\n1. Simmer', ' gently.'],
    chunkDelayMs: 250,
  })
  try {
    server = await startServerProcess(
      { WEB_CONCURRENCY: '2', SHUTDOWN_GRACE_MS: '5000', LLM_BASE_URL: upstream.baseUrl },
      { listeningLines: 2 },
    )
    const response = await postRecipe(server.url, {
      ingredients: ['eggs', 'spinach', 'feta', 'onion'],
    })
    expect(response.status).toBe(200)

    const signalledAt = Date.now()
    server.process.kill('SIGTERM')

    const events = await readSseEvents(response)
    expect(events.filter((event) => event.event === 'delta')).toHaveLength(4)
    expect(events.at(-1)?.event).toBe('done')
    expect(await server.exited).toBe(0)
    expect(Date.now() - signalledAt).toBeLessThan(5_000)
    expect(server.lines.some((line) => line.msg === 'all workers have exited')).toBe(true)
    for (const pid of workerPids(server.lines)) {
      expect(() => process.kill(pid, 0)).toThrow() // gone
    }
  } finally {
    await upstream.close()
  }
}, 60_000)
