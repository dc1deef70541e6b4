import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startServerChild, type ServerChild } from '../../bench/child-process.ts'
import { RECIPE_CHUNKS, RECIPE_REQUEST_BODY } from '../../bench/recipe-fixtures.ts'
import { startNginx, type Nginx } from '../support/nginx.ts'
import { loadUntilEachShed, rawRequest } from '../support/verbatim-request.ts'
import { startServerProcess, type ServerProcess } from '../support/start-server-process.ts'

/**
 * Issue 23, item 2: the overload guard read the raw target, so these spellings of the recipe
 * route were routed to it and never shed (400 connections for 8 s: 1,041 × 503 on
 * /api/recipe, none on /api/%72ecipe), directly and through the reference nginx.
 */
const VARIANTS = ['/api/%72ecipe', '/%61pi/recipe', '/./api/recipe', '/x/../api/recipe']

let upstream: ServerChild
let server: ServerProcess
let nginx: Nginx
let recorder: { server: Server; targets: string[]; address: string }
let recordingNginx: Nginx

beforeAll(async () => {
  // A quick upstream in its own process, so its CPU is not the load generator's.
  upstream = await startServerChild('bench/servers/upstream.ts', {
    chunks: RECIPE_CHUNKS,
    firstByteDelayMs: 0,
    chunkDelayMs: 0,
  })
  server = await startServerProcess({
    LLM_BASE_URL: `http://127.0.0.1:${upstream.port}/v1`,
    LLM_API_KEY: 'test-key',
    LLM_MAX_RETRIES: '0',
    // Shed early, so a loaded machine of any speed gets there within the test's few seconds.
    MAX_EVENT_LOOP_LAG_MS: '20',
  })
  const appAddress = new URL(server.url).host
  nginx = await startNginx({ app1: appAddress, app2: appAddress })

  // A stand-in app that only records the target nginx sent it.
  const targets: string[] = []
  const recording = createServer((request, response) => {
    targets.push(request.url ?? '')
    request.resume()
    request.on('end', () => response.end('recorded'))
  })
  await new Promise<void>((resolve) => recording.listen(0, '127.0.0.1', resolve))
  const address = `127.0.0.1:${(recording.address() as AddressInfo).port}`
  recorder = { server: recording, targets, address }
  recordingNginx = await startNginx({ app1: address, app2: address })
}, 90_000)

afterAll(async () => {
  await recordingNginx?.close()
  await new Promise((resolve) => recorder?.server.close(resolve))
  await nginx?.close()
  server?.kill()
  await upstream?.stop()
})

function expectEachShed(tallies: Awaited<ReturnType<typeof loadUntilEachShed>>) {
  for (const [target, tally] of tallies) {
    expect(tally.shed, `${target}: ${JSON.stringify(tally)}`).toBeGreaterThan(0)
    // Whatever was not shed was answered: a recipe, never an error or a dropped connection.
    expect(tally.errors, target).toBe(0)
    expect(tally.other, target).toEqual({})
  }
}

test('directly: under overload every spelling of the recipe route is shed', async () => {
  const absolute = `${server.url}/api/recipe`
  const tallies = await loadUntilEachShed({
    url: server.url,
    targets: ['/api/recipe', ...VARIANTS, absolute],
    connections: 200,
    timeoutMs: 25_000,
    body: RECIPE_REQUEST_BODY,
  })
  expectEachShed(tallies)
}, 60_000)

test('through nginx: under overload every spelling of the recipe route is shed', async () => {
  const tallies = await loadUntilEachShed({
    url: nginx.url,
    // The absolute form too, for nginx's own host (another host is refused: see below).
    targets: ['/api/recipe', ...VARIANTS, `${nginx.url}/api/recipe`],
    // nginx's test main file allows 256 connections per worker: a client's and an upstream's each.
    connections: 100,
    timeoutMs: 25_000,
    body: RECIPE_REQUEST_BODY,
  })
  expectEachShed(tallies)
}, 60_000)

test('nginx forwards the normalised path and refuses what it should not forward', async () => {
  const send = (target: string, headers: Record<string, string> = {}) =>
    rawRequest(recordingNginx.url, target, { headers })
  const host = new URL(recordingNginx.url).host

  for (const target of [...VARIANTS, '//api//recipe', `http://${host}/api/recipe`]) {
    recorder.targets.length = 0
    const answer = await send(target)
    expect(answer.status, target).toBe(200)
    expect(recorder.targets, target).toEqual(['/api/recipe'])
  }
  // Escapes that are not path structure travel on, re-escaped by nginx.
  recorder.targets.length = 0
  await send('/assets/a%20b.js?v=%2F')
  expect(recorder.targets).toEqual(['/assets/a%20b.js?v=%2F'])

  recorder.targets.length = 0
  for (const target of [
    // Escaped slashes and backslashes would decode into path structure.
    '/api%2Frecipe',
    '/api%2frecipe',
    '/api%5Crecipe',
    // Dot segments that climb above the root.
    '/../api/recipe',
    '/api/../../etc/passwd',
    // An absolute-form target naming a host other than the Host header.
    'http://other.example/api/recipe',
  ]) {
    expect((await send(target)).status, target).toBe(400)
  }
  expect(recorder.targets).toEqual([])
})

test('directly: what decodes to something odd gets a clear 400 and never reaches a route', async () => {
  for (const target of ['/api%2Frecipe', '/api/%FFrecipe', '/api/%zz', 'http://x/api/recipe']) {
    const answer = await rawRequest(server.url, target, {
      method: 'POST',
      body: RECIPE_REQUEST_BODY,
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status, target).toBe(400)
    expect(JSON.parse(answer.text)).toEqual({
      error: { code: 'invalid_request', message: 'The request path could not be read.' },
    })
  }
})
