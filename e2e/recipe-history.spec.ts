import type { Page } from '@playwright/test'
import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

const LIST = ['chicken thighs', 'lemon', 'garlic', 'rice', 'spinach']

/**
 * Opens the app with motion reduced, adds the list and asks for a recipe: the recipe region, its
 * title and its ideas bar. (Instant scrolling keeps these tests about the ideas.)
 */
async function askForRecipe(page: Page, url: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  return {
    recipe,
    dish: recipe.locator('.recipe-body h2').first(),
    ideas: recipe.getByRole('navigation', { name: 'Ideas for this list' }),
  }
}

test('ideas for a list: back and forth without asking again, kept across a reload', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) bodies.push(request.postDataJSON())
  })
  // Each new idea scrolls the recipe's top into view; smoothly, the "Another idea" button could
  // still be moving when the next click lands (a missed click, seen once in CI). Instant
  // scrolling keeps this test about the ideas; the 375 px test below covers the scroll itself.
  const { recipe, dish, ideas } = await askForRecipe(page, offlineApp.url)
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

// The recipe display's own chunk (recipe-<hash>.js), not the chunks whose names merely begin so.
const DISPLAY_CHUNK = /\/assets\/recipe-[\w-]{8}\.js$/

const AI_RECIPE = [
  '## Chicken Breast & Spinach Risotto\n\n',
  'A creamy, one-pan supper.\n\n**Serves 2 · 40 minutes**\n\n',
  '### Ingredients\n\n- 2 chicken breasts\n- 150 g **arborio** rice\n- 600 ml stock\n\n',
  '### Method\n\n1. Fry the chicken.\n2. Stir in the rice, then the stock.\n',
]

