import { describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { RecipeEngine } from '../engines/recipe-engine.ts'
import { createMemoryLogger } from '../../../tests/support/memory-logger.ts'

const FOUR = JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] })

function fakeEngine(name: RecipeEngine['name']): RecipeEngine {
  return {
    name,
    model: 'fake-chef',
    streamRecipe: async function* () {
      yield '## Soup\n1. Stir.'
    },
  }
}

/** An app allowing one recipe request a minute, so a refused request that counted shows as a 429. */
function appWithLimitOfOne(options: { engine?: 'offline' | 'llm'; allowedHosts?: string[] } = {}) {
  const log = createMemoryLogger()
  const app = createApp({
    engine: fakeEngine(options.engine ?? 'offline'),
    logger: log.logger,
    rateLimitPerMinute: 1,
    ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
  })
  const post = (headers: Record<string, string>, body = FOUR) =>
    app.request('/api/recipe', {
      method: 'POST',
      headers: { Host: '127.0.0.1:3000', Accept: 'application/json', ...headers },
      body,
    })
  return { app, post, log }
}

async function codeOf(response: Response) {
  return ((await response.json()) as { error: { code: string } }).error.code
}

describe('cross-site writes', () => {
  it.each([
    [
      'text/plain from another site',
      { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'cross-site' },
      403,
    ],
    [
      'a form from a sibling port',
      { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-site' },
      403,
    ],
    [
      'JSON claiming another site',
      { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      403,
    ],
    [
      'an unknown fetch-metadata value',
      { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'elsewhere' },
      403,
    ],
    [
      'another Origin, no fetch metadata',
      { 'Content-Type': 'application/json', Origin: 'http://evil.example' },
      403,
    ],
    [
      'Origin on another port of this host',
      { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:4000' },
      403,
    ],
    ['an opaque Origin', { 'Content-Type': 'application/json', Origin: 'null' }, 403],
    ['text/plain with no browser headers', { 'Content-Type': 'text/plain' }, 415],
    ['no content type at all', {}, 415],
    [
      'multipart from our own page',
      { 'Content-Type': 'multipart/form-data; boundary=x', 'Sec-Fetch-Site': 'same-origin' },
      415,
    ],
  ])('refuses %s without counting it against the limit', async (_name, headers, status) => {
    const { post } = appWithLimitOfOne()

    const refused = await post(headers)
    const next = await post({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' })

    expect(refused.status).toBe(status)
    expect(await codeOf(refused)).toBe(
      status === 403 ? 'cross_site_request' : 'unsupported_media_type',
    )
    expect(next.status).toBe(200)
  })

  it.each([
    ['our own page (fetch metadata)', { 'Sec-Fetch-Site': 'same-origin' }],
    ['a request the visitor made themselves', { 'Sec-Fetch-Site': 'none' }],
    ['our own page (Origin only)', { Origin: 'http://127.0.0.1:3000' }],
    ['a client that is not a browser', {}],
  ])('serves %s', async (_name, headers) => {
    const { post } = appWithLimitOfOne()
    const response = await post({ 'Content-Type': 'application/json; charset=utf-8', ...headers })
    expect(response.status).toBe(200)
  })

  it('matches Origin on the name alone when a proxy passed the Host without its port', async () => {
    const { post } = appWithLimitOfOne()
    const own = await post({
      'Content-Type': 'application/json',
      Host: 'chef.example',
      Origin: 'https://chef.example:8443',
    })
    expect(own.status).toBe(200)
    const other = await post({
      'Content-Type': 'application/json',
      Host: 'chef.example',
      Origin: 'https://evil.example',
    })
    expect(other.status).toBe(403)
  })
})

describe('allowed hosts', () => {
  it('with an AI service, refuses a rebinding Host (421, uncounted) and serves loopback names', async () => {
    const { post, log } = appWithLimitOfOne({ engine: 'llm' })

    const rebound = await post({ 'Content-Type': 'application/json', Host: 'rebind.example:3000' })
    expect(rebound.status).toBe(421)
    expect(await codeOf(rebound)).toBe('host_not_allowed')
    for (let i = 0; i < 5; i += 1) {
      await post({ 'Content-Type': 'application/json', Host: 'rebind.example:3000' })
    }
    expect(log.lines().filter((line) => line.level === 40)).toHaveLength(1)

    const local = await post({ 'Content-Type': 'application/json', Host: 'localhost:3000' })
    expect(local.status).toBe(200)
  })

  it.each(['127.0.0.1:3000', '[::1]:3000', 'localhost', 'chef.example', 'Chef.Example:443'])(
    'with an AI service, serves Host %s when ALLOWED_HOSTS names chef.example',
    async (host) => {
      const { post } = appWithLimitOfOne({ engine: 'llm', allowedHosts: ['chef.example'] })
      expect((await post({ 'Content-Type': 'application/json', Host: host })).status).toBe(200)
    },
  )

  it('with an AI service, refuses a request with no Host at all', async () => {
    const { app } = appWithLimitOfOne({ engine: 'llm' })
    const response = await app.request('/api/recipe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: FOUR,
    })
    expect(response.status).toBe(421)
  })

  it('the offline chef answers any Host: it spends nothing a stranger could want', async () => {
    const { post } = appWithLimitOfOne({ engine: 'offline' })
    expect(
      (await post({ 'Content-Type': 'application/json', Host: 'anything.example' })).status,
    ).toBe(200)
  })
})
