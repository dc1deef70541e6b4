import { afterAll, beforeAll, expect, test } from 'vitest'
import { createLlmEngine } from '../../src/server/engines/llm-engine.ts'
import { createOfflineEngine } from '../../src/server/engines/offline-engine.ts'
import { startFakeChatServer, type FakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import { llmTestConfig } from '../support/llm-test-config.ts'
import { httpRequest } from '../support/raw-http.ts'
import { startAppServer, type AppServer } from '../support/start-app-server.ts'

// Issue 23, finding 7: with a token configured, any Host was served, so a DNS-rebinding page
// (whose requests carry the attacker's name as Host) could spend the owner's token.

const FOUR = JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] })

let upstream: FakeChatServer
let app: AppServer
beforeAll(async () => {
  upstream = await startFakeChatServer({ kind: 'answer', chunks: ['## Pancakes\n1. Whisk.'] })
  app = await startAppServer({
    engine: createLlmEngine(
      llmTestConfig({ baseUrl: upstream.baseUrl, apiKey: 'rebind-test-key' }),
    ),
    rateLimitPerMinute: 0,
    allowedHosts: ['chef.example'],
  })
})
afterAll(async () => {
  await app.close()
  await upstream.close()
})

function postWithHost(host: string) {
  return httpRequest(`${app.url}/api/recipe`, {
    method: 'POST',
    headers: { Host: host, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: FOUR,
  })
}

test('a rebinding Host is refused before the upstream is asked, with one warning for many', async () => {
  const port = new URL(app.url).port
  for (let i = 0; i < 20; i += 1) {
    const refused = await postWithHost(`rebind.attacker.example:${port}`)
    expect(refused.status).toBe(421)
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'host_not_allowed' } })
    expect(JSON.parse(refused.body).error.message).toMatch(/ALLOWED_HOSTS/)
  }
  expect(upstream.requests).toHaveLength(0)
  expect(app.logs.filter((line) => /ALLOWED_HOSTS/.test(String(line.msg)))).toHaveLength(1)
})

test.each(['localhost', '127.0.0.1', '[::1]', 'chef.example', 'CHEF.example:443'])(
  'Host %s is served',
  async (host) => {
    const served = await postWithHost(host)
    expect(served.status).toBe(200)
    expect(served.body).toContain('Pancakes')
  },
)

test('with the offline chef only, any Host is served: nothing a stranger could spend', async () => {
  const offline = await startAppServer({ engine: createOfflineEngine(), rateLimitPerMinute: 0 })
  try {
    const answer = await httpRequest(`${offline.url}/api/recipe`, {
      method: 'POST',
      headers: {
        Host: 'rebind.attacker.example',
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: FOUR,
    })
    expect(answer.status).toBe(200)
  } finally {
    await offline.close()
  }
})