test('no frame of the first recipe shows unrendered markdown, even while its display loads', async ({
  page,
  upstream,
  llmApp,
}) => {
  // Every text the page adds or changes, from before its first paint on: whatever the recipe
  // area ever shows passes through this.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __recipeTexts: string[] }).__recipeTexts = seen
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'characterData' ? [record.target] : [...record.addedNodes]
        for (const node of nodes) {
          seen.push(node.textContent ?? '')
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  // A slow network for the display's code: the recipe's words arrive well before it.
  await page.route(DISPLAY_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  upstream.enqueue({ kind: 'answer', chunks: AI_RECIPE, chunkDelayMs: 100 })
  await page.goto(llmApp.url)
  await addIngredients(page, ['chicken', 'rice', 'spinach', 'stock'])

  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(
    recipe.getByRole('heading', { name: 'Chicken Breast & Spinach Risotto' }),
  ).toBeVisible()
  await expect(recipe.getByText('Stir in the rice, then the stock.')).toBeVisible()

  const texts = await page.evaluate(
    () => (window as unknown as { __recipeTexts: string[] }).__recipeTexts,
  )
  expect(texts.filter((text) => text.includes('## ') || text.includes('**'))).toEqual([])
  expect(texts.join('\n')).toContain('Writing your recipe…')
})

test('if the display cannot load at all, the recipe is still readable text without marks', async ({
  page,
  upstream,
  llmApp,
}) => {
  await page.route(DISPLAY_CHUNK, (route) => route.abort())
  upstream.enqueue({ kind: 'answer', chunks: AI_RECIPE })
  await page.goto(llmApp.url)
  await addIngredients(page, ['chicken', 'rice', 'spinach', 'stock'])

  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const text = page
    .getByRole('region', { name: 'Chef Claude Recommends:' })
    .locator('.recipe-plain')
  await expect(text).toContainText('Stir in the rice, then the stock.')
  await expect(text).toContainText('Chicken Breast & Spinach Risotto\n\nA creamy')
  await expect(text).toContainText('150 g arborio rice')
  expect(await text.textContent()).not.toMatch(/##|\*\*/)
})

test('a recipe from an earlier list is marked, and a new one is a button away', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  const firstDish = await recipe.locator('.recipe-body h2').first().textContent()

  await page.getByRole('button', { name: 'Remove chicken thighs' }).click()
  await expect(recipe.getByText('Made from an earlier list.')).toBeVisible()
  await expectNoAxeViolations(page, 'made from an earlier list')

  await recipe.getByRole('button', { name: 'New recipe for your list' }).click()
  await expect(recipe.locator('.recipe-body h2').first()).not.toHaveText(firstDish ?? '')
  await expect(recipe.getByText('Made from an earlier list.')).toHaveCount(0)
  await expect(recipe.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeFocused()

  await page.getByRole('button', { name: 'Remove lemon' }).click()
  await page.getByRole('button', { name: 'Remove garlic' }).click()
  await expect(recipe.getByText('Add 2 more ingredients for a new recipe.')).toBeVisible()
})

test('at 375 px the new recipe comes up to the top and takes focus; typing keeps focus', async ({
  page,
  upstream,
  llmApp,
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  upstream.enqueue(
    { kind: 'answer', chunks: AI_RECIPE },
    { kind: 'answer', chunks: AI_RECIPE, firstByteDelayMs: 1_000 },
  )
  await page.goto(llmApp.url)
  await addIngredients(page, [...LIST, 'onion', 'stock'])
  const heading = page.getByRole('heading', { name: 'Chef Claude Recommends:' })

  await page.getByRole('button', { name: 'Get a recipe' }).click()
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  const top = (await heading.boundingBox())?.y ?? 667
  expect(top).toBeGreaterThanOrEqual(0)
  expect(top).toBeLessThan(667 / 3)

  // Asking for another idea, then typing before its first words arrive: the field keeps focus.
  // ("Get a recipe" again, with the list unchanged, would show the first idea without asking.)
  await page
    .getByRole('region', { name: 'Chef Claude Recommends:' })
    .getByRole('button', { name: 'Another idea' })
    .click()
  const field = page.getByRole('combobox', { name: 'Add ingredient' })
  await field.click()
  await page.keyboard.type('peas')
  await expect(page.getByRole('region', { name: 'Chef Claude Recommends:' })).toHaveAttribute(
    'aria-busy',
    'false',
  )
  await expect(field).toBeFocused()
  await page.keyboard.type(' and mint')
  await expect(field).toHaveValue('peas and mint')
})

// A list the offline chef runs dry on after two dishes, with three "Add X" suggestions after.
const DRY_LIST = ['cauliflower', 'cheddar', 'milk', 'butter', 'plain flour']
const KEEP_ACTIONS = ['Save recipe', 'Share', 'Download', 'Print']

/** Watches the recipe requests the page sends. */
function recipeBodies(page: Page) {
  const bodies: unknown[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) bodies.push(request.postDataJSON())
  })
  return bodies
}

/** A fresh page asking the offline chef about DRY_LIST, its requests watched. */
async function askForDryList(page: Page, url: string) {
  const bodies = recipeBodies(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(url)
  await addIngredients(page, DRY_LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  return { bodies, recipe, dish: recipe.locator('.recipe-body h2').first() }
}

async function expectNoKeepActions(page: Page) {
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByRole('button', { name: 'Copy recipe' })).toBeVisible()
  for (const name of KEEP_ACTIONS) {
    await expect(recipe.getByRole('button', { name, exact: true })).toHaveCount(0)
  }
}

test('twelve presses of "Another idea" on a list that runs dry: the first idea is still there', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  const { bodies, recipe, dish } = await askForDryList(page, offlineApp.url)
  const ideas = recipe.getByRole('navigation', { name: 'Ideas for this list' })
  await expect(recipe.getByRole('button', { name: 'Save recipe' })).toBeVisible()
  const first = await dish.textContent()

  for (let press = 1; press <= 12; press += 1) {
    await recipe.getByRole('button', { name: 'Another idea' }).click()
    await expect.poll(() => bodies.length).toBe(press + 1)
    await expect(recipe).toHaveAttribute('aria-busy', 'false')
  }
  await expect(dish).toHaveText('Out of New Ideas for This List')
  // However many real ideas the chef has for the list, the eleven or so out-of-ideas answers
  // after them are not among them.
  await expect(ideas).toContainText(/\d+ ideas? so far/)
  const count = Number(/(\d+) ideas? so far/.exec((await ideas.textContent()) ?? '')?.[1])
  expect(count).toBeGreaterThanOrEqual(2)
  expect(count).toBeLessThan(12)
  await expectNoKeepActions(page)
  await expectNoAxeViolations(page, 'out of ideas')

  for (let index = count; index >= 1; index -= 1) {
    await ideas.getByRole('button', { name: 'Previous idea' }).click()
    await expect(ideas).toContainText(`Idea ${index} of ${count}`)
  }
  await expect(dish).toHaveText(first ?? '')
  await expect(recipe.getByRole('button', { name: 'Save recipe' })).toBeVisible()

  // "Get a recipe" with the list unchanged: the first idea, the ideas kept, nothing asked.
  await ideas.getByRole('button', { name: 'Next idea' }).click()
  await expect(ideas).toContainText(`Idea 2 of ${count}`)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  await expect(ideas).toContainText(`Idea 1 of ${count}`)
  await expect(dish).toHaveText(first ?? '')
  expect(bodies).toHaveLength(13)
  expect(pageProblems.consoleErrors).toEqual([])
})

test('out of ideas, "Add X" puts it on the list and asks; the earlier list stays reachable', async ({
  page,
  offlineApp,
}) => {
  const { bodies, recipe, dish } = await askForDryList(page, offlineApp.url)
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  const first = await dish.textContent()
  // Another idea until the chef runs dry, however many it has for the list.
  let count = 1
  while (!/Out of New Ideas/.test((await dish.textContent()) ?? '')) {
    const before = await dish.textContent()
    await recipe.getByRole('button', { name: 'Another idea' }).click()
    await expect(dish).not.toHaveText(before ?? '')
    if (!/Out of New Ideas/.test((await dish.textContent()) ?? '')) count += 1
    expect(count).toBeLessThan(12)
  }

  const add = recipe.getByRole('button', { name: /^Add .+ and I can make / }).first()
  const item = /^Add (.+) and I can make /.exec((await add.textContent()) ?? '')?.[1] ?? ''
  expect(item).not.toBe('')
  await add.click()
  await expect(page.getByRole('button', { name: `Remove ${item}` })).toBeVisible()
  await expect(recipe.getByText('Made from an earlier list.')).toHaveCount(0)
  await expect(dish).not.toHaveText(/Out of New Ideas/)
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  expect(bodies.at(-1)).toEqual({ ingredients: [...DRY_LIST, item], variant: 0 })

  const lists = recipe.getByRole('navigation', { name: 'Ideas for other lists' })
  await expectNoAxeViolations(page, 'a new list, with earlier ideas')
  await lists.getByRole('button', { name: 'Earlier ideas' }).click()
  const ideas = recipe.getByRole('navigation', { name: 'Ideas for this list' })
  await expect(ideas).toContainText(`Idea ${count} of ${count}`)
  await expect(recipe.getByText('Made from an earlier list.')).toBeVisible()
  for (let index = count - 1; index >= 1; index -= 1) {
    await recipe.getByRole('button', { name: 'Previous idea' }).click()
    await expect(ideas).toContainText(`Idea ${index} of ${count}`)
  }
  await expect(dish).toHaveText(first ?? '')
  await lists.getByRole('button', { name: 'Later ideas' }).click()
  await expect(recipe.getByText('Made from an earlier list.')).toHaveCount(0)
})

test('"Not Quite a Recipe Yet" has no Save, Share, Download or Print', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  await addIngredients(page, ['salt', 'pepper', 'water', 'sugar'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByRole('heading', { name: 'Not Quite a Recipe Yet' })).toBeVisible()
  await expectNoKeepActions(page)
  await expectNoAxeViolations(page, 'not quite a recipe')
})

// Both refusals on one page, one step each (two tests with a page load each before): the second
// starts where the first ends, two ideas kept after a reload, the second one shown.
test('a failed "Another idea" (429, then 500) keeps the ideas, on screen and after a reload', async ({
  page,
  offlineApp,
}) => {
  // Two refusals, two reloads and four axe scans: on a busy machine past the default 30 s.
  test.setTimeout(90_000)
  const { recipe, dish, ideas } = await askForRecipe(page, offlineApp.url)
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  const first = await dish.textContent()
  await recipe.getByRole('button', { name: 'Another idea' }).click()
  await expect(ideas).toContainText('Idea 2 of 2')
  // The step counter can show before the new recipe's title does: wait for the second idea
  // itself, whole, before reading it (read too early, it was the first idea's title).
  await expect(dish).not.toHaveText(first ?? '')
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  const second = await dish.textContent()

  for (const status of [429, 500] as const) {
    await test.step(`a failed "Another idea" (${status})`, async () => {
      // The second idea on screen, as after "Another idea" (the step before ends on the first).
      if (status === 500) {
        await ideas.getByRole('button', { name: 'Next idea' }).click()
        await expect(ideas).toContainText('Idea 2 of 2')
        await expect(dish).toHaveText(second ?? '')
      }
      const code = status === 429 ? 'rate_limited' : 'internal_error'
      await page.route('**/api/recipe', (intercepted) =>
        intercepted.fulfill({
          status,
          contentType: 'application/json',
          headers: status === 429 ? { 'Retry-After': '30' } : {},
          body: JSON.stringify({ error: { code, message: 'Not now.' } }),
        }),
      )
      await recipe.getByRole('button', { name: 'Another idea' }).click()
      const alert = page.getByRole('alert')
      await expect(alert).toBeVisible()
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
      await expect(ideas).toContainText('Idea 2 of 2')
      await expect(dish).toHaveText(second ?? '')
      await expectNoAxeViolations(page, `a failed another idea (${status})`)

      await page.unroute('**/api/recipe')
      await page.reload()
      await expect(ideas).toContainText('Idea 2 of 2')
      await expect(dish).toHaveText(second ?? '')
      await ideas.getByRole('button', { name: 'Previous idea' }).click()
      await expect(dish).toHaveText(first ?? '')
    })
  }
})
