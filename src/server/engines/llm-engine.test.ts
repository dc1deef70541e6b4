import { expect, test } from 'vitest'
import type { LlmConfig } from '../config.ts'
import { createLlmEngine, MAX_RECIPE_BYTES } from './llm-engine.ts'
import type { RecipePiece } from './recipe-engine.ts'
import { llmTestConfig } from '../../../tests/support/llm-test-config.ts'

const CONFIG: LlmConfig = llmTestConfig({
  baseUrl: 'http://upstream.test/v1',
  apiKey: 'sk-engine-test-token-0123456789',
  maxRetries: 1,
  retryBaseMs: 1,
  retryMaxMs: 10,
})

function sse(frames: readonly object[]): Response {
  const body =
    frames.map((frame) => `data: ${JSON.stringify(frame)}\n\n`).join('') + 'data: [DONE]\n\n'
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
}

const delta = (fields: object, finishReason: string | null = null) => ({
  choices: [{ index: 0, delta: fields, finish_reason: finishReason }],
})

async function pieces(answers: (() => Response)[]): Promise<RecipePiece[]> {
  let call = 0
  const engine = createLlmEngine(CONFIG, {
    fetch: (async () => answers[Math.min(call++, answers.length - 1)]!()) as typeof fetch,
    random: () => 0.5,
  })
  const out: RecipePiece[] = []
  for await (const piece of engine.streamRecipe({
    ingredients: ['rice'],
    variant: 0,
    signal: new AbortController().signal,
  })) {
    out.push(piece)
  }
  return out
}

/** An event stream that arrives in the given network reads, one after another. */
function sseInReads(reads: readonly (readonly object[])[]): Response {
  const encoder = new TextEncoder()
  const frames = reads.map((frames) =>
    encoder.encode(frames.map((frame) => `data: ${JSON.stringify(frame)}\n\n`).join('')),
  )
  frames.push(encoder.encode('data: [DONE]\n\n'))
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = frames.shift()
      if (next === undefined) controller.close()
      else controller.enqueue(next)
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
}

test('reasoning first: one thinking piece, then the text, then nothing more', async () => {
  const out = await pieces([
    () =>
      sseInReads([
        [delta({ reasoning_content: 'hmm' })],
        [delta({ reasoning: 'more' })],
        [delta({ content: '## Rice' })],
        [delta({}, 'stop')],
      ]),
  ])
  expect(out).toEqual([{ kind: 'thinking' }, '## Rice'])
})

test('the chunks of one network read go out as one piece, reasoning with text is just text', async () => {
  const out = await pieces([
    () =>
      sseInReads([
        [delta({ reasoning: 'hmm' }), delta({ content: '## Rice' }), delta({ content: ' bowl' })],
        [delta({ content: '\n1. Cook.' }), delta({}, 'stop')],
      ]),
  ])
  expect(out).toEqual(['## Rice bowl', '\n1. Cook.'])
})

test('thinking is said once, even across a retry', async () => {
  // The first answer reasons, then its connection drops: a network error, retried.
  const dropped = () => {
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          encoder.encode(`data: ${JSON.stringify(delta({ reasoning: 'hmm' }))}\n\n`),
        )
      },
      pull(controller) {
        controller.error(new TypeError('terminated'))
      },
    })
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
  }
  const out = await pieces([
    dropped,
    () => sse([delta({ reasoning_content: 'hmm' }), delta({ content: '## Rice' })]),
  ])
  expect(out).toEqual([{ kind: 'thinking' }, '## Rice'])
})

test('finish_reason length and content_filter end with their notice, after the text', async () => {
  for (const [reason, code] of [
    ['length', 'truncated'],
    ['content_filter', 'filtered'],
  ] as const) {
    const out = await pieces([() => sse([delta({ content: '## Rice' }), delta({}, reason)])])
    expect(out).toEqual([
      '## Rice',
      { kind: 'notice', notice: { code, message: expect.any(String) } },
    ])
  }
})

test('text past the bound is cut there and ends as truncated', async () => {
  const big = 'a'.repeat(30 * 1024)
  const out = await pieces([
    () =>
      sse([
        delta({ content: '## Rice\n' }),
        ...Array.from({ length: 10 }, () => delta({ content: big })),
      ]),
  ])
  const text = out.filter((piece): piece is string => typeof piece === 'string').join('')
  expect(Buffer.byteLength(text)).toBe(MAX_RECIPE_BYTES)
  expect(out.at(-1)).toMatchObject({ kind: 'notice', notice: { code: 'truncated' } })
})

test('a chunk that is not one is a malformed answer, not retried', async () => {
  let calls = 0
  const engine = createLlmEngine(CONFIG, {
    fetch: (async () => {
      calls += 1
      return new Response('data: null\n\n', { headers: { 'Content-Type': 'text/event-stream' } })
    }) as typeof fetch,
  })
  const run = async () => {
    for await (const piece of engine.streamRecipe({
      ingredients: ['rice'],
      variant: 0,
      signal: new AbortController().signal,
    })) {
      void piece
    }
  }
  await expect(run()).rejects.toMatchObject({
    code: 'upstream_error',
    message: 'The recipe service sent an answer we could not read.',
  })
  expect(calls).toBe(1)
})

/** An event stream from these bytes, one network read per slice. */
function sseFromBytes(bytes: Uint8Array, cuts: readonly number[]): Response {
  const reads = [0, ...cuts].map((start, index) => bytes.slice(start, cuts[index]))
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = reads.shift()
      if (next === undefined) controller.close()
      else controller.enqueue(next)
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
}

test('a character split between network reads, and a byte-order mark first, read as sent', async () => {
  const frames = `data: ${JSON.stringify(delta({ content: '## Crème brûlée 🍮' }))}\n\ndata: [DONE]\n\n`
  const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(frames)])
  const inside = (text: string) => bytes.indexOf(new TextEncoder().encode(text)[0]!) + 1
  // Cut inside the BOM, inside "è" and inside the emoji's four bytes.
  const cuts = [1, inside('è'), bytes.indexOf(0xf0) + 2]
  const out = await pieces([() => sseFromBytes(bytes, cuts)])
  expect(out).toEqual(['## Crème brûlée 🍮'])
})
