import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

const LIST = ['chicken breast', 'spinach', 'rice', 'parmesan']

test('an offline recipe lists the chef’s extras to get, and the basics apart', async ({
  page,
  context,
  offlineApp,
  pageProblems,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(offlineApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const needs = page.getByRole('region', { name: 'What you still need' })
  await expect(needs.getByRole('checkbox')).toHaveCount(1)
  await expect(needs.getByRole('checkbox', { name: 'Chicken stock — 600 ml' })).toBeVisible()
  await expect(needs).toContainText('Probably in your kitchen already: oil, salt and pepper.')
  await expectNoAxeViolations(page, 'what you still need, offline')

  await needs.getByRole('checkbox', { name: 'Chicken stock — 600 ml' }).check()
  await needs.getByRole('button', { name: 'Copy list' }).click()
  await expect(needs.getByRole('status')).toHaveText('List copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '- Chicken stock — 600 ml\n',
  )
  expect(pageProblems.consoleErrors).toEqual([])
})

test('an AI recipe’s ingredient lines are read against the list', async ({
  page,
  upstream,
  llmApp,
}) => {
  upstream.enqueue({
    kind: 'answer',
    chunks: [
      '## Creamy Chicken & Spinach Rice\n\nA one-pan supper.\n\n',
      '### Ingredients\n\n',
      '- 2 chicken breasts, diced\n- 1 cup (200 g) arborio rice\n- 2 cups baby spinach\n',
      '- 1 small onion, finely chopped\n- 400g (14 oz) can chopped tomatoes\n',
      '- 2 tbsp olive oil\n- 50 g **Parmesan**, grated\n- Salt and pepper, to taste\n\n',
      '### Instructions\n\n1. Fry the onion.\n2. Add the rice and tomatoes.\n',
    ],
    chunkDelayMs: 50,
  })
  await page.goto(llmApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  const needs = recipe.getByRole('region', { name: 'What you still need' })
  await expect(needs.getByRole('checkbox')).toHaveCount(3)
  expect(await needs.locator('label').allTextContents()).toEqual([
    '1 small onion',
    '400g (14 oz) can chopped tomatoes',
    '2 tbsp olive oil',
  ])
  await expect(needs).toContainText('Probably in your kitchen already: salt and pepper.')
  await expectNoAxeViolations(page, 'what you still need, AI')

  // Printed, the list stays with the recipe; its button does not.
  await page.emulateMedia({ media: 'print' })
  await expect(needs.getByRole('checkbox')).toHaveCount(3)
  await expect(needs.getByRole('button', { name: 'Copy list' })).toBeHidden()
})

test('after a clash warning, what it names is marked as clashing, not listed to buy', async ({
  page,
  upstream,
  llmApp,
}) => {
  upstream.enqueue({
    kind: 'answer',
    chunks: [
      '## Satay Noodles\n\nA quick, nutty bowl.\n\n',
      '### Ingredients\n\n- 250 g rice noodles\n- 3 tbsp peanut butter\n- 1 lime\n',
      '- 2 cloves garlic\n- 1 tbsp soy sauce\n\n',
      '### Method\n\n1. Cook the noodles.\n2. Whisk the peanut butter with the lime juice.\n',
    ],
  })
  await page.goto(llmApp.url)
  const toggle = page.getByRole('button', { name: /^Preferences/ })
  await toggle.click()
  const avoid = page.getByRole('textbox', { name: 'Avoid' })
  await avoid.fill('peanuts')
  await avoid.press('Enter')
  await toggle.click()
  await addIngredients(page, ['rice noodles', 'lime', 'garlic', 'spring onions'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByRole('alert')).toContainText(/peanut butter/i)
  const needs = recipe.getByRole('region', { name: 'What you still need' })
  await expect(needs.getByRole('checkbox')).toHaveCount(1)
  await expect(needs.getByRole('checkbox', { name: '1 tbsp soy sauce' })).toBeVisible()
  const clashes = needs.getByRole('list', {
    name: 'Not to buy: these clash with your preferences.',
  })
  await expect(clashes.getByRole('listitem')).toHaveText([
    '3 tbsp peanut butter clashes with your preferences',
  ])
  await expectNoAxeViolations(page, 'what you still need, after a clash warning')
})
