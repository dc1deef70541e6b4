import { deflateRawSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

const STATE_KEY = 'chef-claude:v1'
const SAVED_KEY = 'chef-claude:saved-recipes:v1'
/** The last moment a JavaScript Date can hold; one ms later, formatting throws. */
const END_OF_TIME = 8.64e15

/** Markdown nested far past anything a recipe needs: each blew the stack before it was bounded. */
const HOSTILE = {
  quotes: `## Deep Quotes\n\n${'>'.repeat(3000)}x`,
  lists: `## Deep Lists\n\n${'- '.repeat(3000)}x`,
  emphasis: `## Deep Emphasis\n\n${'*a '.repeat(3000)}x${' a*'.repeat(3000)}`,
}

function recipeOf(markdown: string, engine: 'offline' | 'llm' | null = 'offline') {
  return {
    markdown,
    engine,
    status: 'done',
    request: { ingredients: ['peas', 'mint', 'stock', 'onion'], variant: 0 },
    warnings: [],
  }
}

/** The page is usable: the form takes an item, and the list shows it. */
async function expectUsable(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeVisible()
  await addIngredients(page, ['tomato'])
  const list = page.getByRole('region', { name: 'Ingredients on hand:' })
  await expect(list.getByRole('listitem').filter({ hasText: 'tomato' })).toBeVisible()
}

test('a 270-character share link nesting 3,000 quotes shows, labelled only as shared', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  // The link claims the offline chef wrote it: a link cannot vouch for that.
  const json = JSON.stringify({ v: 1, ...recipeOf(HOSTILE.quotes, 'offline') })
  const link = `${offlineApp.url}/#recipe=${deflateRawSync(Buffer.from(json)).toString('base64url')}`
  expect(link.length).toBeLessThan(320)
  await page.goto(link)
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByRole('heading', { name: 'Deep Quotes' })).toBeVisible()
  await expect(page.getByText('Shared recipe', { exact: true })).toBeVisible()
  await expect(recipe.locator('blockquote').first()).toBeVisible()
  await expect(page.getByText(/Written by/)).toHaveCount(0)
  await expectNoAxeViolations(page, 'a shared link nesting 3,000 quotes')
  await expectUsable(page)
  expect(pageProblems.consoleErrors).toEqual([])
})

// The three kinds on one page, a step each (three tests with a page load each before): each step
// stores its recipe over the last one's and loads the page twice.
test('a stored last recipe nesting deep quotes, lists or emphasis shows, and every later load too', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  // Six loads of 3,000-deep markdown: on a busy machine past the default 30 s.
  test.setTimeout(90_000)
  await page.goto(offlineApp.url)
  for (const [kind, markdown] of Object.entries(HOSTILE)) {
    await test.step(`deep ${kind}`, async () => {
      await page.evaluate(
        ({ key, recipe }) => {
          const state = { ingredients: recipe.request.ingredients, recipe, ideas: [recipe] }
          localStorage.setItem(key, JSON.stringify(state))
        },
        { key: STATE_KEY, recipe: recipeOf(markdown) },
      )
      for (let load = 0; load < 2; load += 1) {
        await page.reload()
        const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
        await expect(recipe.getByRole('heading', { name: /^Deep / })).toHaveText(
          `Deep ${kind[0]!.toUpperCase()}${kind.slice(1)}`,
        )
        await expect(recipe.getByRole('heading', { name: /^Deep / })).toBeVisible()
      }
      await expectUsable(page)
      expect(pageProblems.consoleErrors).toEqual([])
    })
  }
})

test('a saved recipe dated past the end of time is set aside; the page and the rest load', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await page.goto(offlineApp.url)
  await page.evaluate(({ key, entries }) => localStorage.setItem(key, JSON.stringify(entries)), {
    key: SAVED_KEY,
    entries: [
      { id: 'future', savedAt: END_OF_TIME + 1, recipe: recipeOf('## Time Soup\n\n1. Wait.') },
      { id: 'deep', savedAt: Date.now(), recipe: recipeOf(HOSTILE.lists) },
      { id: 'ok', savedAt: Date.now(), recipe: recipeOf('## Pea Soup\n\n1. Simmer.') },
    ],
  })
  await page.reload()
  const toggle = page.getByRole('button', { name: 'Saved recipes (2)' })
  await expect(toggle).toBeVisible()
  await expect(page.getByText('One saved recipe could not be read and was left out.')).toBeVisible()
  await toggle.click()
  // The deeply nested one opens like any other; the list still works after it.
  await page.getByRole('button', { name: /^Deep Lists, saved / }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByRole('heading', { name: 'Deep Lists' })).toBeVisible()
  await page.getByRole('button', { name: /^Pea Soup, saved / }).click()
  await expect(recipe.getByRole('heading', { name: 'Pea Soup' })).toBeVisible()
  await expectNoAxeViolations(page, 'saved list with a recipe set aside')
  await expectUsable(page)
  expect(pageProblems.consoleErrors).toEqual([])
})
