import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { LlmConfig } from '../../src/server/config.ts'
import { createLlmEngine, MAX_RECIPE_BYTES } from '../../src/server/engines/llm-engine.ts'
import {
  contentFrames,
  startFakeChatServer,
  type Behaviour,
  type FakeChatServer,
} from '../fake-upstream/fake-chat-server.ts'
import {
  postRecipe,
  readSseEvents,
  startAppServer,
  type AppServer,
} from '../support/start-app-server.ts'
import { llmTestConfig } from '../support/llm-test-config.ts'

// What real servers stream (reasoning inline or out of band, finish reasons, leaked end tokens)
// and what a broken or hostile one does, through the real app and a real socket.

const API_KEY = 'sk-shape-test-5f1e2d3c4b5a69788796'
const INGREDIENTS = ['chicken', 'rice', 'garlic', 'lemon']
const MODEL = 'test/model'

let upstream: FakeChatServer
let app: AppServer

async function startWith(overrides: Partial<LlmConfig> = {}) {
  app = await startAppServer({
    engine: createLlmEngine(
      llmTestConfig({
        baseUrl: upstream.baseUrl,
        apiKey: API_KEY,
        model: MODEL,
        maxRetries: 2,
        ...overrides,
      }),
    ),
    rateLimitPerMinute: 0,
  })
}

beforeEach(async () => {
  upstream = await startFakeChatServer()
})

afterEach(async () => {
  await app?.close()
  await upstream.close()
})

type SseEvent = Awaited<ReturnType<typeof readSseEvents>>[number]

async function sse(behaviour: Behaviour): Promise<SseEvent[]> {
  upstream.enqueue(behaviour)
  const response = await postRecipe(app.url, { ingredients: INGREDIENTS })
  expect(response.status).toBe(200)
  return await readSseEvents(response)
}

