import { afterEach, expect, test, vi } from 'vitest'
import {
  errorResponse,
  encodeEvents,
  sseResponse,
} from '../../../../../tests/support/sse-response.ts'
import { writeOfflineRecipe } from '../../../../shared/offline-recipe.ts'
import { fetchRecipe } from './request-recipe.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const QUERY = {
  ingredients: ['chicken', 'rice', 'onion', 'garlic'],
  variant: 0,
  preferences: { avoid: ['garlic'], servings: 4 },
}

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const ask = (query = QUERY) => fetchRecipe(query, new AbortController().signal, () => undefined)

test('fetch rejects (no network, server down): the offline chef writes it on the device', async () => {
  stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
  const recipe = await ask()
  const expected = writeOfflineRecipe(QUERY)
  expect(recipe).toEqual({
    markdown: expected.markdown,
    engine: 'device',
    warnings: [],
    needs: expected.needs,
    kind: 'recipe',
  })
  // The visitor's preferences shaped it, as they would on the server.
  expect(recipe.markdown).toContain('Left out: “garlic” — you asked to avoid “garlic”')
})

test('a static host’s 405 page for /api/recipe: written on the device', async () => {
  stubFetch(async () => new Response('<h1>405 Not Allowed</h1>', { status: 405 }))
  expect((await ask()).engine).toBe('device')
})

test('a gateway’s 502 with no JSON from our server: written on the device', async () => {
  stubFetch(async () => new Response('Bad Gateway', { status: 502 }))
  expect((await ask()).engine).toBe('device')
})

test('"Another idea" on the device goes by the variant, as the server’s offline chef does', async () => {
  stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
  const second = await ask({ ...QUERY, variant: 1 })
  expect(second.markdown).toBe(writeOfflineRecipe({ ...QUERY, variant: 1 }).markdown)
  expect(second.markdown).not.toBe(writeOfflineRecipe(QUERY).markdown)
})

test('an AI failure the server reports with its JSON is not unreachable: it fails as today', async () => {
  stubFetch(async () => errorResponse(503, 'unavailable', 'Busy.', { 'Retry-After': '5' }))
  await expect(ask()).rejects.toMatchObject({
    code: 'unavailable',
    retryAfterSeconds: 5,
  })
})

test('an error event in the server’s stream is not unreachable: it fails as today', async () => {
  stubFetch(async () =>
    sseResponse([{ type: 'error', code: 'upstream_error', message: 'The AI failed.' }]),
  )
  await expect(ask()).rejects.toMatchObject({ code: 'upstream_error', isInBand: true })
})

test('a stream that drops half-way is the server’s: no device recipe, a stream error', async () => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(encodeEvents([{ type: 'delta', text: '## A' }])))
      controller.error(new TypeError('network error'))
    },
  })
  stubFetch(async () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }))
  await expect(ask()).rejects.toMatchObject({ code: 'stream_error' })
})

test('Stop while the server cannot be reached: the abort, no recipe', async () => {
  const controller = new AbortController()
  stubFetch(() => {
    controller.abort(new DOMException('stopped', 'AbortError'))
    return Promise.reject(new DOMException('stopped', 'AbortError'))
  })
  await expect(fetchRecipe(QUERY, controller.signal, () => undefined)).rejects.toMatchObject({
    name: 'AbortError',
  })
})
