import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

test('the whole flow works from the keyboard alone', async ({
  page,
  context,
  upstream,
  llmApp,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  upstream.enqueue(
    {
      kind: 'answer',
      chunks: ['## Omelette\n\n', '1. Beat the eggs.\n', '2. Cook gently.\n', '3. Fold.\n'],
      chunkDelayMs: 1_000,
    },
    { kind: 'answer', chunks: ['## Frittata\n\n1. Bake it.\n'] },
  )
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) bodies.push(request.postDataJSON())
  })
  await page.goto(llmApp.url)
  const focused = (name: string) => expect(page.getByRole('button', { name, exact: true }))
  const field = page.getByRole('combobox', { name: 'Add ingredient' })

  // The page renders on the client: a Tab pressed before the field exists has nowhere to go.
  await expect(field).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(field).toBeFocused()
  for (const ingredient of ['eggs', 'cheese', 'chives', 'butter', 'ham']) {
    await page.keyboard.type(ingredient)
    await page.keyboard.press('Enter')
  }
  for (const name of [
    'Add ingredient',
    'Preferences',
    'Clear list',
    'Remove eggs',
    'Remove cheese',
  ]) {
    await page.keyboard.press('Tab')
    await focused(name).toBeFocused()
  }
  await page.keyboard.press('Enter')
  await focused('Remove chives').toBeFocused()
  await expect(page.getByRole('listitem')).toHaveText(['eggs', 'chives', 'butter', 'ham'])

  for (const name of ['Remove butter', 'Remove ham', 'Get a recipe']) {
    await page.keyboard.press('Tab')
    await focused(name).toBeFocused()
  }
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Omelette' })).toBeVisible()
  // The new recipe takes focus at its start; Stop is just before it.
  await expect(page.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await focused('Stop').toBeFocused()
  await page.keyboard.press('Enter')
  await focused('Get a recipe').toBeFocused()
  await expect(page.getByText('Stopped: this is as far as the recipe got.')).toBeVisible()
  await expect(page.getByText('Fold.')).toHaveCount(0)

  // A stopped recipe gets its units too, once their lazy part is in: one stop before the idea.
  // (Waited for, or a Tab on a busy machine races the part's arrival.)
  await expect(page.getByRole('radio', { name: 'Metric' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Metric' })).toBeFocused()
  await page.keyboard.press('Tab')
  await focused('Another idea').toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Frittata' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Another idea' })).toHaveAttribute(
    'aria-busy',
    'false',
  )
  await expect(page.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeFocused()
  expect(bodies).toEqual([
    { ingredients: ['eggs', 'chives', 'butter', 'ham'], variant: 0 },
    { ingredients: ['eggs', 'chives', 'butter', 'ham'], variant: 1, previousTitles: ['Omelette'] },
  ])

  for (const name of ['Previous idea', 'Next idea']) {
    await page.keyboard.press('Tab')
    await focused(name).toBeFocused()
  }
  // The units over the recipe (it says no servings, so there is no servings box): one stop.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Metric' })).toBeFocused()
  for (const name of ['Another idea', 'Copy recipe']) {
    await page.keyboard.press('Tab')
    await focused(name).toBeFocused()
  }
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Recipe copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Frittata\n\n1. Bake it.\n',
  )
})

// Axe, light and dark, over six states of one page, one step each (four tests before, with a
// page load each). Each step waits on the state it scans, so a busy machine only makes the
// journey slower, never makes one state's scans eat another's time.
const OMELETTE = [
  '## Omelette\n\nA quick supper.\n\n',
  '### Ingredients\n\n- 3 eggs\n- **cheese**, grated\n\n',
  '| Step | Time |\n|---|---|\n| Beat | 1 min |\n\n',
  '1. Beat.\n2. Cook with `butter`.\n\n> Tip: low heat.\n\n[More](https://example.com)\n',
]
// The same markdown under another title, so the streaming step waits for the new recipe, not
// the finished one it replaces.
const FRITTATA = [`## Frittata${OMELETTE[0]!.slice('## Omelette'.length)}`, ...OMELETTE.slice(1)]
const AXE_LIST = ['eggs', 'cheese', 'chives', 'butter']

test('no axe violations, light and dark: empty, listed, a failed request, a cleared list, a finished recipe, a recipe streaming', async ({
  page,
  upstream,
  llmApp,
}) => {
  // Six states, two scans each: on a busy machine past the default 30 s.
  test.setTimeout(120_000)
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })

  await test.step('the empty page and a listed one', async () => {
    await page.goto(llmApp.url)
    await expectNoAxeViolations(page, 'empty')
    await addIngredients(page, AXE_LIST)
    await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeVisible()
    await expectNoAxeViolations(page, 'listed')
  })

  await test.step('a failed request, then a cleared list', async () => {
    upstream.enqueue(
      { kind: 'status', status: 503 },
      { kind: 'status', status: 503 },
      { kind: 'status', status: 503 },
    )
    await page.getByRole('button', { name: 'Get a recipe' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoAxeViolations(page, 'error')

    await page.getByRole('button', { name: 'Clear list' }).click()
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible()
    await expectNoAxeViolations(page, 'cleared')
    // The list back, for the next steps.
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeVisible()
  })

  await test.step('a finished recipe', async () => {
    upstream.enqueue({ kind: 'answer', chunks: OMELETTE })
    await page.getByRole('button', { name: 'Get a recipe' }).click()
    await expect(recipe.getByRole('link', { name: 'More' })).toBeVisible()
    await expect(recipe).toHaveAttribute('aria-busy', 'false')
    await expectNoAxeViolations(page, 'recipe')
  })

  await test.step('a recipe streaming', async () => {
    // The first part at once, the rest never during the test: the stream stays open while axe
    // runs.
    upstream.enqueue({ kind: 'answer', chunks: FRITTATA, chunkDelayMs: 600_000 })
    await recipe.getByRole('button', { name: 'Another idea' }).click()
    await expect(recipe.getByRole('heading', { name: 'Frittata' })).toBeVisible()
    await expect(recipe).toHaveAttribute('aria-busy', 'true')
    await expectNoAxeViolations(page, 'streaming')
  })
})

test('the server sends a strict CSP and the page runs under it', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  const response = await page.goto(offlineApp.url)
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  // The stylesheet is inlined for the first paint (one request fewer) and allowed by its hash
  // alone: no 'unsafe-inline', and it really applies.
  expect(csp).toMatch(/style-src 'self' 'sha256-[\w+/]+=*'/)
  expect(csp).not.toContain('unsafe-inline')
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0)
  await expect(page.locator('.app-header')).toHaveCSS('display', 'flex')
  await page.getByRole('combobox', { name: 'Add ingredient' }).focus()
  await addIngredients(page, ['a', 'b', 'c', 'd'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  await expect(page.getByText(/offline chef/)).toBeVisible()
  expect(pageProblems.cspViolations).toEqual([])
  expect(pageProblems.consoleErrors).toEqual([])
})
