import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, expect, test } from 'vitest'
import type { RecipeEngine } from '../../src/server/engines/recipe-engine.ts'
import { postRecipe, startAppServer, type AppServer } from '../support/start-app-server.ts'

// Thinks for 300 ms before its first word, as a model does, then checks the signal as the
// offline engine does (throwIfAborted throws the abort reason itself).
const slowEngine: RecipeEngine = {
  name: 'llm',
  model: 'slow',
  async *streamRecipe({ signal }) {
    await sleep(300)
    signal.throwIfAborted()
    yield '## Soup'
  },
}

let app: AppServer | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

test('a visitor who leaves before the first word is logged and frees the slot', async () => {
  app = await startAppServer({ engine: slowEngine, rateLimitPerMinute: 0, maxConcurrentRecipes: 1 })
  const visitor = new AbortController()

  const leaving = postRecipe(app.url, { ingredients: ['egg'] }, { signal: visitor.signal })
  await sleep(100)
  visitor.abort()
  await expect(leaving).rejects.toThrow()
  await sleep(300)

  expect(app.logs.some((entry) => entry.msg === 'visitor left before the answer')).toBe(true)
  expect(app.logs.some((entry) => entry.msg === 'request' && entry.path === '/api/recipe')).toBe(
    true,
  )
  const next = await postRecipe(app.url, { ingredients: ['egg'] })
  expect(next.status).toBe(200)
  expect(await next.text()).toContain('event: done')
})

test('a visitor gone by the time the first word arrives still frees the slot', async () => {
  // An engine that finishes its first word whatever the signal says, so the stream is handed to
  // a socket that is already closed and is cancelled before its first event is asked for.
  const stubbornEngine: RecipeEngine = {
    name: 'llm',
    model: 'stubborn',
    async *streamRecipe() {
      await sleep(300)
      yield '## Soup'
    },
  }
  app = await startAppServer({
    engine: stubbornEngine,
    rateLimitPerMinute: 0,
    maxConcurrentRecipes: 1,
  })
  const visitor = new AbortController()

  const leaving = postRecipe(app.url, { ingredients: ['egg'] }, { signal: visitor.signal })
  await sleep(100)
  visitor.abort()
  await expect(leaving).rejects.toThrow()
  await sleep(400)

  const next = await postRecipe(app.url, { ingredients: ['egg'] })
  expect(next.status).toBe(200)
  expect(await next.text()).toContain('event: done')
})
