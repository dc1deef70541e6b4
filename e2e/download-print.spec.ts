import { readFile } from 'node:fs/promises'
import { addIngredients, expect, test } from './fixtures.ts'

const LIST = ['chicken thighs', 'lemon', 'garlic', 'rice', 'spinach']

test('Download saves the recipe as markdown in a file named after its title', async ({
  page,
  upstream,
  llmApp,
  pageProblems,
}) => {
  const markdown =
    '## Chicken & Lemon Rice\n\n**Serves 2**\n\n1. Brown the chicken.\n2. Add the rice.\n'
  upstream.enqueue({ kind: 'answer', chunks: [markdown] })
  await page.goto(llmApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/Written by an AI model/)).toBeVisible()
  // The credit shows with the first words; Download does nothing until the recipe is whole (it
  // would save half a recipe), and on a slow machine the click could land before the end.
  await expect(recipe).toHaveAttribute('aria-busy', 'false')

  const downloading = page.waitForEvent('download')
  await recipe.getByRole('button', { name: 'Download', exact: true }).click()
  const download = await downloading

  expect(download.suggestedFilename()).toBe('chicken-lemon-rice.md')
  expect(await readFile(await download.path(), 'utf8')).toBe(markdown)
  expect(pageProblems.consoleErrors).toEqual([])
  expect(pageProblems.cspViolations).toEqual([])
})

test('Print opens the print dialog, and the print view shows the recipe alone', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  // window.print() blocks in a headless browser: count the calls instead.
  await page.evaluate(() => {
    const calls = { count: 0 }
    Object.assign(window, { __printCalls: calls })
    window.print = () => {
      calls.count += 1
    }
  })
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  // The credit shows with the recipe's first words, and the page goes on growing and scrolling
  // under the toggle while the rest renders (and "What you still need" mounts after it): act on
  // the finished recipe, and see the save land before opening the list it adds.
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  await recipe.getByRole('button', { name: 'Save recipe' }).click()
  await expect(recipe.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
  await page.getByRole('button', { name: /^Saved recipes/ }).click()
  // The saved recipe open, so its note is on the page too.
  await page.getByRole('button', { name: /, saved / }).click()
  await expect(page.getByText('Saved recipe', { exact: true })).toBeVisible()

  await recipe.getByRole('button', { name: 'Print' }).click()
  expect(
    await page.evaluate(() => (window as { __printCalls?: { count: number } }).__printCalls?.count),
  ).toBe(1)

  await page.emulateMedia({ media: 'print' })
  await expect(recipe.locator('.recipe-body h2').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeHidden()
  await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toBeHidden()
  await expect(page.getByRole('button', { name: /^Saved recipes/ })).toBeHidden()
  await expect(page.getByText('Saved recipe', { exact: true })).toBeHidden()
  for (const name of [
    'Another idea',
    'Copy recipe',
    'Saved',
    'Share',
    'Download',
    'Download for recipe apps',
    'Print',
  ]) {
    await expect(recipe.getByRole('button', { name, exact: true })).toBeHidden()
  }
})
