import { expect, test } from 'vitest'
import { openChatCompletionsStream, type UpstreamBatch } from './chat-completions-stream.ts'
import type { UpstreamFetch, UpstreamResponse } from './upstream-response.ts'

/** The stream's events, each network read a list of `data` lines, read as the engine reads them. */
async function readStream(
  reads: string[][],
): Promise<{ batches: UpstreamBatch[]; error?: string }> {
  const bytes = reads.map((lines) =>
    new TextEncoder().encode(lines.map((line) => `data: ${line}\n\n`).join('')),
  )
  const response: UpstreamResponse = {
    ok: true,
    status: 200,
    headers: { get: (name) => (name === 'content-type' ? 'text/event-stream' : null) },
    body: {
      getReader: () => ({
        read: () => {
          const value = bytes.shift()
          return Promise.resolve(
            value === undefined ? { done: true, value: undefined } : { done: false, value },
          )
        },
        releaseLock: () => {},
        cancel: () => Promise.resolve(),
      }),
      cancel: () => Promise.resolve(),
    },
    text: () => Promise.resolve(''),
  }
  const transport: UpstreamFetch = () => Promise.resolve(response)
  const { batches } = await openChatCompletionsStream(
    transport,
    { baseUrl: 'http://upstream/v1', apiKey: '', body: '{}', signal: new AbortController().signal },
    () => {},
  )
  const read: UpstreamBatch[] = []
  try {
    for await (const batch of batches) read.push({ ...batch })
    return { batches: read }
  } catch (error) {
    return { batches: read, error: `${(error as Error).name}: ${(error as Error).message}` }
  }
}

/** The same stream read by JSON.parse of every chunk, as before the fast path. */
function expected(reads: string[][]): { batches: UpstreamBatch[]; error?: string } {
  const batches: UpstreamBatch[] = []
  // As the bytes carry them (a lone surrogate written raw arrives as U+FFFD).
  const carried = (line: string) => new TextDecoder().decode(new TextEncoder().encode(line))
  for (const lines of reads.map((read) => read.map(carried))) {
    const batch: UpstreamBatch = {
      content: '',
      reasoningChars: 0,
      chunks: 0,
      finishReason: undefined,
    }
    for (const line of lines) {
      if (line === '[DONE]') break
      let chunk: unknown
      try {
        chunk = JSON.parse(line)
      } catch (error) {
        if (batch.chunks > 0) batches.push(batch)
        return { batches, error: `SyntaxError: ${(error as Error).message}` }
      }
      const failure = readPlain(batch, chunk)
      if (failure !== undefined) {
        if (batch.chunks > 0) batches.push(batch)
        return { batches, error: failure }
      }
    }
    if (batch.chunks > 0) batches.push(batch)
    if (lines.includes('[DONE]')) break
  }
  return { batches }
}

function readPlain(batch: UpstreamBatch, chunk: unknown): string | undefined {
  if (typeof chunk !== 'object' || chunk === null)
    return 'MalformedChunk: a stream chunk that is not an object'
  if ('error' in chunk) return 'UpstreamHttpError: upstream sent an error frame mid-stream'
  const choices = (chunk as { choices?: unknown }).choices
  if (choices !== undefined && !Array.isArray(choices))
    return 'MalformedChunk: a stream chunk whose choices is not a list'
  const choice = (choices as unknown[] | undefined)?.[0]
  if (choice === undefined || choice === null) {
    batch.chunks += 1
    return undefined
  }
  if (typeof choice !== 'object') return 'MalformedChunk: a stream choice that is not an object'
  const { delta, finish_reason: finishReason } = choice as {
    delta?: unknown
    finish_reason?: unknown
  }
  const fields =
    typeof delta === 'object' && delta !== null ? (delta as Record<string, unknown>) : {}
  const { content, reasoning_content: reasoningContent, reasoning } = fields
  if (content !== undefined && content !== null && typeof content !== 'string')
    return 'MalformedChunk: a stream chunk whose content is not text'
  batch.chunks += 1
  if (typeof content === 'string') batch.content += content
  if (typeof reasoningContent === 'string') batch.reasoningChars += reasoningContent.length
  if (typeof reasoning === 'string') batch.reasoningChars += reasoning.length
  if (typeof finishReason === 'string') batch.finishReason = finishReason
  return undefined
}

