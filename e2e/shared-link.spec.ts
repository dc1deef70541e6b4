import { deflateRawSync } from 'node:zlib'
import { LONG_RECIPE_MARKDOWN } from '../tests/support/long-recipe.ts'
import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

const LIST = ['chicken thighs', 'lemon', 'garlic', 'rice', 'spinach']
const DAMAGED = 'This shared recipe link is damaged or too long'

/** A fragment built outside the page, as anyone could: the page must treat it as untrusted. */
function fragmentFor(recipe: Record<string, unknown>): string {
  const json = JSON.stringify({ v: 1, engine: 'llm', status: 'done', ...recipe })
  return `#recipe=${deflateRawSync(Buffer.from(json)).toString('base64url')}`
}

test('a shared AI recipe opens in a fresh browser: shown, marked, no request, nothing stored', async ({
  browser,
  page,
  context,
  upstream,
  llmApp,
}) => {
  // Two browsers' pages, the longest recipe streamed and an axe scan: 56 to 60 s each at a load
  // of 20 on two cores (three at once), where the general 60 s ran out. A safety net, not a wait.
  test.setTimeout(90_000)
  // The longest recipe the model may write (max_tokens 1,024), streamed by the fake upstream.
  upstream.enqueue({ kind: 'answer', chunks: LONG_RECIPE_MARKDOWN.match(/[^]{1,200}/g) ?? [] })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(llmApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/Written by an AI model/)).toBeVisible()
  await recipe.getByRole('button', { name: 'Share' }).click()
  await expect(recipe.getByText('Link copied')).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link.startsWith(`${llmApp.url}/#recipe=`)).toBe(true)
  expect(link.length).toBeLessThan(3_000)
  test.info().annotations.push({ type: 'share link length', description: String(link.length) })

  // Someone else, with a list of their own, opens it.
  const visitor = await browser.newContext()
  const other = await visitor.newPage()
  const recipeRequests: string[] = []
  other.on('request', (request) => {
    if (request.url().includes('/api/recipe')) recipeRequests.push(request.url())
  })
  await other.goto(llmApp.url)
  await addIngredients(other, ['beans', 'toast'])
  // The page saves the list as it changes: wait for that save, or a slow machine snapshots the
  // storage before it and the shared recipe seems to have written it.
  await expect
    .poll(() => other.evaluate(() => Object.values({ ...localStorage }).join(' ')))
    .toContain('toast')
  const storedBefore = await other.evaluate(() => ({ ...localStorage }))

  await other.goto(link)
  const shared = other.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(
    shared.getByRole('heading', { name: /Slow-Roasted Chicken Thighs with Lemon/ }),
  ).toBeVisible()
  await expect(other.getByText('Shared recipe', { exact: true })).toBeVisible()
  // A link cannot vouch for who wrote it: it claims no engine's words.
  await expect(shared.getByText(/Written by/)).toHaveCount(0)
  // The recipe's own table (the nutrition table under it is another).
  await expect(shared.locator('.recipe-body').getByRole('table')).toBeVisible()
  const list = other.getByRole('region', { name: 'Ingredients on hand:' })
  await expect(list.getByRole('listitem')).toHaveText([/beans/, /toast/])
  await expectNoAxeViolations(other, 'shared recipe')
  expect(await other.evaluate(() => ({ ...localStorage }))).toEqual(storedBefore)
  expect(recipeRequests).toEqual([])

  // Closing it clears the fragment: a reload shows the visitor's own page again.
  await other.getByRole('button', { name: 'Close shared recipe' }).click()
  expect(new URL(other.url()).hash).toBe('')
  await other.reload()
  await expect(other.getByText('Shared recipe', { exact: true })).toHaveCount(0)
  await visitor.close()
})

test('a link pasted into an open tab shows its recipe without a reload', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  await page.evaluate(() => {
    window.name = 'same document'
  })
  await page.goto(
    `${offlineApp.url}/${fragmentFor({
      markdown: '## Pasted Pasta\n\n1. Boil.\n',
      request: { ingredients: ['pasta', 'oil', 'salt', 'pepper'], variant: 0 },
    })}`,
  )
  await expect(page.getByRole('heading', { name: 'Pasted Pasta' })).toBeVisible()
  expect(await page.evaluate(() => window.name)).toBe('same document')
})

test('a hostile shared link is held to the renderer’s rules: no script, no unsafe links', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  const markdown = [
    '## Trap Tart',
    '',
    '[Click me](javascript:alert(1)) and [safe](https://example.com/tart)',
    '',
    '<img src=x onerror="window.__pwned = true"><script>window.__pwned = true</script>',
    '',
    '![pic](data:text/html;base64,PHNjcmlwdD4=)',
  ].join('\n')
  await page.goto(
    `${offlineApp.url}/${fragmentFor({
      markdown,
      request: { ingredients: ['flour', 'butter', 'sugar', 'eggs'], variant: 0 },
    })}`,
  )
  const shared = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(shared.getByRole('heading', { name: 'Trap Tart' })).toBeVisible()
  await expect(shared.getByRole('link', { name: 'safe' })).toHaveAttribute(
    'href',
    'https://example.com/tart',
  )
  expect(await shared.getByText('Click me').getAttribute('href')).toBeFalsy()
  await expect(shared.locator('script, img[onerror]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined()
  expect(pageProblems.cspViolations).toEqual([])
})

// The four damaged links in one browser, a step each (four tests before, each with a browser
// context of its own); each link is still opened by a fresh load, from a blank page, never by a
// change of fragment in a page already open.
test('a shared link that is malformed, truncated, not a recipe or oversized gives a clear message, never a crash', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  // Four loads and a scan: on a busy machine past the default 30 s.
  test.setTimeout(90_000)
  const recipeRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/recipe')) recipeRequests.push(request.url())
  })
  for (const [name, fragment] of [
    ['malformed', '#recipe=%%%not-base64%%%'],
    [
      'truncated',
      fragmentFor({ markdown: '## Soup', request: { ingredients: ['a'], variant: 0 } }).slice(
        0,
        30,
      ),
    ],
    ['not a recipe', fragmentFor({ markdown: 42 })],
    ['oversized', `#recipe=${'A'.repeat(20_000)}`],
  ] as const) {
    await test.step(name, async () => {
      await page.goto('about:blank')
      await page.goto(`${offlineApp.url}/${fragment}`)

      const alert = page.getByRole('alert')
      await expect(alert).toContainText(DAMAGED)
      await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toBeEnabled()
      if (name === 'oversized') await expectNoAxeViolations(page, 'damaged link')
      await alert.getByRole('button', { name: 'Dismiss' }).click()
      await expect(page.getByRole('alert')).toHaveCount(0)
      expect(new URL(page.url()).hash).toBe('')
      expect(recipeRequests).toEqual([])
      expect(pageProblems.consoleErrors).toEqual([])
    })
  }
})
