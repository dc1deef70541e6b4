import { getRequestListener } from '@hono/node-server'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { createMemoryLogger } from '../../../tests/support/memory-logger.ts'
import { createApp } from '../app.ts'
import { createOfflineEngine } from '../engines/offline-engine.ts'
import { withAdmission } from './admission.ts'
import { normaliseRequestTarget, withRequestTarget } from './request-target.ts'

/** The variants of issue 23: each reached the recipe route and was never shed. */
const RECIPE_VARIANTS = [
  '/api/%72ecipe',
  '/%61pi/recipe',
  '/./api/recipe',
  '/x/../api/recipe',
  '/api/%2e/recipe',
  '/api/x/%2E%2E/recipe',
  '/x/y/../../api/recipe',
]

let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

test('every spelling of the recipe route normalises to the path the router sees', () => {
  for (const raw of RECIPE_VARIANTS) {
    expect(normaliseRequestTarget(raw, '127.0.0.1:3000')).toEqual({ target: '/api/recipe' })
  }
  expect(normaliseRequestTarget('/api/recipe?x=%2F', 'h')).toEqual({
    target: '/api/recipe?x=%2F',
  })
  // Absolute form, for the host the request names.
  expect(normaliseRequestTarget('http://chef.example/api/recipe', 'chef.example')).toEqual({
    target: '/api/recipe',
  })
  expect(normaliseRequestTarget('HTTP://Chef.Example:80/api/%72ecipe', 'chef.example')).toEqual({
    target: '/api/recipe',
  })
  // Escapes that decode to reserved or non-ASCII characters stay escaped, for the router.
  expect(normaliseRequestTarget('/assets/a%20b%C3%A9.js', 'h')).toEqual({
    target: '/assets/a%20b%C3%A9.js',
  })
  // A doubled slash is another path to this router (a 404), and never a host.
  expect(normaliseRequestTarget('//evil.example/api/recipe', 'h')).toEqual({
    target: '//evil.example/api/recipe',
  })
})

test('a target that decodes to something odd is refused', () => {
  for (const raw of [
    '/api%2Frecipe',
    '/api%2frecipe',
    '/api%5Crecipe',
    '/api\\recipe',
    '/api/recipe%00',
    '/api/recipe%0A',
    '/api/%zzrecipe',
    '/api/recipe%',
    '/api/%FFrecipe',
    '*',
    'api/recipe',
    'ftp://h/api/recipe',
    'http://other.example/api/recipe',
    'http://h\\@other/api/recipe',
  ]) {
    expect(normaliseRequestTarget(raw, 'h'), raw).toHaveProperty('refused')
  }
  // No Host header to compare with: an absolute target cannot be checked, so it is refused.
  expect(normaliseRequestTarget('http://h/api/recipe', undefined)).toHaveProperty('refused')
  // Nor with a Host header that names no host at all; refused, never thrown.
  expect(normaliseRequestTarget('http://h/api/recipe', 'a b')).toHaveProperty('refused')
  expect(normaliseRequestTarget('http://h/api/recipe', '[::1')).toHaveProperty('refused')
})

test('the fast path costs a fraction of a microsecond', () => {
  const rounds = 200_000
  const startedAt = performance.now()
  for (let index = 0; index < rounds; index += 1) {
    normaliseRequestTarget('/api/recipe', 'h')
    normaliseRequestTarget('/assets/index-Bx2k9.js?v=1', 'h')
  }
  const perCallUs = ((performance.now() - startedAt) * 1000) / (rounds * 2)
  // ~0.07 µs measured; generous for a busy machine.
  expect(perCallUs).toBeLessThan(2)
})

/** The app as main.ts serves it, with the overload guard forced to saturated or not. */
async function serve(
  saturated: boolean,
): Promise<{ port: number; log: ReturnType<typeof createMemoryLogger> }> {
  const log = createMemoryLogger()
  const app = createApp({ engine: createOfflineEngine(), logger: log.logger })
  server = createServer(
    withRequestTarget(
      withAdmission(getRequestListener(app.fetch), {
        maxLagMs: 100,
        probe: { lagMs: () => (saturated ? 250 : 0) },
      }),
    ),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, log }
}

/** A raw request: fetch would normalise the target before it is sent. */
function send(port: number, target: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ ingredients: ['eggs', 'spinach', 'feta', 'onion'] })
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: target,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

test('the guard sheds every spelling the router would route to the recipe', async () => {
  const { port } = await serve(true)
  const host = `127.0.0.1:${port}`
  for (const target of [...RECIPE_VARIANTS, `http://${host}/api/recipe`]) {
    const answer = await send(port, target)
    expect(answer.status, target).toBe(503)
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'unavailable' } })
  }
})

test('not saturated, the same spellings reach the recipe route; odd ones get a clear 400', async () => {
  const { port } = await serve(false)
  for (const target of [...RECIPE_VARIANTS, `http://127.0.0.1:${port}/api/recipe`]) {
    const answer = await send(port, target)
    expect(answer.status, target).toBe(200)
    expect(JSON.parse(answer.body)).toHaveProperty('recipe')
  }
  for (const target of ['/api%2Frecipe', '/api/%FFrecipe', 'http://x/api/recipe']) {
    const answer = await send(port, target)
    expect(answer.status, target).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'invalid_request', message: 'The request path could not be read.' },
    })
  }
})