async function json(
  behaviour: Behaviour,
): Promise<{ status: number; body: Record<string, unknown> }> {
  upstream.enqueue(behaviour)
  const response = await postRecipe(
    app.url,
    { ingredients: INGREDIENTS },
    { accept: 'application/json' },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const textOf = (events: SseEvent[]) =>
  events
    .filter((event) => event.event === 'delta')
    .map((event) => event.data.text)
    .join('')
// What the finished recipe needs or warns of is another step's business: left out here.
const typesOf = (events: SseEvent[]) => [
  ...new Set(
    events.map((event) => event.event).filter((type) => type !== 'needs' && type !== 'warning'),
  ),
]

const RECIPE = '## Lemon rice\n- rice\n- lemon\nCook.'

describe('reasoning never reaches the recipe', () => {
  const THOUGHT = '<think>Hmm, lemon and rice? Let me think.</think>\n\n'

  test('a think block split at every byte: one character per chunk (SSE)', async () => {
    await startWith()
    const events = await sse({
      kind: 'frames',
      frames: contentFrames(THOUGHT + RECIPE, 1),
      chunkDelayMs: 1,
    })
    expect(textOf(events)).toBe(RECIPE)
    expect(events.filter((event) => event.event === 'thinking')).toHaveLength(1)
    expect(typesOf(events)).toEqual(['start', 'thinking', 'delta', 'done'])
  })

  test('a think block cut in two at every position (JSON)', async () => {
    await startWith()
    const whole = THOUGHT + RECIPE
    for (let cut = 0; cut <= whole.length; cut += 1) {
      const { body } = await json({
        kind: 'frames',
        frames: [
          { content: whole.slice(0, cut) },
          { content: whole.slice(cut), finish_reason: 'stop' },
        ],
      })
      expect(body.recipe, `cut at ${cut}`).toBe(RECIPE)
      expect(body).not.toHaveProperty('thinking')
    }
  })

  test('an orphan </think> (the template opened the block): all before it goes', async () => {
    await startWith()
    const frames = contentFrames(
      `Okay, so the cook has rice.\nLemon works.\n</think>\n\n${RECIPE}`,
      3,
    )
    expect((await json({ kind: 'frames', frames })).body.recipe).toBe(RECIPE)
    expect(textOf(await sse({ kind: 'frames', frames }))).toBe(RECIPE)
  })

  for (const field of ['reasoning_content', 'reasoning'] as const) {
    test(`${field} chunks before the text: one thinking event, and they keep the idle clock alive`, async () => {
      await startWith({ idleTimeoutMs: 400 })
      const behaviour: Behaviour = {
        kind: 'frames',
        frames: [
          { [field]: 'Let me' },
          { [field]: ' think' },
          { [field]: ' about' },
          { [field]: ' it.' },
          ...contentFrames(RECIPE, 8),
        ],
        // 4 × 200 ms of reasoning: longer than the idle timeout, alive all the same.
        chunkDelayMs: 200,
      }
      const events = await sse(behaviour)
      expect(events.slice(0, 2).map((event) => event.event)).toEqual(['start', 'thinking'])
      expect(events.filter((event) => event.event === 'thinking')).toHaveLength(1)
      expect(events[1]?.data).toEqual({})
      expect(textOf(events)).toBe(RECIPE)
      expect(events.at(-1)?.event).toBe('done')
      const { body } = await json(behaviour)
      expect(body.recipe).toBe(RECIPE)
    })
  }

  test('a block cut off by max_tokens leaves nothing: an empty answer, in-band once thinking began', async () => {
    await startWith()
    const frames = contentFrames('<think>Let me think about lemon rice and', 5, 'length')
    const { status, body } = await json({ kind: 'frames', frames })
    expect(status).toBe(502)
    expect(body).toEqual({
      error: { code: 'upstream_error', message: 'The recipe service sent an empty answer.' },
    })
    const events = await sse({ kind: 'frames', frames, chunkDelayMs: 5 })
    expect(events.map((event) => event.event)).toEqual(['start', 'thinking', 'error'])
    expect(events.at(-1)?.data.code).toBe('upstream_error')
  })

  test('leaked end-of-sequence tokens at the end are dropped (TGI </s>, split)', async () => {
    await startWith()
    for (const tail of ['</s>', '<|eot_id|>', '<|im_end|>\n', '<|end|>']) {
      const frames = [...contentFrames(RECIPE + tail, 3)]
      expect((await json({ kind: 'frames', frames })).body.recipe).toBe(RECIPE)
      expect(textOf(await sse({ kind: 'frames', frames }))).toBe(RECIPE)
    }
  })
})

describe('cut short, and said so', () => {
  test('finish_reason length: a truncated notice after the last delta, before done', async () => {
    await startWith()
    const frames = contentFrames(RECIPE, 6, 'length')
    const events = await sse({ kind: 'frames', frames, chunkDelayMs: 2 })
    const notice = events.findIndex((event) => event.event === 'notice')
    expect(events[notice]?.data).toEqual({
      code: 'truncated',
      message: 'The AI chef ran out of room, so this recipe stops early.',
    })
    expect(events.findLastIndex((event) => event.event === 'delta')).toBeLessThan(notice)
    expect(events.at(-1)?.event).toBe('done')
    const { body } = await json({ kind: 'frames', frames })
    expect(body).toMatchObject({ recipe: RECIPE, truncated: true })
    expect(body).not.toHaveProperty('filtered')
  })

  test('finish_reason content_filter: a filtered notice; JSON filtered: true', async () => {
    await startWith()
    const frames = contentFrames(RECIPE, 6, 'content_filter')
    const events = await sse({ kind: 'frames', frames })
    expect(events.find((event) => event.event === 'notice')?.data.code).toBe('filtered')
    const { body } = await json({ kind: 'frames', frames })
    expect(body).toMatchObject({ recipe: RECIPE, filtered: true })
    expect(body).not.toHaveProperty('truncated')
  })

  test('a normal stop has no notice and no flags', async () => {
    await startWith()
    const frames = contentFrames(RECIPE, 6)
    expect(typesOf(await sse({ kind: 'frames', frames }))).not.toContain('notice')
    const { body } = await json({ kind: 'frames', frames })
    expect(body).not.toHaveProperty('truncated')
    expect(body).not.toHaveProperty('filtered')
  })
})

describe('a broken or hostile upstream', () => {
  test('an endless flood ends at the text bound as truncated, and the upstream is closed', async () => {
    await startWith()
    const { status, body } = await json({ kind: 'flood' })
    expect(status).toBe(200)
    expect(body.truncated).toBe(true)
    expect(Buffer.byteLength(body.recipe as string)).toBeLessThanOrEqual(MAX_RECIPE_BYTES)
    expect(Buffer.byteLength(body.recipe as string)).toBeGreaterThan(MAX_RECIPE_BYTES - 100)
    await upstream.waitForEarlyClose(0)

    const events = await sse({ kind: 'flood' })
    expect(Buffer.byteLength(textOf(events))).toBeLessThanOrEqual(MAX_RECIPE_BYTES)
    expect(events.find((event) => event.event === 'notice')?.data.code).toBe('truncated')
    expect(events.at(-1)?.event).toBe('done')
  })

  test('reasoning without end stops at the read bound: an empty answer, not a wait for the deadline', async () => {
    await startWith({ maxRetries: 0 })
    const thought = 'hmm '.repeat(2_500)
    const frames = Array.from({ length: 120 }, () => ({ reasoning_content: thought }))
    const { status, body } = await json({
      kind: 'frames',
      frames: [...frames, ...contentFrames(RECIPE)],
    })
    expect(status).toBe(502)
    expect((body.error as { message: string }).message).toBe(
      'The recipe service sent an empty answer.',
    )
  })

  test('empty chunks without end stop at the chunk bound, not at the deadline', async () => {
    await startWith({ maxRetries: 0 })
    const frames = Array.from({ length: 25_000 }, () => ({}))
    const { status, body } = await json({
      kind: 'frames',
      frames: [...frames, ...contentFrames(RECIPE)],
    })
    expect(status).toBe(502)
    expect((body.error as { message: string }).message).toBe(
      'The recipe service sent an empty answer.',
    )
  })

  test('data: null is a malformed answer, not a network error: no retry', async () => {
    await startWith()
    const { status, body } = await json({ kind: 'raw', body: 'data: null\n\n' })
    expect(status).toBe(502)
    expect(body).toEqual({
      error: {
        code: 'upstream_error',
        message: 'The recipe service sent an answer we could not read.',
      },
    })
    expect(upstream.requests).toHaveLength(1)
    await json({ kind: 'raw', body: 'data: {"choices":"x"}\n\n' })
    expect(upstream.requests).toHaveLength(2)
  })

  test('a huge SSE line is a malformed answer within a moment, not an idle timeout', async () => {
    await startWith({ idleTimeoutMs: 10_000 })
    const startedAt = Date.now()
    const { status } = await json({ kind: 'huge-line', bytes: 50 * 1024 * 1024 })
    expect(status).toBe(502)
    expect(Date.now() - startedAt).toBeLessThan(5_000)
    expect(upstream.requests).toHaveLength(1)
  })

  test('a huge error body is not read whole, and the next recipe is not held up', async () => {
    await startWith({ maxRetries: 0, idleTimeoutMs: 10_000 })
    const { status, body } = await json({ kind: 'huge-error-body', bytes: 300 * 1024 * 1024 })
    expect(status).toBe(502)
    expect((body.error as { code: string }).code).toBe('upstream_error')
    await upstream.waitForEarlyClose(0)
    upstream.enqueue({ kind: 'frames', frames: contentFrames(RECIPE) })
    const startedAt = Date.now()
    const next = await postRecipe(
      app.url,
      { ingredients: INGREDIENTS },
      { accept: 'application/json' },
    )
    expect(((await next.json()) as { recipe: string }).recipe).toBe(RECIPE)
    expect(Date.now() - startedAt).toBeLessThan(3_000)
  })

  test('status 999 with an empty body: a malformed answer, and its socket is not reused', async () => {
    await startWith({ idleTimeoutMs: 10_000 })
    const { status } = await json({ kind: 'bad-status', status: 999 })
    expect(status).toBe(502)
    expect(upstream.requests).toHaveLength(1)
    upstream.enqueue({ kind: 'frames', frames: contentFrames(RECIPE) })
    const startedAt = Date.now()
    const next = await postRecipe(
      app.url,
      { ingredients: INGREDIENTS },
      { accept: 'application/json' },
    )
    expect(((await next.json()) as { recipe: string }).recipe).toBe(RECIPE)
    expect(Date.now() - startedAt).toBeLessThan(3_000)
  })

  test('an upstream that echoes the Authorization header shows the visitor no token', async () => {
    await startWith()
    const events = await sse({ kind: 'token-echo' })
    const { body } = await json({ kind: 'token-echo' })
    expect(upstream.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`)
    expect(textOf(events)).toContain('You sent: Bearer [redacted] and that is all.')
    expect(JSON.stringify(events)).not.toContain(API_KEY)
    expect(body.recipe).toContain('Bearer [redacted]')
    expect(JSON.stringify(body)).not.toContain(API_KEY)
    expect(app.rawLogs()).not.toContain(API_KEY)
  })
})
