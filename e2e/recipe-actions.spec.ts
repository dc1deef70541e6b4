import { addIngredients, expect, test } from './fixtures.ts'

const LIST = ['chicken thighs', 'lemon', 'garlic', 'rice', 'spinach']

test('another idea asks for the next variant and the offline chef answers with a new dish', async ({
  page,
  context,
  offlineApp,
  pageProblems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) bodies.push(request.postDataJSON())
  })
  await page.goto(offlineApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  const firstDish = await recipe.locator('.recipe-body h2').first().textContent()

  await recipe.getByRole('button', { name: 'Another idea' }).click()
  await expect(recipe.locator('.recipe-body h2').first()).not.toHaveText(firstDish ?? '')
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  expect(bodies).toEqual([
    { ingredients: LIST, variant: 0 },
    { ingredients: LIST, variant: 1, previousTitles: [firstDish] },
  ])

  await recipe.getByRole('button', { name: 'Copy recipe' }).click()
  // The actions' own status: an idea with extras also has the shopping list's.
  await expect(recipe.getByRole('status').filter({ hasText: 'Recipe copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  // Plain text: the title first, no markdown marks.
  expect(copied).not.toMatch(/##|\*\*|\*\(extra\)\*/)
  expect(
    copied.startsWith(`${await recipe.locator('.recipe-body h2').first().textContent()}\n`),
  ).toBe(true)
  expect(pageProblems.consoleErrors).toEqual([])
})

test('printing shows the recipe and nothing else', async ({ page, offlineApp }) => {
  await page.goto(offlineApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/offline chef/)).toBeVisible()

  await page.emulateMedia({ media: 'print' })

  await expect(recipe.locator('.recipe-body h2').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeHidden()
  await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Copy recipe' })).toBeHidden()
})

test('on a phone the new recipe scrolls into view and takes focus; Stop hands focus back', async ({
  page,
  upstream,
  llmApp,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  upstream.enqueue({
    kind: 'answer',
    chunks: ['## Lemon rice\n\n', '1. Rinse.\n', '2. Simmer.\n'],
    // Slow enough that Stop is still there to be focused on a busy machine.
    chunkDelayMs: 1_500,
  })
  await page.goto(llmApp.url)
  await addIngredients(page, LIST)
  const getRecipe = page.getByRole('button', { name: 'Get a recipe' })
  await getRecipe.focus()
  await page.keyboard.press('Enter')

  const heading = page.getByRole('heading', { name: 'Chef Claude Recommends:' })
  await expect(heading).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible()
  await expect(heading).toBeFocused()

  // Stop leaves when the recipe ends; focus on it returns to "Get a recipe", not the page body.
  await page.getByRole('button', { name: 'Stop' }).focus()
  await expect(page.getByText('Simmer.')).toBeVisible({ timeout: 10_000 })
  await expect(getRecipe).toBeFocused()

  // Nothing is wider than the smallest phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
})

test('rate limited: the alert says when to come back, and retry works', async ({
  page,
  upstream,
  llmApp,
}) => {
  // Longer than the server's longest backoff: passed straight on to the visitor, not waited for.
  upstream.enqueue({ kind: 'status', status: 429, headers: { 'Retry-After': '120' } })
  await page.goto(llmApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const alert = page.getByRole('alert')
  await expect(alert).toContainText('The recipe service is busy right now')
  await expect(alert).toContainText('in about 2 minutes')

  upstream.enqueue({ kind: 'answer', chunks: ['## Second try\n'] })
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Second try' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})
