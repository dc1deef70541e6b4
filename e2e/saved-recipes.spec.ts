import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

const SAVED_KEY = 'chef-claude:saved-recipes:v1'

test('save, reload, open, remove: the saved list lives in this browser', async ({
  page,
  upstream,
  llmApp,
  pageProblems,
}) => {
  // Four axe checks (each light and dark) and reloads: 24 s on a quiet CI run, and past
  // 30 s in its last scan on a busy machine. The steps wait on conditions; this is a safety net.
  test.setTimeout(90_000)
  upstream.enqueue(
    { kind: 'answer', chunks: ['## Lemon Rice\n\n', '1. Rinse the rice.\n2. Simmer.\n'] },
    { kind: 'answer', chunks: ['## Garlic Spinach\n\n', '1. Wilt the spinach.\n'] },
  )
  await page.goto(llmApp.url)
  // A fresh page: the header and the form, no saved list.
  await expect(page.getByRole('button', { name: /Saved recipes/ })).toHaveCount(0)
  await addIngredients(page, ['rice', 'lemon', 'garlic', 'spinach'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/Written by an AI model/)).toBeVisible()
  // Save stays put (aria-disabled) while a recipe streams: click once the recipe is whole (on a
  // busy machine the note can show before the stream has closed).
  await expect(recipe).toHaveAttribute('aria-busy', 'false')

  await recipe.getByRole('button', { name: 'Save recipe' }).click()
  await expect(recipe.getByText(/Recipe saved/)).toBeVisible()
  await expect(recipe.getByRole('button', { name: 'Saved' })).toBeVisible()
  await recipe.getByRole('button', { name: 'Another idea' }).click()
  await expect(recipe.getByRole('heading', { name: 'Garlic Spinach' })).toBeVisible()
  await expect(recipe.getByRole('button', { name: 'Save recipe' })).toBeVisible()

  await page.reload()
  const toggle = page.getByRole('button', { name: 'Saved recipes (1)' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const entry = page.getByRole('button', {
    name: /^Lemon Rice, saved .+, from rice, lemon, garlic, spinach$/,
  })
  await expect(entry).toBeVisible()
  await expectNoAxeViolations(page, 'saved list open')

  await entry.click()
  await expect(recipe.getByRole('heading', { name: 'Lemon Rice' })).toBeVisible()
  await expect(page.getByText('Saved recipe', { exact: true })).toBeVisible()
  await expect(recipe.getByRole('button', { name: 'Saved' })).toBeVisible()
  await expectNoAxeViolations(page, 'saved recipe shown')

  await page.getByRole('button', { name: 'Remove Lemon Rice' }).click()
  await expect(page.getByRole('button', { name: 'Saved recipes (0)' })).toBeFocused()
  await expect(page.getByText(/No saved recipes/)).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toBe('[]')
  await page.reload()
  await expect(page.getByRole('button', { name: /Saved recipes/ })).toHaveCount(0)
  expect(upstream.requests).toHaveLength(2)
  expect(pageProblems.consoleErrors).toEqual([])
})

test('a damaged saved list keeps what it can read and says what it left out', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await page.goto(offlineApp.url)
  await page.evaluate((key) => {
    const recipe = {
      markdown: '## Pea Soup\n\n1. Simmer the peas.\n',
      engine: 'offline',
      status: 'done',
      request: { ingredients: ['peas', 'mint', 'stock', 'onion'], variant: 0 },
      warnings: [],
    }
    localStorage.setItem(
      key,
      JSON.stringify([
        { id: 'a', savedAt: Date.now(), recipe },
        { id: 'b', savedAt: Date.now(), recipe: { ...recipe, engine: '<script>' } },
      ]),
    )
  }, SAVED_KEY)
  await page.reload()

  await expect(page.getByRole('button', { name: 'Saved recipes (1)' })).toBeVisible()
  await expect(page.getByText('One saved recipe could not be read and was left out.')).toBeVisible()
  await expectNoAxeViolations(page, 'damaged saved list')
  expect(pageProblems.consoleErrors).toEqual([])
})

test('on a phone, a saved recipe opens into view and takes focus, like a new recipe', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto(offlineApp.url)
  await page.evaluate((key) => {
    // Enough saved recipes that the list runs well below the fold.
    const entries = Array.from({ length: 12 }, (_, index) => ({
      id: `r${index}`,
      savedAt: Date.now() - index * 86_400_000,
      recipe: {
        markdown: `## Soup ${index + 1}\n\n1. Simmer the peas.\n2. Blend.\n`,
        engine: 'offline',
        status: 'done',
        request: { ingredients: ['peas', 'mint', 'stock', 'onion'], variant: 0 },
        warnings: [],
      },
    }))
    localStorage.setItem(key, JSON.stringify(entries))
  }, SAVED_KEY)
  await page.reload()
  await page.getByRole('button', { name: 'Saved recipes (12)' }).click()
  const entry = page.getByRole('button', { name: /^Soup 12, saved / })
  await entry.scrollIntoViewIfNeeded()
  await entry.click()

  const note = page.locator('.viewed-note')
  await expect(note).toBeFocused()
  await expect(note.getByText('Saved recipe', { exact: true })).toBeInViewport()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByRole('heading', { name: 'Soup 12' })).toBeInViewport()
  await expectNoAxeViolations(page, 'saved recipe opened on a phone')
  expect(pageProblems.consoleErrors).toEqual([])
})
