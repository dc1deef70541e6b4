import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, expect, test, vi } from 'vitest'
import type { RecipeEngine } from '../../src/server/engines/recipe-engine.ts'
import { postRecipe, startAppServer, type AppServer } from '../support/start-app-server.ts'

/**
 * An engine that has the request (`started` resolves) and then thinks before its first word, as
 * a model does. `checksSignal`: it then checks the signal as the offline engine does
 * (throwIfAborted throws the abort reason itself); otherwise it finishes its word regardless, so
 * the stream is handed to a socket that is already closed.
 */
function thinkingEngine({ checksSignal }: { checksSignal: boolean }) {
  let markStarted = () => {}
  const started = new Promise<void>((resolve) => {
    markStarted = resolve
  })
  const engine: RecipeEngine = {
    name: 'llm',
    model: 'slow',
    async *streamRecipe({ signal }) {
      markStarted()
      await sleep(300)
      if (checksSignal) signal.throwIfAborted()
      yield '## Soup'
    },
  }
  return { engine, started }
}

let app: AppServer | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

test('a visitor who leaves before the first word is logged and frees the slot', async () => {
  const { engine, started } = thinkingEngine({ checksSignal: true })
  app = await startAppServer({ engine, rateLimitPerMinute: 0, maxConcurrentRecipes: 1 })
  const visitor = new AbortController()

  const leaving = postRecipe(app.url, { ingredients: ['egg'] }, { signal: visitor.signal })
  await started
  visitor.abort()
  await expect(leaving).rejects.toThrow()

  const server = app
  await vi.waitFor(
    () => {
      // Read afresh each time: the server writes its log lines as it goes.
      const logs = server.logs
      expect(logs.some((entry) => entry.msg === 'visitor left before the answer')).toBe(true)
      expect(logs.some((entry) => entry.msg === 'request' && entry.path === '/api/recipe')).toBe(
        true,
      )
    },
    { timeout: 15_000, interval: 20 },
  )
  const next = await postRecipe(app.url, { ingredients: ['egg'] })
  expect(next.status).toBe(200)
  expect(await next.text()).toContain('event: done')
})

test('a visitor gone by the time the first word arrives still frees the slot', async () => {
  const { engine, started } = thinkingEngine({ checksSignal: false })
  app = await startAppServer({ engine, rateLimitPerMinute: 0, maxConcurrentRecipes: 1 })
  const visitor = new AbortController()

  const leaving = postRecipe(app.url, { ingredients: ['egg'] }, { signal: visitor.signal })
  await started
  visitor.abort()
  await expect(leaving).rejects.toThrow()

  // The slot is free once the stubborn first word has met the closed socket: until then the
  // next visitor is turned away (503), after it served.
  const server = app
  await vi.waitFor(
    async () => {
      const next = await postRecipe(server.url, { ingredients: ['egg'] })
      expect(next.status).toBe(200)
      expect(await next.text()).toContain('event: done')
    },
    { timeout: 15_000, interval: 50 },
  )
})
