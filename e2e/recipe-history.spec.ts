import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

const LIST = ['chicken thighs', 'lemon', 'garlic', 'rice', 'spinach']

test('ideas for a list: back and forth without asking again, kept across a reload', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) bodies.push(request.postDataJSON())
  })
  await page.goto(offlineApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  const dish = recipe.locator('.recipe-body h2').first()
  const ideas = recipe.getByRole('navigation', { name: 'Ideas for this list' })
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  await expect(ideas).toHaveCount(0)
  const titles = [await dish.textContent()]

  for (const position of [2, 3]) {
    await recipe.getByRole('button', { name: 'Another idea' }).click()
    await expect(ideas).toContainText(`Idea ${position} of ${position}`)
    await expect(dish).not.toHaveText(titles.at(-1) ?? '')
    await expect(recipe).toHaveAttribute('aria-busy', 'false')
    titles.push(await dish.textContent())
  }
  expect(new Set(titles).size).toBe(3)
  expect(bodies).toEqual([
    { ingredients: LIST, variant: 0 },
    { ingredients: LIST, variant: 1, previousTitles: titles.slice(0, 1) },
    { ingredients: LIST, variant: 2, previousTitles: titles.slice(0, 2) },
  ])

  await ideas.getByRole('button', { name: 'Previous idea' }).click()
  await expect(ideas).toContainText('Idea 2 of 3')
  await expect(dish).toHaveText(titles[1] ?? '')
  await ideas.getByRole('button', { name: 'Previous idea' }).click()
  await expect(dish).toHaveText(titles[0] ?? '')
  await expectNoAxeViolations(page, 'idea 1 of 3')
  await ideas.getByRole('button', { name: 'Next idea' }).click()
  await expect(ideas).toContainText('Idea 2 of 3')

  await page.reload()
  await expect(ideas).toContainText('Idea 2 of 3')
  await expect(dish).toHaveText(titles[1] ?? '')
  await ideas.getByRole('button', { name: 'Next idea' }).click()
  await expect(dish).toHaveText(titles[2] ?? '')
  expect(bodies).toHaveLength(3)
  expect(pageProblems.consoleErrors).toEqual([])
})
