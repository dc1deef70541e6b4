import { afterEach, beforeEach, expect, test } from 'vitest'
import { createOfflineEngine } from '../../src/server/engines/offline-engine.ts'
import { httpRequest } from '../support/raw-http.ts'
import { startAppServer, type AppServer } from '../support/start-app-server.ts'

// Issue 23, finding 1: a page on another origin sent four posts a browser makes without a
// preflight; the server answered 415 three times and the visitor's own next request got 429.
// Here the limit is 2 a minute: had any refused request counted, the last one would get 429.

const FOUR = JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] })
const EVIL = 'http://evil.example:8000'

let app: AppServer
beforeEach(async () => {
  app = await startAppServer({ engine: createOfflineEngine(), rateLimitPerMinute: 2 })
})
afterEach(async () => {
  await app.close()
})

function post(headers: Record<string, string>, body = FOUR) {
  return httpRequest(`${app.url}/api/recipe`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...headers },
    body,
  })
}

/** What Chromium sends for each shape of cross-site post (fetch metadata and Origin). */
const CROSS_SITE_POSTS: [string, Record<string, string>, string?][] = [
  [
    "a no-cors fetch's text/plain",
    {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Sec-Fetch-Site': 'cross-site',
      'Sec-Fetch-Mode': 'no-cors',
      Origin: EVIL,
    },
  ],
  [
    'a form post',
    {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'cross-site',
      'Sec-Fetch-Mode': 'navigate',
      Origin: EVIL,
    },
    `{"ingredients":["egg","milk","flour","sugar"],"x":"=1"}`,
  ],
  [
    'a text/plain form post from another port of this host',
    { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-site', Origin: 'http://127.0.0.1:1' },
  ],
  [
    'a multipart form from a browser without fetch metadata',
    { 'Content-Type': 'multipart/form-data; boundary=x', Origin: EVIL },
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  ],
  ['a sandboxed page’s post (Origin: null)', { 'Content-Type': 'text/plain', Origin: 'null' }],
]

test.each(CROSS_SITE_POSTS)(
  '%s is refused with 403 and leaves the limit untouched',
  async (_name, headers, body) => {
    const refused = [
      await post(headers, body),
      await post(headers, body),
      await post(headers, body),
    ]

    for (const answer of refused) {
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'cross_site_request' } })
    }
    const own = await post({
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      Origin: app.url,
    })
    expect(own.status).toBe(200)
    expect(JSON.parse(own.body)).toHaveProperty('recipe')
  },
)

test('a non-JSON post from a client that is no browser gets 415, uncounted', async () => {
  for (let i = 0; i < 3; i += 1) {
    const answer = await post({ 'Content-Type': 'text/plain' })
    expect(answer.status).toBe(415)
  }
  expect((await post({ 'Content-Type': 'application/json' })).status).toBe(200)
})

test('same-origin pages and plain JSON clients are served and counted as before', async () => {
  expect(
    (await post({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' })).status,
  ).toBe(200)
  expect((await post({ 'Content-Type': 'application/json' })).status).toBe(200)
  expect((await post({ 'Content-Type': 'application/json' })).status).toBe(429)
})
