import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

// The offline chef answers this list with Quiche Lorraine: serves 6, 3 eggs, 200 g bacon, an
// oven at 200 °C (180 °C fan).
const LIST = ['eggs', 'bacon', 'cheddar', 'cream', 'pastry']

test('servings doubled and US units on: amounts doubled, eggs whole, °F; kept by the saved recipe', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  // Two axe scans (each light and dark), cook mode and a reload: ~17 s on a quiet machine, and
  // a busy one took it past the default 30 s in the last scan.
  test.setTimeout(90_000)
  await page.goto(offlineApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByRole('heading', { name: 'Quiche Lorraine' })).toBeVisible()
  await expect(recipe.getByText(/offline chef/)).toBeVisible()

  const servings = recipe.getByRole('spinbutton', { name: 'Servings' })
  await expect(servings).toHaveValue('6')
  await expect(servings).toHaveAttribute('min', '3')
  await expect(servings).toHaveAttribute('max', '24')
  await expect(recipe.getByRole('radio', { name: 'Metric' })).toBeChecked()
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Eggs — 3' })).toBeVisible()

  await servings.fill('12')
  await expect(recipe.getByText('Serves 12 · 1 hour 30 minutes')).toBeVisible()
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Eggs — 6' })).toBeVisible()
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Bacon — 400 g' })).toBeVisible()
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Cream — 600 ml' })).toBeVisible()

  await recipe.getByRole('radio', { name: 'US' }).check()
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Bacon — 14 oz' })).toBeVisible()
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Cream — 2½ cups' })).toBeVisible()
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Eggs — 6' })).toBeVisible()
  await expect(
    recipe.getByText(/Heat the oven to 400 °F \/ gas mark 6 \(350 °F fan\)/),
  ).toBeVisible()
  await expect(recipe.getByText(/200 °C/)).toHaveCount(0)

  // The lines as written stay one click away.
  const original = recipe.getByText('Ingredients as written')
  await original.click()
  await expect(
    recipe.getByRole('group', { name: 'Servings and units' }).getByText('Bacon — 200 g'),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'recipe doubled, in US units')

  // Cook mode shows the recipe as the page does.
  await recipe.getByRole('button', { name: 'Cook mode' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quiche Lorraine' })
  await expect(dialog.getByRole('checkbox', { name: 'Eggs — 6' })).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: 'Bacon — 14 oz' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()

  await recipe.getByRole('button', { name: 'Save recipe' }).click()
  await expect(recipe.getByText(/Recipe saved/)).toBeVisible()

  // A new session (this tab's own choice forgotten): the saved recipe brings its choice back.
  await page.evaluate(() => sessionStorage.clear())
  await page.reload()
  await expect(recipe.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('6')
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Eggs — 3' })).toBeVisible()
  await page.getByRole('button', { name: 'Saved recipes (1)' }).click()
  await page.getByRole('button', { name: /^Quiche Lorraine, saved / }).click()
  await expect(page.getByText('Saved recipe', { exact: true })).toBeVisible()
  await expect(recipe.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('12')
  await expect(recipe.getByRole('radio', { name: 'US' })).toBeChecked()
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Eggs — 6' })).toBeVisible()
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Bacon — 14 oz' })).toBeVisible()
  await expect(recipe.getByText(/400 °F/)).toBeVisible()
  await expectNoAxeViolations(page, 'saved recipe kept in US units for 12')
  expect(pageProblems.consoleErrors).toEqual([])
})

test('the servings box refuses what is out of range and goes back to the recipe as written', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  const servings = recipe.getByRole('spinbutton', { name: 'Servings' })
  await expect(servings).toHaveValue('6')
  await servings.fill('100')
  await expect(recipe.getByText('Serves 6 · 1 hour 30 minutes')).toBeVisible()
  await expect(servings).toHaveAttribute('aria-invalid', 'true')
  await expect(recipe.getByText('From 3 to 24: the recipe serves 6')).toBeVisible()
  // Leaving the box puts back the servings shown.
  await servings.blur()
  await expect(servings).toHaveValue('6')
  await expect(servings).toHaveAttribute('aria-invalid', 'false')
  await servings.press('ArrowUp')
  await expect(servings).toHaveValue('7')
  await expect(recipe.getByText('Serves 7 · 1 hour 30 minutes')).toBeVisible()
  await recipe.getByText('Ingredients as written').click()
  await recipe.getByRole('button', { name: 'Show the recipe as written' }).click()
  await expect(servings).toHaveValue('6')
  await expect(recipe.getByRole('listitem').filter({ hasText: 'Eggs — 3' })).toBeVisible()
})
