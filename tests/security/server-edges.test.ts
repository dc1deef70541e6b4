import { connect } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { startFakeChatServer, type FakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import { postRecipe } from '../support/start-app-server.ts'
import { startServerProcess, type ServerProcess } from '../support/start-server-process.ts'

/** Issue 23, item 8 (the server's and the deployment's part), against the real `npm start`. */

let server: ServerProcess | undefined
let upstream: FakeChatServer | undefined

afterEach(async () => {
  server?.kill()
  await server?.exited
  await upstream?.close()
  server = undefined
  upstream = undefined
})

/** Writes `head` on a raw connection and reads until the server closes it. */
function rawExchange(
  url: string,
  head: string,
): Promise<{ text: string; closedAfterMs: number; socketClosed: Promise<void> }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const startedAt = performance.now()
    const socket = connect(Number(port), hostname, () => socket.write(head))
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', reject)
    socket.on('close', () =>
      resolve({
        text,
        closedAfterMs: performance.now() - startedAt,
        socketClosed: Promise.resolve(),
      }),
    )
  })
}

test('GET / HTTP/1.0 without Host (a health checker) gets the page and one log line', async () => {
  server = await startServerProcess(
    { SERVE_CLIENT: 'true', LOG_LEVEL: 'debug' },
    { timeoutMs: 180_000 },
  )

  const page = await rawExchange(server.url, 'GET / HTTP/1.0\r\n\r\n')
  expect(page.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
  expect(page.text).toContain('<div id="root">')
  const health = await rawExchange(server.url, 'GET /api/health HTTP/1.0\r\n\r\n')
  expect(health.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/)

  const line = await server.waitForLine((entry) => entry.msg === 'request' && entry.path === '/')
  expect(line).toMatchObject({ method: 'GET', status: 200 })
  expect(
    server.lines.filter((entry) => entry.msg === 'request' && entry.path === '/'),
  ).toHaveLength(1)
}, 200_000)

test('a client trickling its request head in is cut at HEADERS_TIMEOUT_MS, not 30–40 s later', async () => {
  server = await startServerProcess({ HEADERS_TIMEOUT_MS: '1000' })
  const { hostname, port } = new URL(server.url)
  const startedAt = performance.now()
  const outcome = await new Promise<{ text: string; afterMs: number }>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write('GET /api/health HTTP/1.1\r\n'),
    )
    // One header line every 200 ms: the connection is never idle, the head never complete.
    let line = 0
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Slow-${line++}: ${'a'.repeat(10)}\r\n`)
    }, 200)
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(trickle)
      resolve({ text, afterMs: performance.now() - startedAt })
    })
    setTimeout(() => reject(new Error('still open after 10 s')), 10_000).unref()
  })
  expect(outcome.text).toMatch(/^HTTP\/1\.1 408 /)
  expect(outcome.afterMs).toBeGreaterThanOrEqual(900)
  // Node checks on an interval; it is now a tenth of the timeout (100 ms here, 1 s at 10 s).
  expect(outcome.afterMs).toBeLessThan(3_000)
}, 30_000)

test('recipes still being written when the shutdown grace runs out end with an error, and are counted', async () => {
  upstream = await startFakeChatServer({ kind: 'endless', chunkDelayMs: 100 })
  server = await startServerProcess({
    SHUTDOWN_GRACE_MS: '1500',
    LLM_BASE_URL: upstream.baseUrl,
    LLM_API_KEY: 'test-key',
    LOG_LEVEL: 'info',
  })
  const recipe = { ingredients: ['eggs', 'flour', 'milk', 'butter'] }
  const stream = await postRecipe(server.url, recipe)
  expect(stream.status).toBe(200)
  const json = postRecipe(server.url, recipe, { accept: 'application/json' })
  await upstream.waitForRequests(2)

  server.process.kill('SIGTERM')

  const streamText = await stream.text()
  const events = streamText.split('\n\n').filter((block) => block.trim() !== '')
  const last = events.at(-1) ?? ''
  expect(last).toMatch(/^event: error\n/)
  expect(JSON.parse(last.split('\ndata: ')[1]!)).toMatchObject({ code: 'unavailable' })
  const cut = await json
  expect(cut.status).toBe(503)
  expect(await cut.json()).toMatchObject({ error: { code: 'unavailable' } })

  expect(await server.exited).toBe(0)
  expect(
    server.lines.find((line) => String(line.msg).startsWith('grace period over')),
  ).toMatchObject({
    recipesCut: 2,
  })
  expect(
    server.lines.filter(
      (line) => line.msg === 'recipe stream failed' && line.code === 'unavailable',
    ),
  ).toHaveLength(1)
}, 30_000)
