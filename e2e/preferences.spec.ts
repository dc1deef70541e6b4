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
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeFocused()
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

  await page.getByRole('spinbutton', { name: 'Servings' }).fill('4')
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
