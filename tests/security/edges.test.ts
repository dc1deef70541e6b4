import { request } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MAX_BODY_BYTES, MAX_INGREDIENT_LENGTH } from '../../src/shared/limits.ts'
import { httpRequest, rawExchange } from '../support/raw-http.ts'
import { startServerProcess, type ServerProcess } from '../support/start-server-process.ts'

// Issue 23, finding 8 (the edges in the request itself), against the server exactly as
// `npm start` runs it: the HTTP server and its 'checkContinue' handling live in main.ts.

let server: ServerProcess
beforeAll(async () => {
  server = await startServerProcess({ SERVE_CLIENT: 'false', RATE_LIMIT_PER_MINUTE: '0' })
}, 90_000)
afterAll(() => {
  server.kill()
})

function postJson(body: unknown) {
  return httpRequest(`${server.url}/api/recipe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
}

test('a 405 says which method is allowed', async () => {
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const answer = await httpRequest(`${server.url}/api/recipe`, { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('POST')
  }
})

test('Expect: 100-continue with an oversized length gets the 413 and never "100 Continue"', async () => {
  const { hostname, port } = new URL(server.url)
  const received = await rawExchange(
    { host: hostname, port: Number(port) },
    [
      'POST /api/recipe HTTP/1.1',
      `Host: ${hostname}:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${MAX_BODY_BYTES * 64}`,
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  )
  expect(received).toMatch(/^HTTP\/1\.1 413 /)
  expect(received).not.toMatch(/100 Continue/i)
  expect(received).toContain('"payload_too_large"')
})

test('Expect: 100-continue within the limit is told to continue and served', async () => {
  const body = JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] })
  let toldToContinue = false
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const outgoing = request(`${server.url}/api/recipe`, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Content-Length': Buffer.byteLength(body),
        Expect: '100-continue',
      },
    })
    outgoing.on('continue', () => {
      toldToContinue = true
      outgoing.end(body)
    })
    outgoing.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode))
    })
    outgoing.on('error', reject)
  })
  expect(toldToContinue).toBe(true)
  expect(status).toBe(200)
})

test.each([
  ['zero-width spaces', '\u200b\u200b\u200b'],
  ['a word joiner and a byte-order mark', '\u2060\ufeff'],
  ['variation selectors', '\ufe0f\ufe0f'],
])('an ingredient of %s only is refused as an empty one', async (_name, invisible) => {
  const answer = await postJson({ ingredients: ['egg', 'milk', invisible, 'sugar'] })
  expect(answer.status).toBe(400)
  expect(JSON.parse(answer.body)).toEqual({
    error: { code: 'invalid_request', message: 'ingredients[2]: An ingredient cannot be empty.' },
  })
})

test('100 emoji make an ingredient of 100 characters, as the page counts them; 101 are too many', async () => {
  const emoji = '🥕'.repeat(MAX_INGREDIENT_LENGTH)
  expect((await postJson({ ingredients: [emoji, 'egg', 'milk', 'flour'] })).status).toBe(200)
  expect((await postJson({ ingredients: [`${emoji}🥕`, 'egg', 'milk', 'flour'] })).status).toBe(400)
})
