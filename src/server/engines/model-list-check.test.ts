import { describe, expect, test } from 'vitest'
import { createMemoryLogger } from '../../../tests/support/memory-logger.ts'
import {
  chatModelSuggestions,
  createModelListCheck,
  listsModel,
  MODEL_CHECK_INTERVAL_MS,
  modelIds,
} from './model-list-check.ts'
import { createUpstreamStatusTracker } from './upstream-status.ts'

const MODEL = 'Qwen/Qwen3-235B-A22B-Instruct-2507'
const TOKEN = 'fake-checker-secret-token'

type Answer = { status: number; body?: string } | Error

/** A fetch answering each call with the next scripted answer (the last one repeats). */
function scriptedFetch(...answers: Answer[]) {
  const calls: { url: string; headers: Record<string, string> }[] = []
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> })
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!
    if (answer instanceof Error) throw answer
    return new Response(answer.body ?? '', { status: answer.status })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const list = (...ids: string[]) => ({
  status: 200,
  body: JSON.stringify({ object: 'list', data: ids.map((id) => ({ id, object: 'model' })) }),
})

/** A scheduler the test drives: `tick()` runs what a 10-minute interval would. */
function fakeEvery() {
  const runs: { run: () => void; ms: number; stopped: boolean }[] = []
  return {
    every: (run: () => void, ms: number) => {
      const entry = { run, ms, stopped: false }
      runs.push(entry)
      return { stop: () => (entry.stopped = true) }
    },
    runs,
    tick: () => {
      for (const entry of runs) if (!entry.stopped) entry.run()
    },
  }
}

function setUp(...answers: Answer[]) {
  const memory = createMemoryLogger()
  const tracker = createUpstreamStatusTracker(MODEL, () => new Date('2026-11-25T12:00:00Z'))
  const scripted = scriptedFetch(...answers)
  const clock = fakeEvery()
  const checker = createModelListCheck({
    baseUrl: 'http://user:pass@models.test/v1',
    apiKey: TOKEN,
    model: MODEL,
    tracker,
    logger: memory.logger,
    fetch: scripted.fetch,
    every: clock.every,
  })
  const warnings = () => memory.lines().filter((line) => line.level === 40)
  return { memory, tracker, checker, clock, warnings, calls: scripted.calls }
}

