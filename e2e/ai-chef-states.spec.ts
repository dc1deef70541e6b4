import path from 'node:path'
import { createLlmEngine } from '../src/server/engines/llm-engine.ts'
import type { RecipeStreamEvent } from '../src/shared/recipe-stream.ts'
import type { FakeChatServer } from '../tests/fake-upstream/fake-chat-server.ts'
import { scriptedRecipeRoute, THINKING } from '../tests/support/scripted-recipe-route.ts'
import { encodeEvents } from '../tests/support/sse-response.ts'
import { startAppServer, type AppServer } from '../tests/support/start-app-server.ts'
import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'
import { llmTestConfig } from '../tests/support/llm-test-config.ts'

// The page in front of an AI service: what it says while the AI has sent nothing, "Ask the
// offline chef" after the AI failed, the thinking state and the note on a recipe cut short.

const STATIC_ROOT = path.resolve(import.meta.dirname, '../dist/client')
const LIST = ['chicken', 'rice', 'garlic', 'lemon']
const RECIPE_AREA = { name: 'Chef Claude Recommends:' }

/** How late the slow upstream's first byte is: long enough to scan both waiting states. */
const SLOW_FIRST_BYTE_MS = 14_000

/**
 * The real app in front of `upstream`, with a patient idle timeout: a first byte
 * {@link SLOW_FIRST_BYTE_MS} late must be a slow answer, not a timeout.
 */
async function patientLlmApp(upstream: FakeChatServer): Promise<AppServer> {
  const engine = createLlmEngine(
    llmTestConfig({
      baseUrl: upstream.baseUrl,
      apiKey: 'e2e-test-key',
      idleTimeoutMs: 20_000,
      timeoutMs: 30_000,
      maxRetries: 2,
      retryMaxMs: 100,
    }),
  )
  return startAppServer({ engine, rateLimitPerMinute: 0, staticRoot: STATIC_ROOT })
}

test('the AI fails before any text: one press asks the offline chef for the same list', async ({
  page,
  upstream,
  llmApp,
  pageProblems,
}) => {
  // Every attempt fails, the server's two retries included.
  upstream.setDefault({ kind: 'status', status: 500 })
  await page.goto(llmApp.url)
  await addIngredients(page, LIST)
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) bodies.push(request.postDataJSON())
  })

  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const alert = page.getByRole('alert')
  await expect(alert).toContainText('The recipe service is having trouble right now')
  const askOffline = alert.getByRole('button', { name: 'Ask the offline chef' })
  await expect(askOffline).toBeVisible()
  await expectNoAxeViolations(page, 'the AI failed, offline chef offered')
  const upstreamCalls = upstream.requests.length

  await askOffline.click()

  const recipe = page.getByRole('region', RECIPE_AREA)
  await expect(recipe.getByText('Written by our offline chef, not an AI.')).toBeVisible()
  await expect(recipe.getByRole('heading', { level: 2 }).nth(1)).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(bodies).toEqual([
    { ingredients: LIST, variant: 0 },
    { ingredients: LIST, variant: 0, engine: 'offline' },
  ])
  expect(upstream.requests).toHaveLength(upstreamCalls)
  expect(pageProblems.cspViolations).toEqual([])
})

