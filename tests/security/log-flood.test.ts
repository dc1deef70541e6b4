import { Agent } from 'node:http'
import { afterEach, expect, test } from 'vitest'
import { createOfflineEngine } from '../../src/server/engines/offline-engine.ts'
import {
  MAX_LOGGED_PATH_LENGTH,
  NOT_FOUND_LOGGED_PER_WINDOW,
} from '../../src/server/request-log-bounds.ts'
import { httpRequest } from '../support/raw-http.ts'
import { startAppServer, type AppServer } from '../support/start-app-server.ts'

// Issue 23, finding 4: 50 connections for 5 s on /api/<16,000 characters> wrote 57 MB of logs.
// Here 50 keep-alive connections send 1,000 such requests in all; the log must stay at a few
// kilobytes whatever the count, and every 404 must still be answered.

const LONG_PATH = `/api/${'a'.repeat(16_000)}`
const REQUESTS = 1_000
const CONNECTIONS = 50

let app: AppServer | undefined
afterEach(async () => {
  await app?.close()
})

test('a 404 flood of long paths writes a bounded number of log bytes', async () => {
  app = await startAppServer({ engine: createOfflineEngine(), rateLimitPerMinute: 0 })
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  let sent = 0
  let notFound = 0
  const url = `${app.url}${LONG_PATH}`
  async function connection() {
    while (sent < REQUESTS) {
      sent += 1
      if ((await httpRequest(url, { agent })).status === 404) notFound += 1
    }
  }
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, connection))
  } finally {
    agent.destroy()
  }

  expect(notFound).toBe(REQUESTS)
  const requestLines = app.logs.filter((line) => line.msg === 'request')
  expect(requestLines).toHaveLength(NOT_FOUND_LOGGED_PER_WINDOW)
  for (const line of requestLines) {
    expect(String(line.path).length).toBeLessThan(MAX_LOGGED_PATH_LENGTH + 30)
    expect(line.path).toMatch(/…\(16005 chars\)$/)
  }
  expect(app.logs.filter((line) => /not logged/.test(String(line.msg)))).toHaveLength(1)
  // Ten short lines and a notice, where the unbounded log held 1,000 lines of 16 KB each.
  expect(app.rawLogs().length).toBeLessThan(8_000)
})

test('one client’s flood does not silence another client’s not-found lines', async () => {
  app = await startAppServer({
    engine: createOfflineEngine(),
    rateLimitPerMinute: 0,
    trustProxy: true,
  })
  const as = (address: string, path: string) =>
    httpRequest(`${app!.url}${path}`, { headers: { 'X-Forwarded-For': address } })
  for (let i = 0; i < 3 * NOT_FOUND_LOGGED_PER_WINDOW; i += 1) await as('192.0.2.1', `/api/x${i}`)

  expect((await as('192.0.2.2', '/api/mine')).status).toBe(404)

  const paths = app.logs.filter((line) => line.msg === 'request').map((line) => line.path)
  expect(paths).toHaveLength(NOT_FOUND_LOGGED_PER_WINDOW + 1)
  expect(paths.at(-1)).toBe('/api/mine')
})
