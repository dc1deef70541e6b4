import {
  describeScripts,
  FIRST_LOAD_BUDGET_KB,
  scriptsFetchedUntilIdle,
  toKB,
} from '../tests/support/first-load-scripts.ts'
import { expect, test } from './fixtures.ts'

/**
 * What the page fetches today before the first interaction, with a little room: a guard against
 * growth while the budget below is not yet met.
 */
const TODAY_CEILING_KB = 77

test('a fresh page fetches at most 70 KB of JavaScript (gzip-9) before the first interaction', async ({
  page,
  offlineApp,
}) => {
  // Known over budget (76.2 KB): React and React DOM alone are 65.8 KB of the entry's 73.1 KB,
  // and the preferences control (2.7 KB in three chunks) loads with the first paint because the
  // form shows its toggle. See the README's "First load" for the way down.
  test.fail(true, 'over the 70 KB budget: the preferences control loads with the first paint')
  const scripts = await scriptsFetchedUntilIdle(page, offlineApp.url)
  const total = toKB(scripts.reduce((sum, script) => sum + script.gzipBytes, 0))
  test
    .info()
    .annotations.push({ type: 'first-load JavaScript', description: describeScripts(scripts) })
  expect(total, describeScripts(scripts)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB)
})

test('the first load fetches the entry and no more than today, and the page is whole', async ({
  page,
  offlineApp,
}) => {
  const scripts = await scriptsFetchedUntilIdle(page, offlineApp.url)
  const total = toKB(scripts.reduce((sum, script) => sum + script.gzipBytes, 0))
  expect(scripts.some((script) => /\/assets\/index-.+\.js$/.test(script.path))).toBe(true)
  // Keeping recipes waits for the first interaction on a page with nothing kept to show.
  expect(scripts.map((script) => script.path).filter((path) => /\/keep-/.test(path))).toEqual([])
  expect(total, describeScripts(scripts)).toBeLessThanOrEqual(TODAY_CEILING_KB)
  await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toBeVisible()
})

test('what waits for the first interaction arrives with it', async ({ page, offlineApp }) => {
  await scriptsFetchedUntilIdle(page, offlineApp.url)
  const keep = page.waitForResponse((response) => /\/assets\/keep-.+\.js$/.test(response.url()))
  await page.getByRole('combobox', { name: 'Add ingredient' }).focus()
  await keep
})