const chunk = (delta: object, finishReason: string | null = null, id = 'chatcmpl-1') =>
  JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'm',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })

test('a stream of chunks alike but for their text reads as parsing each would', async () => {
  const reads = [
    [
      chunk({ role: 'assistant', content: '' }),
      chunk({ content: '## Soup' }),
      chunk({ content: '\n\n' }),
    ],
    [
      chunk({ content: 'Add "salt" \\ pepper' }),
      chunk({ content: 'é 🍋 \u2028' }),
      chunk({ content: '' }),
    ],
    [chunk({}, 'stop'), '[DONE]'],
  ]
  const read = await readStream(reads)
  expect(read).toEqual(expected(reads))
  expect(read.batches.map((batch) => batch.content).join('')).toBe(
    '## Soup\n\nAdd "salt" \\ pepperé 🍋 \u2028',
  )
})

test('bytes around the text that only look alike are parsed whole', async () => {
  const base = chunk({ content: 'a' })
  const [before, after] = base.split('"a"') as [string, string]
  const reads = [
    [
      base,
      // A text that closes the string and adds a field of its own.
      `${before}"b","reasoning":"xyz"${after}`,
      `${before}"b","content":"c"${after}`,
      // Not a JSON string body: an escape cut off, a raw control character.
      `${before}"d\\"${after}`,
      `${before}"e\u0001"${after}`,
    ],
  ]
  const read = await readStream(reads)
  expect(read).toEqual(expected(reads))
})

test('a decoy content key, reasoning fields, other choices and per-chunk fields read as before', async () => {
  const decoy = (text: string) =>
    `{"a\\"content":"${text}","choices":[{"delta":{"cont\\u0065nt":"real ${text}"},"finish_reason":null}]}`
  const reads = [
    [decoy('x'), decoy('y'), decoy('z')],
    [
      chunk({ reasoning_content: 'hmm' }),
      chunk({ reasoning_content: 'hmm' }),
      chunk({ content: 'one' }, null, 'id-1'),
      chunk({ content: 'two' }, null, 'id-2'),
      JSON.stringify({ choices: [{ delta: {} }, { delta: { content: 'other' } }] }),
      JSON.stringify({ choices: [{ delta: {} }, { delta: { content: 'other' } }] }),
      JSON.stringify({ choices: [], usage: { total_tokens: 3 } }),
      chunk({ content: 'late' }, 'length'),
      chunk({ content: 'later' }, 'length'),
    ],
  ]
  const read = await readStream(reads)
  expect(read).toEqual(expected(reads))
})

test('failures after learned chunks still end the stream as before', async () => {
  for (const bad of [
    '{"error":{"message":"boom"}}',
    'null',
    '{"choices":"x"}',
    '{not json',
    `${chunk({ content: 'a' }).slice(0, -1)}`,
  ]) {
    const reads = [[chunk({ content: 'a' }), chunk({ content: 'b' }), bad, chunk({ content: 'c' })]]
    const read = await readStream(reads)
    expect(read, bad).toEqual(expected(reads))
    expect(read.error).toBeDefined()
  }
})

test('random streams read as parsing each chunk would', async () => {
  let seed = 7
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const pieces = [
    'a',
    ' ',
    '"',
    '\\',
    '\n',
    'é',
    '🍋',
    '\u0000',
    '","x":"',
    '\\u0041',
    '</think>',
    '\ud800',
  ]
  const text = () => Array.from({ length: Math.floor(random() * 6) }, () => pick(pieces)).join('')
  const line = (): string => {
    const roll = random()
    if (roll < 0.7) return chunk({ content: text() })
    if (roll < 0.8)
      return chunk({ content: text() }, pick([null, 'stop', 'length']), pick(['a', 'b']))
    if (roll < 0.9) return chunk({ reasoning: text() })
    const base = chunk({ content: 'q' })
    const [before, after] = base.split('"q"') as [string, string]
    // Written raw, as no JSON encoder would: a raw line break would end the SSE line itself.
    return `${before}"${text().replace(/\n/g, '\t')}"${after}`
  }
  for (let round = 0; round < 300; round += 1) {
    const reads = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
      Array.from({ length: 1 + Math.floor(random() * 8) }, line),
    )
    expect(await readStream(reads), JSON.stringify(reads)).toEqual(expected(reads))
  }
})
