import { afterEach, expect, test } from 'vitest'
import type { RecipeEngine } from '../../src/server/engines/recipe-engine.ts'
import {
  postRecipe,
  readSseEvents,
  startAppServer,
  type AppServer,
} from '../support/start-app-server.ts'

// What a broken or hostile AI could send: megabytes of ingredient lines full of clashes and
// alternatives. Without a bound the finished-recipe checks held the event loop for seconds.
const LINE = '- 2 tbsp peanut butter or tahini (or soy sauce), chopped\n'
const HUGE_RECIPE = `## Ingredients\n${LINE.repeat(Math.ceil(2_000_000 / LINE.length))}`

// An engine that writes the huge recipe in 64 KB pieces, as a fast upstream would.
const hostileEngine: RecipeEngine = {
  name: 'llm',
  model: 'hostile',
  async *streamRecipe() {
    for (let start = 0; start < HUGE_RECIPE.length; start += 65_536) {
      yield HUGE_RECIPE.slice(start, start + 65_536)
    }
  },
}

const PREFERENCES = {
  avoid: ['peanuts', 'sesame', 'soy', 'milk', 'eggs', 'gluten', 'fish', 'shellfish', 'celery'],
  diets: ['vegan', 'vegetarian', 'pescatarian', 'gluten-free', 'dairy-free'],
}

let app: AppServer | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

/** The slowest `/api/health` answer while `work` runs, polled one after another. */
async function slowestHealthDuring(url: string, work: Promise<unknown>): Promise<number> {
  let isDone = false
  void work.finally(() => (isDone = true))
  let slowestMs = 0
  while (!isDone) {
    const startedAt = performance.now()
    const response = await fetch(`${url}/api/health`)
    await response.arrayBuffer()
    slowestMs = Math.max(slowestMs, performance.now() - startedAt)
  }
  await work
  return slowestMs
}

for (const accept of ['application/json', 'text/event-stream']) {
  test(`a 2 MB recipe with preferences (${accept}): warned about, while health keeps answering`, async () => {
    app = await startAppServer({ engine: hostileEngine, rateLimitPerMinute: 0 })
    const { url } = app
    const answer = postRecipe(url, { ingredients: ['egg'], preferences: PREFERENCES }, { accept })
    const slowestMs = await slowestHealthDuring(url, answer)
    const response = await answer
    expect(response.status).toBe(200)
    const warnings =
      accept === 'application/json'
        ? ((await response.json()) as { warnings?: { items: string[] }[] }).warnings
        : (await readSseEvents(response))
            .filter((event) => event.event === 'warning')
            .map((event) => event.data as { items: string[] })
    expect(warnings?.[0]?.items.join(' | ')).toMatch(/peanut butter/)
    // Generous for a busy machine; held by the checks it took seconds.
    expect(slowestMs).toBeLessThan(1_000)
  })
}
