import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

const LIST = ['rice noodles', 'lime', 'garlic', 'spring onions']

test('visitor sets a diet and an avoid item, finds them after a reload, and is warned when the recipe ignores them', async ({
  page,
  upstream,
  llmApp,
  pageProblems,
}) => {
  // The model pays no attention to the preferences: the server must catch it.
  upstream.enqueue({
    kind: 'answer',
    chunks: [
      '## Satay Noodles\n\nA quick, nutty bowl.\n\n',
      '### Ingredients\n\n- 250 g rice noodles\n- 3 tbsp peanut butter\n- 1 lime\n- 2 cloves garlic\n\n',
      '### Method\n\n1. Cook the noodles.\n2. Whisk the peanut butter with the lime juice.\n3. Toss together.\n',
    ],
  })
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) bodies.push(request.postDataJSON())
  })
  await page.goto(llmApp.url)

  const toggle = page.getByRole('button', { name: /^Preferences/ })
  await expect(toggle).toHaveAccessibleName('Preferences')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('checkbox')).toHaveCount(0)
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('checkbox', { name: 'Vegetarian' }).check()
  const avoid = page.getByRole('textbox', { name: 'Avoid' })
  await avoid.fill('peanuts')
  await avoid.press('Enter')
  await expect(page.getByRole('button', { name: 'Remove peanuts' })).toBeVisible()
  await expect(avoid).toHaveValue('')
  await expect(toggle).toHaveAccessibleName('Preferences: Vegetarian · avoiding peanuts')

  await page.reload()
  await expect(toggle).toHaveAccessibleName('Preferences: Vegetarian · avoiding peanuts')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Remove peanuts' })).toBeVisible()
  await toggle.click()

  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByRole('heading', { name: 'Satay Noodles' })).toBeVisible()
  const alert = recipe.getByRole('alert')
  await expect(alert).toBeVisible()
  await expect(alert).toContainText(/peanut/i)
  await expect(alert).toContainText('against your preferences')
  // Prominent: before the recipe itself.
  expect(
    await alert.evaluate((node) => {
      const title = node.parentElement?.querySelector('.recipe-body h2')
      return title
        ? Boolean(node.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING)
        : false
    }),
  ).toBe(true)
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  expect(bodies).toEqual([
    { ingredients: LIST, variant: 0, preferences: { diets: ['vegetarian'], avoid: ['peanuts'] } },
  ])
  await expectNoAxeViolations(page, 'recipe with a warning')

  // The warning stays with its recipe across a reload.
  await page.reload()
  await expect(recipe.getByRole('alert')).toContainText(/peanut/i)
  expect(pageProblems.consoleErrors).toEqual([])
  expect(pageProblems.cspViolations).toEqual([])
})

test('a fresh visitor sends the same body as before preferences existed', async ({
  page,
  offlineApp,
}) => {
  const bodies: (string | null)[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) bodies.push(request.postData())
  })
  await page.goto(offlineApp.url)
  await expect(page.getByRole('button', { name: 'Preferences' })).toBeVisible()
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  await expect(page.getByText(/offline chef/)).toBeVisible()
  expect(bodies).toEqual([JSON.stringify({ ingredients: LIST, variant: 0 })])
})

