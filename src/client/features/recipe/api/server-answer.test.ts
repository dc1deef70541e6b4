import { expect, test } from 'vitest'
import { errorResponse, sseResponse } from '../../../../../tests/support/sse-response.ts'
import { readServerAnswer } from './server-answer.ts'

const html = (status: number, headers: Record<string, string> = {}) =>
  new Response('<html><body><h1>Not Found</h1></body></html>', {
    status,
    headers: { 'Content-Type': 'text/html', ...headers },
  })

test("the server's event stream is its answer", async () => {
  const answer = await readServerAnswer(sseResponse([{ type: 'delta', text: '## Soup' }]))
  expect(answer.kind).toBe('stream')
})

test.each([
  ['a static host’s 404 page', html(404)],
  ['a static host’s 405 for a POST', new Response(null, { status: 405 })],
  ['a gateway’s 502 page', html(502)],
  ['a gateway’s 503 page, even with Retry-After', html(503, { 'Retry-After': '30' })],
  ['a gateway’s 504 with no body', new Response(null, { status: 504 })],
  ['a proxy’s 429 page', html(429)],
  ['JSON that is not our error', Response.json({ message: 'Bad gateway' }, { status: 502 })],
  ['a 200 that is not an event stream (a captive portal)', html(200)],
  ['a 200 JSON answer', Response.json({ recipe: '## Soup' })],
])('%s: not our server, so unreachable', async (_name, response) => {
  expect(await readServerAnswer(response)).toEqual({ kind: 'unreachable' })
})

test.each([
  [503, 'unavailable'],
  [502, 'upstream_error'],
  [504, 'upstream_timeout'],
  [429, 'daily_limit_reached'],
  [400, 'invalid_request'],
  [500, 'internal_error'],
] as const)('our JSON error %i %s is the server’s refusal, as today', async (status, code) => {
  const answer = await readServerAnswer(
    errorResponse(status, code, 'Not now.', { 'Retry-After': '7' }),
  )
  expect(answer.kind).toBe('refused')
  if (answer.kind !== 'refused') return
  expect(answer.error).toMatchObject({ code, message: 'Not now.', retryAfterSeconds: 7 })
})

test('our shape with a code this page does not know is still a refusal, reported generically', async () => {
  const answer = await readServerAnswer(errorResponse(503, 'brand_new_code', 'Later.'))
  expect(answer).toMatchObject({
    kind: 'refused',
    error: { code: 'internal_error', message: 'Later.' },
  })
})

test('the reference nginx’s 503 for apps it cannot reach, in our shape but marked: unreachable', async () => {
  const answer = await readServerAnswer(
    errorResponse(503, 'unavailable', 'Chef Claude is not available at the moment.', {
      'Retry-After': '5',
      'X-Chef-Unreachable': '1',
    }),
  )
  expect(answer).toEqual({ kind: 'unreachable' })
})
