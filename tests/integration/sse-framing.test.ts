import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, expect, test } from 'vitest'
import type { RecipeEngine } from '../../src/server/engines/recipe-engine.ts'
import { postRecipe, startAppServer, type AppServer } from '../support/start-app-server.ts'

function engineOf(write: () => AsyncGenerator<string>): RecipeEngine {
  return { name: 'llm', model: 'framing', streamRecipe: write }
}

let app: AppServer | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

test('an answer complete with its first piece goes out whole, with its length', async () => {
  app = await startAppServer({
    engine: engineOf(async function* () {
      yield '## Soup\n'
      yield '1. Stir.'
    }),
    rateLimitPerMinute: 0,
  })
  const response = await postRecipe(app.url, { ingredients: ['egg'] })

  expect(response.headers.get('content-type')).toBe('text/event-stream')
  expect(response.headers.get('transfer-encoding')).toBeNull()
  const text = await response.text()
  expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text))
  expect(text).toBe(
    'event: start\ndata: {"engine":"llm","model":"framing"}\n\n' +
      'event: delta\ndata: {"text":"## Soup\\n1. Stir."}\n\n' +
      'event: done\ndata: {"engine":"llm","model":"framing"}\n\n',
  )
  expect(app.logs.some((entry) => entry.msg === 'recipe streamed')).toBe(true)
})

test('an answer still arriving is streamed, each piece as it comes', async () => {
  let release: () => void = () => {}
  app = await startAppServer({
    engine: engineOf(async function* () {
      yield '## Soup\n'
      await new Promise<void>((resolve) => (release = resolve))
      yield '1. Stir.'
    }),
    rateLimitPerMinute: 0,
  })
  const response = await postRecipe(app.url, { ingredients: ['egg'] })

  expect(response.headers.get('transfer-encoding')).toBe('chunked')
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  // The start and the first piece are on the wire before the rest exists.
  let early = ''
  while (!early.includes('## Soup')) early += decoder.decode((await reader.read()).value)
  expect(early).toBe(
    'event: start\ndata: {"engine":"llm","model":"framing"}\n\n' +
      'event: delta\ndata: {"text":"## Soup\\n"}\n\n',
  )
  await sleep(20)
  release()
  let rest = ''
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    rest += decoder.decode(next.value)
  }
  expect(rest).toBe(
    'event: delta\ndata: {"text":"1. Stir."}\n\n' +
      'event: done\ndata: {"engine":"llm","model":"framing"}\n\n',
  )
})
