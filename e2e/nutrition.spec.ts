import { readFile } from 'node:fs/promises'
import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

test('a finished recipe shows "Nutrition per serving (estimate)", the lines not counted and the credit', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await page.goto(offlineApp.url)
  await addIngredients(page, ['cauliflower', 'mature cheddar', 'milk', 'butter', 'plain flour'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  const nutrition = recipe.getByRole('region', { name: 'Nutrition per serving (estimate)' })
  await expect(nutrition).toBeVisible()

  const table = nutrition.getByRole('table', { name: 'Nutrition per serving (estimate)' })
  for (const name of ['Energy', 'Protein', 'Fat', 'Carbohydrate', 'Fibre', 'Salt']) {
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible()
  }
  await expect(table.getByRole('row', { name: /^Energy \d+ kcal$/ })).toBeVisible()
  await expect(nutrition).toContainText(/One of 2 servings, from \d+ of \d+ ingredients/)
  // The chef seasons "to taste": that line is listed, not guessed.
  await expect(
    nutrition
      .getByRole('listitem')
      .filter({ hasText: /to taste/ })
      .first(),
  ).toBeVisible()
  await expect(nutrition.getByRole('link', { name: 'USDA FoodData Central' })).toBeVisible()

  await expectNoAxeViolations(page, 'nutrition under a finished recipe')
  expect(pageProblems.consoleErrors).toEqual([])
  expect(pageProblems.cspViolations).toEqual([])
})

test('an AI recipe is read for its nutrition too, and a line it cannot count is said so', async ({
  page,
  upstream,
  llmApp,
}) => {
  upstream.enqueue({
    kind: 'answer',
    chunks: [
      '# Lemony Chickpeas\n\n**Servings:** 4\n\n**Ingredients:**\n',
      '* 2 x 400g tins chickpeas, drained\n* 2 tbsp olive oil\n* 1 tbsp gochujang\n\n',
      '**Directions:**\n1. Warm the oil.\n2. Add the chickpeas.\n',
    ],
  })
  await page.goto(llmApp.url)
  await addIngredients(page, ['chickpeas', 'olive oil', 'lemon', 'garlic', 'spinach'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const nutrition = page.getByRole('region', { name: 'Nutrition per serving (estimate)' })
  await expect(nutrition).toContainText('One of 4 servings, from 2 of 3 ingredients.')
  await expect(nutrition.getByRole('listitem')).toHaveText([
    '1 tbsp gochujang (not in the food table)',
  ])
})

test('the table follows a change of servings and units; the recipe-app file says the same', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  // Quiche Lorraine, for 6.
  await addIngredients(page, ['eggs', 'bacon', 'cheddar', 'cream', 'pastry'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  const nutrition = recipe.getByRole('region', { name: 'Nutrition per serving (estimate)' })
  await expect(nutrition).toContainText('One of 6 servings')
  const energy = async () =>
    Number(
      /(\d+) kcal/.exec(
        (await nutrition.getByRole('row', { name: /^Energy/ }).textContent()) ?? '',
      )?.[1],
    )
  const forSix = await energy()
  expect(forSix).toBeGreaterThan(0)

  await recipe.getByRole('spinbutton', { name: 'Servings' }).fill('12')
  await expect(nutrition).toContainText('One of 12 servings')
  // Twice the amounts for twice the people: the same each, give or take a cook's rounding.
  expect(Math.abs((await energy()) - forSix)).toBeLessThanOrEqual(forSix * 0.05)

  await recipe.getByRole('radio', { name: 'US' }).check()
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Bacon — 14 oz' })).toBeVisible()
  await expect(nutrition).toContainText('One of 12 servings')
  expect(Math.abs((await energy()) - forSix)).toBeLessThanOrEqual(forSix * 0.05)
  await expectNoAxeViolations(page, 'nutrition for 12, in US units')

  const downloading = page.waitForEvent('download')
  await recipe.getByRole('button', { name: 'Download for recipe apps' }).click()
  const file = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as Record<
    string,
    unknown
  >
  expect(file.recipeYield).toBe('12 servings')
  expect(file.recipeIngredient).toContain('Bacon — 14 oz')
})
