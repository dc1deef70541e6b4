import { afterEach, beforeEach, expect, test } from 'vitest'
import { createOfflineEngine } from '../../src/server/engines/offline-engine.ts'
import { startFakeChatServer, type FakeChatServer } from '../fake-upstream/fake-chat-server.ts'
import {
  postRecipe,
  readSseEvents,
  startAppServer,
  startLlmAppServer,
  type AppServer,
} from '../support/start-app-server.ts'

const LIST = ['chicken breast', 'spinach', 'rice', 'parmesan']

// An AI recipe as models write them: a bold label, star bullets, amounts in two systems.
const AI_RECIPE = [
  '## Creamy Chicken & Spinach Rice\n\n',
  '**Ingredients:**\n\n',
  '* 2 chicken breasts, diced\n* 1 cup (200 g) arborio rice\n',
  '* 2 cups baby spinach\n* 1 small onion, finely chopped\n',
  '* 2 tbsp olive oil\n* 50 g parmesan, grated\n* Salt and pepper, to taste\n\n',
  '**Instructions:**\n\n1. Fry the onion in the oil.\n2. Add the rice and stock.\n',
]

let upstream: FakeChatServer
let app: AppServer | undefined

beforeEach(async () => {
  upstream = await startFakeChatServer()
})

afterEach(async () => {
  await app?.close()
  app = undefined
  await upstream.close()
})

async function startLlm() {
  app = await startLlmAppServer(upstream.baseUrl)
  return app
}

test('an AI recipe’s ingredient lines are read: a needs event after the last delta, before done', async () => {
  const { url } = await startLlm()
  upstream.enqueue({ kind: 'answer', chunks: AI_RECIPE, chunkDelayMs: 5 })

  const events = await readSseEvents(await postRecipe(url, { ingredients: LIST }))

  const names = events.map((event) => event.event)
  expect(names.slice(-2)).toEqual(['needs', 'done'])
  expect(names.filter((name) => name === 'needs')).toHaveLength(1)
  expect(events.at(-2)?.data).toEqual({
    items: ['1 small onion', '2 tbsp olive oil'],
    pantry: ['Salt and pepper'],
  })
})

test('the JSON answer carries the same needs', async () => {
  const { url } = await startLlm()
  upstream.enqueue({ kind: 'answer', chunks: AI_RECIPE })

  const response = await postRecipe(url, { ingredients: LIST }, { accept: 'application/json' })

  expect(await response.json()).toMatchObject({
    needs: { items: ['1 small onion', '2 tbsp olive oil'], pantry: ['Salt and pepper'] },
  })
})

test('an answer with no ingredient list has no needs event at all', async () => {
  const { url } = await startLlm()
  upstream.enqueue({ kind: 'answer', chunks: ['I can only help with recipes.'] })

  const events = await readSseEvents(await postRecipe(url, { ingredients: LIST }))

  expect(events.map((event) => event.event)).toEqual(['start', 'delta', 'done'])
})

test('the offline chef’s needs come from its plan: its extras, and the basics apart', async () => {
  app = await startAppServer({ engine: createOfflineEngine(), rateLimitPerMinute: 0 })

  const events = await readSseEvents(await postRecipe(app.url, { ingredients: LIST }))
  const json = (await (
    await postRecipe(app.url, { ingredients: LIST }, { accept: 'application/json' })
  ).json()) as { recipe: string; needs: unknown }

  expect(events.map((event) => event.event).slice(-2)).toEqual(['needs', 'done'])
  expect(events.at(-2)?.data).toEqual({
    items: ['Chicken stock — 600 ml'],
    pantry: ['Oil', 'Salt and pepper'],
  })
  expect(json.needs).toEqual(events.at(-2)?.data)
  expect(json.recipe).toContain('- Chicken stock — 600 ml *(extra)*')
})
