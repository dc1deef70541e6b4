import { afterAll, beforeAll, expect, test } from 'vitest'
import { startServerChild, type ServerChild } from '../../bench/child-process.ts'
import { runLoad } from '../../bench/overload-load.ts'
import { RECIPE_CHUNKS } from '../../bench/recipe-fixtures.ts'
import { startServerProcess, type ServerProcess } from '../support/start-server-process.ts'

let upstream: ServerChild
let server: ServerProcess

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
  })
}, 60_000)

afterAll(async () => {
  server?.kill()
  await upstream?.stop()
})

test('300 connections at once against the real process: every request is answered, 200 or a quick 503', async () => {
  const load = await runLoad({ url: server.url, connections: 300, seconds: 3, mode: 'keep-alive' })

  expect(load.errors).toBe(0)
  expect(load.timeouts).toBe(0)
  expect(load.otherStatus).toBe(0)
  expect(load.answered).toBe(load.sent)
  expect(load.ok).toBeGreaterThan(0)
  // Every 503 is the documented one: the error shape and a Retry-After.
  expect(load.unavailableWellFormed).toBe(load.unavailable)
}, 30_000)
