import { addIngredients, expect, test } from './fixtures.ts'

test('visitor removes items, clears the list, undoes it, and finds it all after a reload', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await page.goto(offlineApp.url)
  await addIngredients(page, ['oregano', 'tomatoes', 'garlic', 'pasta', 'basil'])
  const items = page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem')

  await page.getByRole('button', { name: 'Remove garlic' }).click()
  await expect(items).toHaveText(['oregano', 'tomatoes', 'pasta', 'basil'])
  await expect(page.getByRole('button', { name: 'Remove pasta' })).toBeFocused()

  await page.getByRole('button', { name: 'Clear list' }).click()
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Cleared 4 ingredients.' })).toBeVisible()
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(items).toHaveText(['oregano', 'tomatoes', 'pasta', 'basil'])

  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  // The recipe is kept once it is finished: reloading while it streams would lose it by design.
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  const dish = (await recipe.locator('.recipe-body h2').first().textContent()) ?? ''
  expect(dish).not.toBe('')

  await page.reload()
  await expect(items).toHaveText(['oregano', 'tomatoes', 'pasta', 'basil'])
  await expect(recipe.getByRole('heading', { name: dish })).toBeVisible()
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  expect(pageProblems.consoleErrors).toEqual([])
})

test('corrupt or foreign saved data is ignored, never a crash', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await page.goto(offlineApp.url)
  for (const saved of ['{not json', '{"ingredients":{"0":"egg"},"recipe":"## hi"}', '[1,2,3]']) {
    await page.evaluate((value) => localStorage.setItem('chef-claude:v1', value), saved)
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0)
  }
  await addIngredients(page, ['egg'])
  await expect(page.getByRole('listitem')).toHaveText(['egg'])
  expect(pageProblems.consoleErrors).toEqual([])
})

test('suggestions arrive as their own chunk when the field is first focused', async ({
  page,
  offlineApp,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(offlineApp.url)
  await page.waitForLoadState('networkidle')
  expect(scripts.some((path) => path.includes('ingredient-reader'))).toBe(false)

  const field = page.getByRole('combobox', { name: 'Add ingredient' })
  await field.focus()
  await field.pressSequentially('garl')

  await expect(page.getByRole('option', { name: 'garlic', exact: true })).toBeVisible()
  expect(scripts.some((path) => path.includes('ingredient-reader'))).toBe(true)
})
