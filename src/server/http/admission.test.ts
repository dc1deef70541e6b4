import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { startLoopLagProbe, withAdmission } from './admission.ts'

let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

async function serveWith(listener: RequestListener): Promise<string> {
  server = createServer(listener)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const app: RequestListener = (_request, response) => response.end('recipe')
const recipe = (url: string) =>
  fetch(`${url}/api/recipe`, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  })

test('a saturated loop answers a recipe request with a quick 503 the app never sees', async () => {
  let seen = 0
  const url = await serveWith(
    withAdmission(
      (request, response) => {
        seen += 1
        app(request, response)
      },
      { maxLagMs: 100, probe: { lagMs: () => 250 } },
    ),
  )
  const response = await recipe(url)
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('1')
  expect(await response.json()).toEqual({
    error: { code: 'unavailable', message: expect.stringContaining('busy') },
  })
  expect(seen).toBe(0)
})

test('a loop busy nearly all the time is saturated even in turns shorter than the bound', async () => {
  const statusWith = async (lagMs: number, utilization: number) => {
    const url = await serveWith(
      withAdmission(app, {
        maxLagMs: 100,
        probe: { lagMs: () => lagMs, utilization: () => utilization },
      }),
    )
    return (await recipe(url)).status
  }
  // Many short turns back to back: a keep-alive crowd, new visitors left in the accept queue.
  expect(await statusWith(30, 0.97)).toBe(503)
  // Moderate load: busy often, but idle in between, or turns as short as an idle loop's.
  expect(await statusWith(30, 0.7)).toBe(200)
  expect(await statusWith(5, 0.97)).toBe(200)
})

test('the probe reports how busy the loop was', async () => {
  const probe = startLoopLagProbe(5)
  try {
    const until = performance.now() + 450
    // Busy in slices with a moment of rest after each, as a saturated server is.
    while (performance.now() < until) {
      const sliceEnd = performance.now() + 20
      while (performance.now() < sliceEnd) {
        // spin
      }
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(probe.utilization()).toBeGreaterThan(0.9)
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect(probe.utilization()).toBeLessThan(0.5)
  } finally {
    probe.stop()
  }
})

test('health checks and the page are never shed', async () => {
  const url = await serveWith(withAdmission(app, { maxLagMs: 100, probe: { lagMs: () => 250 } }))
  expect((await fetch(`${url}/api/health`)).status).toBe(200)
  expect((await fetch(`${url}/`)).status).toBe(200)
})

test('a responsive loop lets every request through, and 0 turns shedding off', async () => {
  const responsive = await serveWith(
    withAdmission(app, { maxLagMs: 100, probe: { lagMs: () => 20 } }),
  )
  expect(await (await recipe(responsive)).text()).toBe('recipe')
  expect(withAdmission(app, { maxLagMs: 0, probe: { lagMs: () => 1_000 } })).toBe(app)
})

test('the probe sees a loop kept busy for two turns, but not one slow turn', async () => {
  const probe = startLoopLagProbe(5)
  try {
    const busyTurn = async (ms: number) => {
      const until = performance.now() + ms
      while (performance.now() < until) {
        // Burn the CPU, as a saturated loop does.
      }
      // On to the next turn at once, as under load: no idle wait in which the probe catches up.
      await new Promise((resolve) => setImmediate(resolve))
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    const seen: number[] = []
    for (let turn = 0; turn < 4; turn += 1) {
      await busyTurn(120)
      seen.push(probe.lagMs())
    }
    expect(seen[0]).toBeLessThan(100)
    expect(Math.max(...seen.slice(1))).toBeGreaterThanOrEqual(100)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(probe.lagMs()).toBeLessThan(100)
  } finally {
    probe.stop()
  }
})

test('each request shed is told to onShed (the overload metric), and only those', async () => {
  let shed = 0
  const url = await serveWith(
    withAdmission(app, { maxLagMs: 100, probe: { lagMs: () => 250 }, onShed: () => (shed += 1) }),
  )
  expect((await recipe(url)).status).toBe(503)
  expect((await fetch(`${url}/api/health`)).status).toBe(200)
  expect(shed).toBe(1)
})
