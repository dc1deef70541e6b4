import {
  describeScripts,
  FIRST_LOAD_BUDGET_KB,
  scriptsFetchedUntilIdle,
  toKB,
} from '../tests/support/first-load-scripts.ts'
import { expect, test } from './fixtures.ts'

/** Code a fresh page leaves for the visitor's first interaction (see the README's "First load"). */
const DEFERRED = [/\/keep-/, /\/list-and-recipe-/, /\/preferences-control-/]

// One fresh page, loaded until idle, then its first interaction: the budget, the files it
// fetched, the page they make, and what arrives with the first interaction. These were three
// tests that each loaded the same fresh page until idle (twice 500 ms of quiet a load); their
// checks are the same, in the order a visitor meets them.
test('a fresh page: at most 70 KB of JavaScript (gzip-9) before the first interaction, the entry and its bundler helpers alone, the page whole, and what waits for the first interaction arrives with it', async ({
  page,
  offlineApp,
}) => {
  const scripts = await scriptsFetchedUntilIdle(page, offlineApp.url)

  await test.step('at most 70 KB of JavaScript (gzip-9) before the first interaction', () => {
    const total = toKB(scripts.reduce((sum, script) => sum + script.gzipBytes, 0))
    test
      .info()
      .annotations.push({ type: 'first-load JavaScript', description: describeScripts(scripts) })
    expect(total, describeScripts(scripts)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB)
  })

  await test.step('the first load is the entry and its bundler helpers alone, and the page is whole', async () => {
    // The page's entry, the app it loads after the first frame, and Rolldown's helpers (React's
    // CommonJS wrapper among them), which it keeps in a chunk of their own.
    expect(scripts.map((script) => script.path).sort(), describeScripts(scripts)).toEqual([
      expect.stringMatching(/^\/assets\/index-.+\.js$/),
      expect.stringMatching(/^\/assets\/main-.+\.js$/),
      expect.stringMatching(/^\/assets\/rolldown-runtime-.+\.js$/),
    ])
    await expect(page.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Try:' }).getByRole('button')).toHaveCount(3)
    await expect(page.getByRole('button', { name: 'Preferences' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  await test.step('what waits for the first interaction arrives with it', async () => {
    const arrivals = DEFERRED.map((path) =>
      page.waitForResponse((response) => path.test(new URL(response.url()).pathname)),
    )
    await page.getByRole('combobox', { name: 'Add ingredient' }).focus()
    await Promise.all(arrivals)
  })
})

test('the app is asked for only after the prerendered page has painted', async ({
  page,
  offlineApp,
}) => {
  // When the page's first frame began: a callback queued before any of the page's scripts runs
  // first in that frame. (The paint entry's time is when the frame reached the screen, which on a
  // busy machine can come after the next task has started.)
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      document.documentElement.dataset.firstFrameAt = String(performance.now())
    }),
  )
  await scriptsFetchedUntilIdle(page, offlineApp.url)
  const { firstPaint, firstFrame, appRequested } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    firstFrame: Number(document.documentElement.dataset.firstFrameAt),
    appRequested: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name))?.startTime,
  }))
  expect(firstPaint).toBeGreaterThan(0)
  expect(firstFrame).toBeGreaterThan(0)
  // Asked for at once, as it was, the app's request began while the HTML was parsed.
  expect(appRequested).toBeGreaterThanOrEqual(firstFrame)
  // …and the page it painted is the page the app hydrates: the form works.
  await page.getByRole('combobox', { name: 'Add ingredient' }).fill('leeks')
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem'),
  ).toHaveText(['leeks'])
})

test('a page that opens on something from before shows the prerendered form, then all of it in one go', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  await page.evaluate(() =>
    localStorage.setItem('chef-claude:v1', JSON.stringify({ ingredients: ['leek', 'potato'] })),
  )
  // The built page's HTML holds a fresh visitor's form (the prerendered shell); the page's code
  // puts the whole page in its place. Whether the list was there when that form appeared: no
  // paint of the page's own form without it.
  await page.addInitScript(() => {
    let shellForm: Element | null = null
    const observer = new MutationObserver(() => {
      const form = document.querySelector('form')
      if (!form) return
      shellForm ??= form
      if (form === shellForm) return
      document.documentElement.dataset.listWithForm = String(
        !!document.querySelector('.ingredients'),
      )
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  const scripts = await scriptsFetchedUntilIdle(page, offlineApp.url)
  expect(scripts.some((script) => /\/list-and-recipe-/.test(script.path))).toBe(true)
  await expect(
    page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem'),
  ).toHaveText(['leek', 'potato'])
  await expect(page.locator('html')).toHaveAttribute('data-list-with-form', 'true')
})
