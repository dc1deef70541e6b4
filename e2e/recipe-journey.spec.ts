import { addIngredients, expect, test } from './fixtures.ts'

test('visitor builds a list and gets an offline recipe rendered as markdown', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await page.goto(offlineApp.url)

  await expect(page.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Chef Claude logo' })).toBeVisible()
  const field = page.getByRole('combobox', { name: 'Add ingredient' })
  await expect(field).toHaveAttribute('placeholder', 'e.g. oregano')
  await expect(field).toHaveAttribute('name', 'ingredient')
  await expect(page.getByText('Ingredients on hand:')).toHaveCount(0)

  await addIngredients(page, ['  chicken breast  ', '   '])
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toBeVisible()
  const list = page.getByRole('list').first()
  await expect(list).toHaveAttribute('aria-live', 'polite')
  await expect(list.getByRole('listitem')).toHaveText(['chicken breast'])
  await expect(field).toHaveValue('')
  await expect(field).toBeFocused()

  await field.fill('rice')
  await page.getByRole('button', { name: 'Add ingredient' }).click()
  await addIngredients(page, ['garlic'])
  await expect(page.getByRole('heading', { name: 'Ready for a recipe?' })).toHaveCount(0)

  await addIngredients(page, ['lemon'])
  await expect(list.getByRole('listitem')).toHaveText(['chicken breast', 'rice', 'garlic', 'lemon'])
  await expect(page.getByRole('heading', { name: 'Ready for a recipe?' })).toBeVisible()
  await expect(page.getByText('Generate a recipe from your list of ingredients.')).toBeVisible()

  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const recipe = page.locator('.suggested-recipe-container')
  await expect(recipe).toHaveAttribute('aria-live', 'polite')
  await expect(recipe.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeVisible()
  await expect(recipe.locator('h2').nth(1)).toBeVisible()
  await expect(recipe.getByRole('heading', { name: 'Ingredients', exact: true })).toBeVisible()
  await expect(recipe.locator('ol > li').first()).toBeVisible()
  await expect(recipe).toContainText(/chicken breast/i)
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  expect(pageProblems.consoleErrors).toEqual([])
  expect(pageProblems.cspViolations).toEqual([])
})

test('the recipe visibly grows while the model streams it', async ({ page, upstream, llmApp }) => {
  const chunks = [
    '## Lemon rice\n\n',
    'A bright bowl.\n\n',
    '### Method\n\n',
    '1. Rinse the rice.\n',
    '2. Simmer.\n',
    '3. Squeeze the lemon.\n',
  ]
  upstream.enqueue({ kind: 'answer', chunks, chunkDelayMs: 600 })
  await page.goto(llmApp.url)
  await addIngredients(page, ['rice', 'lemon', 'butter', 'parsley'])

  const getRecipe = page.getByRole('button', { name: 'Get a recipe' })
  await getRecipe.click()

  const recipe = page.locator('.suggested-recipe-container')
  await expect(recipe.getByRole('heading', { name: 'Lemon rice' })).toBeVisible()
  await expect(getRecipe).toHaveAttribute('aria-busy', 'true')
  await expect(getRecipe).toHaveAttribute('aria-disabled', 'true')
  await expect(recipe).toHaveAttribute('aria-busy', 'true')
  const early = (await recipe.textContent()) ?? ''
  expect(early).not.toContain('Squeeze the lemon')

  await expect(recipe.getByText('Squeeze the lemon.')).toBeVisible({ timeout: 10_000 })
  await expect(getRecipe).toHaveAttribute('aria-busy', 'false')
  expect(((await recipe.textContent()) ?? '').length).toBeGreaterThan(early.length)
  await expect(recipe.getByRole('listitem')).toHaveCount(3)
  expect(upstream.requests).toHaveLength(1)
})

test('hostile markdown: a javascript: link gets an empty href and raw HTML never runs', async ({
  page,
  upstream,
  llmApp,
  pageProblems,
}) => {
  upstream.enqueue({
    kind: 'answer',
    chunks: [
      '## Safe soup\n\n',
      '[click me](javascript:alert(1)) and [a real site](https://example.com/soup)\n\n',
      '<img src=x onerror="window.__pwned = true"><script>window.__pwned = true</script>\n\n',
      '| Step | Time |\n|---|---|\n| Simmer | 10 min |\n',
    ],
  })
  await page.goto(llmApp.url)
  await addIngredients(page, ['leek', 'potato', 'stock', 'cream'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const recipe = page.locator('.suggested-recipe-container')
  await expect(recipe.getByRole('table')).toBeVisible()
  await expect(recipe.getByRole('link', { name: 'click me' })).toHaveAttribute('href', '')
  await expect(recipe.getByRole('link', { name: 'a real site' })).toHaveAttribute(
    'href',
    'https://example.com/soup',
  )
  await expect(recipe.locator('script')).toHaveCount(0)
  // Raw <img> HTML is text, not an element; no image came from markdown here.
  await expect(recipe.locator('img')).toHaveCount(0)
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
  ).toBeUndefined()
  expect(pageProblems.cspViolations).toEqual([])
})

test('a failing service shows a plain-words alert, clears the recipe and can retry', async ({
  page,
  upstream,
  llmApp,
  pageProblems,
}) => {
  upstream.enqueue({ kind: 'status', status: 500 })
  await page.goto(llmApp.url)
  await addIngredients(page, ['egg', 'flour', 'milk', 'sugar'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const alert = page.getByRole('alert')
  await expect(alert).toContainText('The recipe service is having trouble right now')
  await expect(page.locator('.suggested-recipe-container')).toHaveCount(0)
  expect(pageProblems.consoleErrors.join('\n')).toContain('Recipe request failed')

  upstream.enqueue({ kind: 'answer', chunks: ['## Pancakes\n\n1. Whisk.'] })
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Pancakes' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a stream cut mid-way ends in the alert, not a half recipe passed off as whole', async ({
  page,
  upstream,
  llmApp,
}) => {
  upstream.enqueue({ kind: 'cut', chunks: ['## Half a recipe\n\n', '1. Start.\n'] })
  await page.goto(llmApp.url)
  await addIngredients(page, ['egg', 'flour', 'milk', 'sugar'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  await expect(page.getByRole('alert')).toContainText('The recipe service is having trouble')
  await expect(page.locator('.suggested-recipe-container')).toHaveCount(0)
})

test('Stop aborts the request upstream and keeps what arrived', async ({
  page,
  upstream,
  llmApp,
}) => {
  upstream.enqueue({ kind: 'endless', chunkDelayMs: 100 })
  await page.goto(llmApp.url)
  await addIngredients(page, ['egg', 'flour', 'milk', 'sugar'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.locator('.suggested-recipe-container')
  await expect(recipe).toContainText('more')

  await page.getByRole('button', { name: 'Stop' }).click()

  await upstream.waitForEarlyClose(0)
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0)
  await expect(recipe).toContainText('more')
  await expect(page.getByRole('alert')).toHaveCount(0)
})
