import { readFile } from 'node:fs/promises'
import { addIngredients, expect, test } from './fixtures.ts'

const LIST = ['cauliflower', 'mature cheddar', 'milk', 'butter', 'plain flour']

test('"Download for recipe apps" saves one schema.org Recipe in JSON-LD, read back whole', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await page.goto(offlineApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  // The export buttons wait for the whole recipe: click once it has all come in.
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  const title =
    (await recipe.locator('.recipe-body h2, .recipe-body h3').first().textContent()) ?? ''

  const downloading = page.waitForEvent('download')
  await recipe.getByRole('button', { name: 'Download for recipe apps' }).click()
  const download = await downloading

  expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.recipe\.json$/)
  const parsed = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<
    string,
    unknown
  >
  expect(parsed).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: title.trim(),
    recipeYield: expect.stringMatching(/^\d+ servings?$/) as unknown,
    totalTime: expect.stringMatching(/^PT(?:\d+H)?(?:\d+M)?$/) as unknown,
    author: { '@type': 'Organization', name: expect.stringMatching(/offline chef/) as unknown },
    // The estimate the page shows under the recipe, per serving.
    nutrition: {
      '@type': 'NutritionInformation',
      calories: expect.stringMatching(/^\d+ kcal$/) as unknown,
      proteinContent: expect.stringMatching(/^[\d.]+ g$/) as unknown,
      sodiumContent: expect.stringMatching(/^\d+ mg$/) as unknown,
    },
  })
  const ingredients = parsed.recipeIngredient as string[]
  expect(ingredients.length).toBeGreaterThan(2)
  expect(ingredients.some((line) => /cauliflower/i.test(line))).toBe(true)
  const steps = parsed.recipeInstructions as { '@type': string; text: string }[]
  expect(steps.length).toBeGreaterThan(2)
  for (const step of steps) {
    expect(step['@type']).toBe('HowToStep')
    expect(step.text.length).toBeGreaterThan(0)
  }
  // The markdown download is still its own button, and still markdown.
  const markdownDownload = page.waitForEvent('download')
  await recipe.getByRole('button', { name: 'Download', exact: true }).click()
  expect((await markdownDownload).suggestedFilename()).toMatch(/\.md$/)
  expect(pageProblems.consoleErrors).toEqual([])
  expect(pageProblems.cspViolations).toEqual([])
})
