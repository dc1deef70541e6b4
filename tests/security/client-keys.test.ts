import { afterEach, beforeEach, expect, test } from 'vitest'
import { createOfflineEngine } from '../../src/server/engines/offline-engine.ts'
import { httpRequest } from '../support/raw-http.ts'
import { startAppServer, type AppServer } from '../support/start-app-server.ts'

// Issue 23, finding 3: each full IPv6 address counted alone, so one /64 was unlimited. Behind the
// operator's proxy (TRUST_PROXY) the address comes from X-Forwarded-For, which lets this test be
// any address; the keying is the same for a socket's own address.

const FOUR = JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] })

let app: AppServer
beforeEach(async () => {
  app = await startAppServer({
    engine: createOfflineEngine(),
    rateLimitPerMinute: 2,
    trustProxy: true,
  })
})
afterEach(async () => {
  await app.close()
})

async function askAs(address: string): Promise<number> {
  const answer = await httpRequest(`${app.url}/api/recipe`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Forwarded-For': address,
    },
    body: FOUR,
  })
  return answer.status
}

test('every address of one /64 shares one count', async () => {
  expect(await askAs('2001:db8:1:2::1')).toBe(200)
  expect(await askAs('2001:db8:1:2::2:1')).toBe(200)
  expect(await askAs('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(429)
  expect(await askAs('2001:DB8:1:2:0:0:0:abcd')).toBe(429)
  // The next /64 is another visitor.
  expect(await askAs('2001:db8:1:3::1')).toBe(200)
})

test('an IPv4-mapped address counts as its IPv4 address; IPv4 addresses count apart', async () => {
  expect(await askAs('192.0.2.7')).toBe(200)
  expect(await askAs('::ffff:192.0.2.7')).toBe(200)
  expect(await askAs('::ffff:192.0.2.7')).toBe(429)
  expect(await askAs('192.0.2.8')).toBe(200)
})