test('the open preferences are keyboard friendly and axe clean, light and dark', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  const field = page.getByRole('combobox', { name: 'Add ingredient' })
  await expect(field).toBeVisible()
  await addIngredients(page, ['tofu'])

  // Field, its button, then the disclosure: opened with Enter, walked with Tab.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Add ingredient' })).toBeFocused()
  await page.keyboard.press('Tab')
  const toggle = page.getByRole('button', { name: 'Preferences' })
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // The panel is a lazy chunk: on a busy machine it can arrive after the toggle says "expanded",
  // and a Tab pressed before it exists would walk past it (a person waits to see it too).
  const vegetarian = page.getByRole('checkbox', { name: 'Vegetarian' })
  await expect(vegetarian).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(vegetarian).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked()
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab')
  const avoid = page.getByRole('textbox', { name: 'Avoid' })
  await expect(avoid).toBeFocused()
  await page.keyboard.type('sesame')
  await page.keyboard.press('Enter')
  await page.keyboard.type('peanuts')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listitem').filter({ hasText: 'sesame' })).toBeVisible()
  // Enter in the panel never added an ingredient.
  await expect(
    page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem'),
  ).toHaveText(['tofu'])

  // The preferences' "Servings" (what to ask for), not a recipe's own (what it shows).
  await page.locator('.preferences__panel').getByRole('spinbutton', { name: 'Servings' }).fill('4')
  await page.getByRole('combobox', { name: 'Time' }).selectOption('30')
  await expect(toggle).toHaveAccessibleName(
    'Preferences: Vegan · avoiding sesame and peanuts · serves 4 · 30 min or less',
  )
  await page.getByRole('button', { name: 'Remove sesame' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Remove peanuts' })).toBeFocused()

  await expectNoAxeViolations(page, 'preferences open')
  await toggle.click()
  await expectNoAxeViolations(page, 'preferences set, closed')
})

const BUTTER_CHICKEN = ['chicken', 'butter', 'cream', 'cashews', 'onion', 'garlic']

test('preferences changed under a recipe: it says so at once, names the clashes, marks the chips, and one button brings a recipe that follows them', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  const bodies: unknown[] = []
  const checkerLoads: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) bodies.push(request.postDataJSON())
    if (/\/fit-check-[^/]*\.js$/.test(request.url())) checkerLoads.push(request.url())
  })
  await page.goto(offlineApp.url)
  await addIngredients(page, BUTTER_CHICKEN)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByRole('heading', { name: 'Chicken Korma' })).toBeVisible()
  await expect(recipe).toContainText('Serves 2')

  // The chef's checker is not fetched while there is nothing to check.
  expect(checkerLoads).toEqual([])

  const toggle = page.getByRole('button', { name: /^Preferences/ })
  await toggle.click()
  await page.getByRole('checkbox', { name: 'Vegan' }).check()
  const stale = recipe.getByText('Made before you changed your preferences.')
  await expect(stale).toBeVisible()
  const avoid = page.getByRole('textbox', { name: 'Avoid' })
  await avoid.fill('nuts')
  await avoid.press('Enter')
  // The preferences' "Servings" (what to ask for), not a recipe's own (what it shows).
  await page.locator('.preferences__panel').getByRole('spinbutton', { name: 'Servings' }).fill('4')
  await expect(toggle).toHaveAccessibleName('Preferences: Vegan · avoiding nuts · serves 4')
  await toggle.click()

  await expect(
    recipe.getByText('Has chicken, cream and butter: not vegan. Has cashews: you avoid nuts.'),
  ).toBeVisible()
  await expect(recipe.getByText('Its amounts are for 2, not 4.')).toBeVisible()
  const chips = page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem')
  await expect(chips.filter({ hasText: 'chicken' })).toContainText('not vegan')
  await expect(chips.filter({ hasText: 'butter' })).toContainText('not vegan')
  await expect(chips.filter({ hasText: 'cream' })).toContainText('not vegan')
  await expect(chips.filter({ hasText: 'cashews' })).toContainText('you avoid nuts')
  await expect(page.locator('.ingredient__mark')).toHaveCount(4)
  expect(checkerLoads).toHaveLength(1)
  await expectNoAxeViolations(page, 'recipe made for other preferences')

  await recipe.getByRole('button', { name: 'New recipe for your preferences' }).click()

  await expect(recipe.getByRole('heading', { name: 'Plant Cream Pasta' })).toBeVisible()
  await expect(recipe).toContainText('Serves 4')
  await expect(stale).toBeHidden()
  const used = recipe.locator('.recipe-body h3:text-is("Ingredients") + ul li')
  await expect(used.first()).toBeVisible()
  expect((await used.allTextContents()).join('\n')).not.toMatch(/chicken|cashew/i)
  expect(bodies.at(-1)).toEqual({
    ingredients: BUTTER_CHICKEN,
    variant: 0,
    preferences: { diets: ['vegan'], avoid: ['nuts'], servings: 4 },
  })
  // The chips still say what the preferences rule out: the list is the visitor's, not the recipe's.
  await expect(page.locator('.ingredient__mark')).toHaveCount(4)
  expect(pageProblems.consoleErrors).toEqual([])
  expect(pageProblems.cspViolations).toEqual([])
})
