import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { afterEach, expect, test } from 'vitest'
import { createOfflineEngine } from '../../src/server/engines/offline-engine.ts'
import { CONTENT_SECURITY_POLICY } from '../../src/server/middleware/security-headers.ts'
import { startAppServer, type AppServer } from '../support/start-app-server.ts'

// Over a real socket the app puts its headers straight on the node:http response (no undici
// Headers per answer); what arrives must be what hono/secure-headers itself would send.

let app: AppServer | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function libraryHeaders(): Promise<Headers> {
  const answer = await new Hono()
    .use(
      secureHeaders({
        contentSecurityPolicy: CONTENT_SECURITY_POLICY,
        referrerPolicy: 'strict-origin-when-cross-origin',
        xFrameOptions: 'DENY',
        crossOriginEmbedderPolicy: false,
      }),
    )
    .all('*', (c) => c.body(null))
    .request('/')
  return answer.headers
}

function post(url: string, accept: string, body = '{"ingredients":["rice","egg"]}') {
  return fetch(`${url}/api/recipe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: accept },
    body,
  })
}

test('JSON, SSE, error and not-found answers carry the security headers, as the library sets them, and a request id', async () => {
  app = await startAppServer({ engine: createOfflineEngine(), rateLimitPerMinute: 0 })
  const expected = await libraryHeaders()
  expect([...expected].length).toBeGreaterThan(8)
  const answers = {
    json: await post(app.url, 'application/json'),
    sse: await post(app.url, 'text/event-stream'),
    invalid: await post(app.url, 'application/json', '{"ingredients":[]}'),
    notFound: await fetch(`${app.url}/api/nothing`),
  }
  for (const [kind, answer] of Object.entries(answers)) {
    await answer.arrayBuffer()
    for (const [name, value] of expected) {
      expect({ kind, name, value: answer.headers.get(name) }).toEqual({ kind, name, value })
    }
    expect(answer.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/)
  }
  expect(answers.json.headers.get('content-type')).toMatch(/^application\/json/)
  expect(answers.sse.headers.get('content-type')).toBe('text/event-stream')
  expect(answers.sse.headers.get('cache-control')).toBe('no-cache, no-transform')
  expect(answers.sse.headers.get('x-accel-buffering')).toBe('no')
  expect(answers.invalid.status).toBe(400)
  // The stream's headers are the stream's alone.
  expect(answers.invalid.headers.get('x-accel-buffering')).toBeNull()
  expect(answers.notFound.status).toBe(404)
})
