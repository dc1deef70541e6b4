import { expect, test } from 'vitest'
import { MalformedStreamError, readRecipeStream } from './read-recipe-stream.ts'

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part))
      controller.close()
    },
  })
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events = []
  for await (const event of readRecipeStream(body)) events.push(event)
  return events
}

test('reads deltas, done and error events', async () => {
  const events = await collect(
    streamOf(
      'event: delta\ndata: {"text":"## Soup"}\n\n',
      'event: done\ndata: {"engine":"llm","model":"m"}\n\n',
      'event: error\ndata: {"code":"upstream_error","message":"cut"}\n\n',
    ),
  )
  expect(events).toEqual([
    { type: 'delta', text: '## Soup' },
    { type: 'done', engine: 'llm', model: 'm' },
    { type: 'error', code: 'upstream_error', message: 'cut' },
  ])
})

test('events split across chunks, even inside a multi-byte character, arrive whole', async () => {
  const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"crème brûlée"}\n\n')
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const byte of bytes) controller.enqueue(new Uint8Array([byte]))
      controller.close()
    },
  })
  expect(await collect(body)).toEqual([{ type: 'delta', text: 'crème brûlée' }])
})

test('unknown event types and comments are skipped', async () => {
  const events = await collect(
    streamOf(
      ': keep-alive\n\n',
      'event: ping\ndata: {}\n\n',
      'event: delta\ndata: {"text":"a"}\n\n',
    ),
  )
  expect(events).toEqual([{ type: 'delta', text: 'a' }])
})

test('an unknown error code is read as a generic error', async () => {
  const events = await collect(streamOf('event: error\ndata: {"code":"weird","message":"m"}\n\n'))
  expect(events).toEqual([{ type: 'error', code: 'internal_error', message: 'm' }])
})

test('a delta that is not JSON is an error, not garbage in the recipe', async () => {
  await expect(collect(streamOf('event: delta\ndata: {nope\n\n'))).rejects.toBeInstanceOf(
    MalformedStreamError,
  )
  await expect(collect(streamOf('event: delta\ndata: {"txt":"a"}\n\n'))).rejects.toBeInstanceOf(
    MalformedStreamError,
  )
})

test('reads the start event that names the engine', async () => {
  const events = await collect(
    streamOf('event: start\ndata: {"engine":"offline","model":"offline-chef"}\n\n'),
  )
  expect(events).toEqual([{ type: 'start', engine: 'offline', model: 'offline-chef' }])
})

test('reads warnings; skips warnings of kinds it does not know; refuses broken ones', async () => {
  const warning = {
    code: 'conflicts_with_preferences',
    message: 'Uses peanuts.',
    items: ['peanuts'],
  }
  expect(
    await collect(
      streamOf(
        'event: delta\ndata: {"text":"## Satay"}\n\n',
        `event: warning\ndata: ${JSON.stringify(warning)}\n\n`,
        'event: warning\ndata: {"code":"too_spicy","message":"Hot.","level":3}\n\n',
        'event: done\ndata: {"engine":"llm","model":"m"}\n\n',
      ),
    ),
  ).toEqual([
    { type: 'delta', text: '## Satay' },
    { type: 'warning', ...warning },
    { type: 'done', engine: 'llm', model: 'm' },
  ])
  await expect(
    collect(
      streamOf('event: warning\ndata: {"code":"conflicts_with_preferences","items":"peanuts"}\n\n'),
    ),
  ).rejects.toBeInstanceOf(MalformedStreamError)
})

test('reads what the recipe still needs; refuses a needs event of the wrong shape', async () => {
  const needs = { items: ['1 onion'], pantry: ['Salt'] }
  expect(
    await collect(
      streamOf(
        `event: needs\ndata: ${JSON.stringify(needs)}\n\n`,
        'event: done\ndata: {"engine":"llm","model":"m"}\n\n',
      ),
    ),
  ).toEqual([
    { type: 'needs', ...needs },
    { type: 'done', engine: 'llm', model: 'm' },
  ])
  await expect(
    collect(streamOf('event: needs\ndata: {"items":"1 onion","pantry":[]}\n\n')),
  ).rejects.toBeInstanceOf(MalformedStreamError)
})
