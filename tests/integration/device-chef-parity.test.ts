import { afterAll, beforeAll, expect, test } from 'vitest'
import { writeRecipeOnDevice } from '../../src/client/features/recipe/api/device-chef.ts'
import { toRequestBody } from '../../src/client/features/recipe/api/request-recipe.ts'
import type { SentRecipeQuery } from '../../src/client/features/recipe/types.ts'
import { createOfflineEngine } from '../../src/server/engines/offline-engine.ts'
import {
  postRecipe,
  readSseEvents,
  startAppServer,
  type AppServer,
} from '../support/start-app-server.ts'

let app: AppServer

beforeAll(async () => {
  app = await startAppServer({ engine: createOfflineEngine(), rateLimitPerMinute: 0 })
})

afterAll(async () => {
  await app.close()
})

/** Events with the recipe's text as one `delta`: the server streams it line by line. */
function joinDeltas(events: readonly { event: string; data: Record<string, unknown> }[]) {
  const text = events
    .filter((event) => event.event === 'delta')
    .map((event) => String(event.data.text))
    .join('')
  const rest = events.filter((event) => event.event !== 'delta')
  return [rest[0], { event: 'delta', data: { text } }, ...rest.slice(1)]
}

const QUERIES: Record<string, SentRecipeQuery> = {
  'a classic': { ingredients: ['egg', 'milk', 'flour', 'sugar'], variant: 0 },
  'another idea': { ingredients: ['egg', 'milk', 'flour', 'sugar'], variant: 2 },
  'preferences: avoid, diet, servings, time': {
    ingredients: ['chicken', 'rice', 'peanuts', 'soy sauce', 'spinach'],
    variant: 0,
    preferences: { avoid: ['peanuts'], diets: ['gluten-free'], servings: 5, maxMinutes: 30 },
  },
  'not a recipe': { ingredients: ['salt'], variant: 0 },
  'out of ideas': { ingredients: ['egg', 'bread'], variant: 40 },
}

for (const [name, query] of Object.entries(QUERIES)) {
  test(`${name}: the page's device chef answers with the server's offline events`, async () => {
    const body = toRequestBody(query)
    const fromServer = joinDeltas(await readSseEvents(await postRecipe(app.url, body)))
    const onDevice = [...writeRecipeOnDevice(body, new AbortController().signal)].map(
      ({ type, ...data }) => ({ event: type, data }),
    )
    expect(onDevice).toEqual(fromServer)
  })
}

test('the cases above cover every kind of answer', async () => {
  const kinds = new Set(
    Object.values(QUERIES).map((query) => {
      const events = [...writeRecipeOnDevice(toRequestBody(query), new AbortController().signal)]
      const done = events.at(-1)
      return done?.type === 'done' ? done.kind : undefined
    }),
  )
  expect(kinds).toEqual(new Set(['recipe', 'not-a-recipe', 'out-of-ideas']))
})