describe('createModelListCheck', () => {
  test('a listed model is available; the list is asked with the token at {base}/models', async () => {
    const { checker, tracker, calls, warnings } = setUp(list('a/b', MODEL))
    await checker.check()
    expect(tracker.snapshot()).toEqual({
      model: MODEL,
      available: true,
      checkedAt: '2026-11-25T12:00:00.000Z',
    })
    expect(tracker.readiness()).toEqual({ ready: true })
    expect(calls[0]).toEqual({
      url: 'http://user:pass@models.test/v1/models',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(warnings()).toHaveLength(0)
  })

  test('a model not listed: one plain warning, repeated only after it was listed again', async () => {
    const { checker, tracker, warnings, memory, clock } = setUp(
      list('meta-llama/Llama-3.3-70B-Instruct', 'BAAI/bge-m3', 'Qwen/Qwen3-32B'),
    )
    checker.start()
    await checker.check()
    expect(tracker.snapshot().available).toBe(false)
    expect(tracker.readiness()).toEqual({ ready: false, reason: 'model_not_served' })
    expect(warnings()).toHaveLength(1)
    const [warning] = warnings()
    expect(warning?.msg).toContain(`"${MODEL}"`)
    expect(warning?.msg).toContain('set LLM_MODEL')
    expect(warning?.msg).toContain('http://models.test/v1')
    expect(warning?.msg).toContain('meta-llama/Llama-3.3-70B-Instruct')
    expect(warning?.msg).not.toContain('bge')
    expect(memory.raw()).not.toContain('pass@')
    expect(memory.raw()).not.toContain(TOKEN)

    // Ten minutes later, still not listed: no second warning.
    expect(clock.runs[0]?.ms).toBe(MODEL_CHECK_INTERVAL_MS)
    clock.tick()
    await checker.check()
    expect(warnings()).toHaveLength(1)
    checker.stop()
    expect(clock.runs[0]?.stopped).toBe(true)
  })

  test('404 and 405 (no model list) are unknown, not an error', async () => {
    for (const status of [404, 405]) {
      const { checker, tracker, warnings } = setUp({ status, body: 'Not Found' })
      await checker.check()
      expect(tracker.snapshot().available).toBeNull()
      expect(tracker.snapshot().checkedAt).not.toBeNull()
      expect(tracker.readiness()).toEqual({ ready: true })
      expect(warnings()).toHaveLength(0)
    }
  })

  test('401/403: the token is rejected, once in the log, and not ready', async () => {
    const { checker, tracker, warnings, memory } = setUp(
      { status: 401 },
      { status: 403 },
      list(MODEL),
    )
    await checker.check()
    await checker.check()
    expect(tracker.readiness()).toEqual({ ready: false, reason: 'token_rejected' })
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]?.msg).toContain('rejected the access token')
    expect(memory.raw()).not.toContain(TOKEN)
    await checker.check()
    expect(tracker.readiness()).toEqual({ ready: true })
  })

  test('a 5xx, a network error or a huge body teach nothing and warn nobody', async () => {
    const { checker, tracker, warnings } = setUp(
      { status: 502 },
      new TypeError('fetch failed'),
      { status: 200, body: `{"data":[${'"x",'.repeat(400_000)}"y"]}` },
      { status: 200, body: '<html>not a list</html>' },
    )
    for (let index = 0; index < 3; index += 1) await checker.check()
    expect(tracker.snapshot()).toEqual({ model: MODEL, available: null, checkedAt: null })
    await checker.check()
    expect(tracker.snapshot().available).toBeNull()
    expect(warnings()).toHaveLength(0)
  })

  test('two checks at once make one request', async () => {
    const { checker, calls } = setUp(list(MODEL))
    await Promise.all([checker.check(), checker.check()])
    expect(calls).toHaveLength(1)
  })

  test('no token: no Authorization header', async () => {
    const memory = createMemoryLogger()
    const { fetch, calls } = scriptedFetch(list('llama3.1:latest'))
    const tracker = createUpstreamStatusTracker('llama3.1')
    await createModelListCheck({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: '',
      model: 'llama3.1',
      tracker,
      logger: memory.logger,
      fetch,
    }).check()
    expect(calls[0]?.headers).toEqual({})
    expect(tracker.snapshot().available).toBe(true)
  })
})

test('modelIds reads the OpenAI list, a bare array and Ollama native lists', () => {
  expect(modelIds('{"data":[{"id":"a"},{"id":"b"}]}')).toEqual(['a', 'b'])
  expect(modelIds('[{"id":"a"},"b"]')).toEqual(['a', 'b'])
  expect(modelIds('{"models":[{"name":"llama3.1:latest"}]}')).toEqual(['llama3.1:latest'])
  expect(modelIds('{"object":"model"}')).toBeUndefined()
  expect(modelIds('nope')).toBeUndefined()
})

test('listsModel ignores case, a router provider suffix and :latest', () => {
  expect(listsModel(['qwen/qwen3-235b-a22b-instruct-2507'], MODEL)).toBe(true)
  expect(listsModel([MODEL], `${MODEL}:novita`)).toBe(true)
  expect(listsModel(['llama3.1:latest'], 'llama3.1')).toBe(true)
  expect(listsModel(['llama3.1:8b'], 'llama3.1')).toBe(false)
  expect(listsModel(['other/model'], MODEL)).toBe(false)
})

test('chatModelSuggestions keeps five chat-looking ids, instruct ones first', () => {
  expect(
    chatModelSuggestions([
      'BAAI/bge-m3',
      'openai/whisper-large-v3',
      'deepseek-ai/DeepSeek-V3.1',
      'a/Chat-1',
      'b/x-Instruct',
      'c/y-instruct',
      'd/z-it',
      'e/w-Instruct',
      'black-forest-labs/FLUX.1-dev',
    ]),
  ).toEqual(['a/Chat-1', 'b/x-Instruct', 'c/y-instruct', 'd/z-it', 'e/w-Instruct'])
})