test('a slow AI: "Asking the AI chef…" at once, "Still waiting…" after 5 s, with Stop', async ({
  page,
  upstream,
  pageProblems,
}) => {
  test.setTimeout(60_000)
  const app = await patientLlmApp(upstream)
  try {
    upstream.enqueue({
      kind: 'answer',
      chunks: ['## Lemon Chicken Rice\n\n', '1. Cook the rice.\n'],
      firstByteDelayMs: SLOW_FIRST_BYTE_MS,
    })
    await page.goto(app.url)
    await addIngredients(page, LIST)

    await page.getByRole('button', { name: 'Get a recipe' }).click()

    const recipe = page.getByRole('region', RECIPE_AREA)
    await expect(recipe.getByText('Asking the AI chef…')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible()
    await expectNoAxeViolations(page, 'asking the AI chef')
    // The page's own 5 s clock, against a slower upstream: waited for, never slept.
    await expect(recipe.getByText('Still waiting for the AI chef…')).toBeVisible({
      timeout: 6_000,
    })
    await expect(recipe.getByText('Asking the AI chef…')).toHaveCount(0)
    await expectNoAxeViolations(page, 'still waiting for the AI chef')

    await expect(recipe.getByRole('heading', { name: 'Lemon Chicken Rice' })).toBeVisible({
      timeout: SLOW_FIRST_BYTE_MS,
    })
    await expect(recipe.getByText(/AI chef…/)).toHaveCount(0)
    await expect(recipe.getByText(/Written by an AI model/)).toBeVisible()
    expect(pageProblems.cspViolations).toEqual([])
  } finally {
    await app.close()
  }
})

test('Stop while the AI is slow ends the wait, and the upstream request with it', async ({
  page,
  upstream,
}) => {
  const app = await patientLlmApp(upstream)
  try {
    upstream.enqueue({ kind: 'hang' })
    await page.goto(app.url)
    await addIngredients(page, LIST)
    await page.getByRole('button', { name: 'Get a recipe' }).click()
    const recipe = page.getByRole('region', RECIPE_AREA)
    await expect(recipe.getByText('Asking the AI chef…')).toBeVisible()
    await upstream.waitForRequests(1)

    await page.getByRole('button', { name: 'Stop' }).click()

    await expect(recipe).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeFocused()
    await upstream.waitForEarlyClose(0)
  } finally {
    await app.close()
  }
})

const START: RecipeStreamEvent = { type: 'start', engine: 'llm', model: 'test/model' }
const DONE: RecipeStreamEvent = { type: 'done', engine: 'llm', model: 'test/model' }

test('a thinking AI: "The AI chef is thinking…" until its first words', async ({
  page,
  llmApp,
  pageProblems,
}) => {
  const route = await scriptedRecipeRoute(llmApp)
  try {
    await page.goto(route.url)
    await addIngredients(page, LIST)
    await page.getByRole('button', { name: 'Get a recipe' }).click()
    const recipe = page.getByRole('region', RECIPE_AREA)
    await expect(recipe.getByText('Asking the AI chef…')).toBeVisible()
    await route.asked()

    route.send([THINKING])

    await expect(recipe.getByText('The AI chef is thinking…')).toBeVisible()
    await expectNoAxeViolations(page, 'the AI chef is thinking')

    route.send([START, { type: 'delta', text: '## Garlic Lemon Chicken\n\n1. Roast it.\n' }])
    await expect(recipe.getByRole('heading', { name: 'Garlic Lemon Chicken' })).toBeVisible()
    await expect(recipe.getByText(/AI chef/)).toHaveCount(0)
    route.send([DONE], { end: true })
    await expect(recipe.getByText(/Written by an AI model/)).toBeVisible()
    expect(pageProblems.cspViolations).toEqual([])
  } finally {
    await route.close()
  }
})

for (const [code, note] of [
  ['truncated', 'This recipe was cut off before the end.'],
  ['filtered', 'The AI service stopped this recipe early.'],
] as const) {
  test(`a ${code} recipe says so under it, and "Another idea" still works`, async ({
    page,
    llmApp,
  }) => {
    const route = await scriptedRecipeRoute(llmApp)
    try {
      await page.goto(route.url)
      await addIngredients(page, LIST)
      await page.getByRole('button', { name: 'Get a recipe' }).click()
      await route.asked()
      route.send(
        [
          START,
          { type: 'delta', text: '## Garlic Lemon Chicken\n\n1. Roast the chicken with' },
          { type: 'notice', code, message: 'The recipe was cut short.' },
          DONE,
        ],
        { end: true },
      )
      const recipe = page.getByRole('region', RECIPE_AREA)
      await expect(recipe.getByText(note)).toBeVisible()
      // One scan for the note's state (e2e/axe-states.md): the filtered note is the same element
      // with another sentence.
      if (code === 'truncated') await expectNoAxeViolations(page, 'a truncated recipe')

      // The next idea, whole at once.
      await page.route('**/api/recipe', (intercepted) =>
        intercepted.fulfill({
          status: 200,
          contentType: 'text/event-stream',
          body: encodeEvents([
            START,
            { type: 'delta', text: '## Lemon Rice\n\n1. Cook the rice.\n' },
            DONE,
          ]),
        }),
      )
      await recipe.getByRole('button', { name: 'Another idea' }).click()
      await expect(recipe.getByRole('heading', { name: 'Lemon Rice' })).toBeVisible()
      await expect(recipe.getByText(note)).toHaveCount(0)
    } finally {
      await route.close()
    }
  })
}

test('through the real server: a reasoning model thinks out of band, then its recipe runs out of tokens', async ({
  page,
  upstream,
  llmApp,
}) => {
  // The server's own reading of a real stream's shape: reasoning_content first (the page says
  // the AI is thinking), then content cut off by max_tokens (finish_reason "length").
  upstream.enqueue({
    kind: 'frames',
    chunkDelayMs: 150,
    frames: [
      ...Array.from({ length: 12 }, () => ({ reasoning_content: 'Chicken, rice, garlic… ' })),
      { content: '<think>a last thought</think>## Garlic Lemon Chicken\n\n' },
      { content: '### Method\n\n1. Roast the chicken with' },
      { content: '', finish_reason: 'length' },
    ],
  })
  await page.goto(llmApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const recipe = page.getByRole('region', RECIPE_AREA)
  await expect(recipe.getByText('The AI chef is thinking…')).toBeVisible()
  await expect(recipe.getByRole('heading', { name: 'Garlic Lemon Chicken' })).toBeVisible()
  await expect(recipe.getByText('This recipe was cut off before the end.')).toBeVisible()
  await expect(recipe).not.toContainText('a last thought')
  await expect(recipe.getByRole('button', { name: 'Another idea' })).toBeEnabled()
})
