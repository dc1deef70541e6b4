import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

const DEVICE_LABEL = 'Written by our offline chef on this device'
// The page's first recipe of its own reads the chef's whole repertoire in: seconds, on a busy
// machine. A safety net, not a wait: each expectation still returns as soon as the recipe is in.
const FIRST_DEVICE_RECIPE = { timeout: 20_000 }
const LIST = ['chicken', 'rice', 'onion', 'peas']
const DEVICE_CHUNK = /\/assets\/device-chef-[\w-]+\.js$/

test('the server cannot be reached: the recipe is written on the device, with Another idea and Save', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await page.goto(offlineApp.url)
  // As with no network, the server down or a name that does not resolve: the fetch rejects.
  await page.route('**/api/recipe', (route) => route.abort('internetdisconnected'))
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(DEVICE_LABEL, { exact: true })).toBeVisible(FIRST_DEVICE_RECIPE)
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(recipe.getByRole('heading', { name: 'What you still need' })).toBeVisible()
  const dish = recipe.locator('.recipe-body h2').first()
  const first = await dish.textContent()
  await expectNoAxeViolations(page, 'a recipe written on the device')

  await recipe.getByRole('button', { name: 'Another idea' }).click()
  await expect(page.getByRole('navigation', { name: 'Ideas for this list' })).toContainText(
    'Idea 2 of 2',
  )
  await expect(dish).not.toHaveText(first ?? '')
  await expect(recipe.getByText(DEVICE_LABEL, { exact: true })).toBeVisible()

  await recipe.getByRole('button', { name: 'Save recipe' }).click()
  await expect(recipe.getByRole('button', { name: 'Saved' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved recipes (1)' })).toBeVisible()
  expect(pageProblems.cspViolations).toEqual([])
})

test('the signal goes after a recipe from the server: the device chef, fetched while idle, writes the next idea', async ({
  page,
  context,
  offlineApp,
}) => {
  const deviceChunk = page.waitForResponse((response) => DEVICE_CHUNK.test(response.url()))
  await page.goto(offlineApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText('Written by our offline chef, not an AI.')).toBeVisible()
  // Prefetched when the browser was idle after the recipe, so it is here when the signal goes.
  expect((await deviceChunk).ok()).toBe(true)
  // As module preloads, fetched and compiled but not run (running its tables is a long
  // main-thread task, for a chef that may never be needed), with every chunk it imports: offline,
  // the import() that runs it must find them all.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  )
  expect(preloaded.filter((pathname) => DEVICE_CHUNK.test(pathname))).toHaveLength(1)
  expect(preloaded.length).toBeGreaterThan(1)

  await context.setOffline(true)
  await recipe.getByRole('button', { name: 'Another idea' }).click()
  await expect(page.getByRole('navigation', { name: 'Ideas for this list' })).toContainText(
    'Idea 2 of 2',
    FIRST_DEVICE_RECIPE,
  )
  await expect(recipe.getByText(DEVICE_LABEL, { exact: true })).toBeVisible()
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  await recipe.getByRole('button', { name: 'Save recipe' }).click()
  await expect(recipe.getByRole('button', { name: 'Saved' })).toBeVisible()

  // Back online, the server writes again, labelled as ever.
  await context.setOffline(false)
  await recipe.getByRole('button', { name: 'Another idea' }).click()
  await expect(page.getByRole('navigation', { name: 'Ideas for this list' })).toContainText(
    'Idea 3 of 3',
  )
  await expect(recipe.getByText('Written by our offline chef, not an AI.')).toBeVisible()
})

test('the server’s own refusal is not "unreachable": its error, as today', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  await page.route('**/api/recipe', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'Busy.' } }),
    }),
  )
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  await expect(page.getByRole('alert')).toContainText('very busy')
  await expect(page.getByText(DEVICE_LABEL)).toHaveCount(0)
})
