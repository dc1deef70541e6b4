import type { Page } from '@playwright/test'
import { addIngredients, expect, hydrated, test } from './fixtures.ts'

/** Holds the entry script back until `release()`: the page as it is before its code arrives. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('index.html holds the header and the form before any script runs', async ({
  request,
  offlineApp,
}) => {
  const response = await request.get(`${offlineApp.url}/`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? ''
  expect(root).toMatch(/<h1 class="app-header__title">Chef Claude<\/h1>/)
  expect(root).toMatch(/<input[^>]* aria-label="Add ingredient"[^>]* role="combobox"/)
  expect(root).toMatch(/<button type="submit"[^>]*>Add ingredient<\/button>/)
  // The spec's first paint exactly: the header and the form, no list, no recipe, no error.
  expect(root).not.toMatch(/Ingredients on hand|Get a recipe|role="alert"/)
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the page is readable and the field visible', async ({ page, offlineApp }) => {
    await page.goto(offlineApp.url)
    await expect(page.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Try:' }).getByRole('button')).toHaveCount(3)
  })
})

test('the page hydrates the prerendered shell in place, with no error, and works', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  // The field as the HTML parser made it, before any script ran.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const field = document.querySelector('input[name="ingredient"]')
      if (!field) return
      ;(window as unknown as { shellField: Element }).shellField = field
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  await page.goto(offlineApp.url)
  await addIngredients(page, ['eggs', 'spinach'])
  await expect(
    page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem'),
  ).toHaveText(['eggs', 'spinach'])
  // Hydrated, not replaced: the field the visitor saw first is the one that took the list.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { shellField: Element }).shellField ===
        document.querySelector('input[name="ingredient"]'),
    ),
  ).toBe(true)
  expect(pageErrors).toEqual([])
  expect(pageProblems.consoleErrors).toEqual([])
  expect(pageProblems.cspViolations).toEqual([])
})

test('a returning visitor still opens on their list', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(offlineApp.url)
  await page.evaluate(() =>
    localStorage.setItem('chef-claude:v1', JSON.stringify({ ingredients: ['leek', 'potato'] })),
  )
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem'),
  ).toHaveText(['leek', 'potato'])
  await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toBeVisible()
  expect(pageErrors).toEqual([])
  expect(pageProblems.consoleErrors).toEqual([])
})

test('what is typed into the field before the page code arrives is added with Enter', async ({
  page,
  offlineApp,
}) => {
  const release = await holdEntryScript(page)
  await page.goto(offlineApp.url, { waitUntil: 'commit' })
  const field = page.getByRole('combobox', { name: 'Add ingredient' })
  await field.click()
  await page.keyboard.type('eggs')
  release()
  await hydrated(page)
  await expect(field).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem'),
  ).toHaveText(['eggs'])
})

test('Enter pressed before the page code arrives loses nothing: the text stays, and is added once the code is in', async ({
  page,
  offlineApp,
}) => {
  const release = await holdEntryScript(page)
  const navigations: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  await page.goto(offlineApp.url, { waitUntil: 'commit' })
  const field = page.getByRole('combobox', { name: 'Add ingredient' })
  await field.click()
  await page.keyboard.type('eggs')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Add ingredient' }).click()
  // The prerendered form submits to nothing: no navigation, the text still there.
  await expect(field).toHaveValue('eggs')
  release()
  await hydrated(page)
  await field.press('Enter')
  await expect(
    page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem'),
  ).toHaveText(['eggs'])
  expect(navigations).toEqual([`${offlineApp.url}/`])
  expect(page.url()).toBe(`${offlineApp.url}/`)
})
