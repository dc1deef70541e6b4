import type { Page } from '@playwright/test'
import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

// The offline chef answers this list with Cauliflower Cheese: six steps, "1 minute" in step 3.
const LIST = ['cauliflower', 'mature cheddar', 'milk', 'butter', 'plain flour']

/** Records the page's wake-lock requests and releases in `window.wakeLockCalls`. */
async function stubWakeLock(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = []
    Object.assign(window, { wakeLockCalls: calls })
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: (type: string) => {
          calls.push(type)
          const sentinel = {
            released: false,
            release: () => {
              sentinel.released = true
              calls.push('release')
              return Promise.resolve()
            },
            addEventListener: () => undefined,
          }
          return Promise.resolve(sentinel)
        },
      },
    })
  })
}

function wakeLockCalls(page: Page) {
  return page.evaluate(() => (window as unknown as { wakeLockCalls: string[] }).wakeLockCalls)
}

async function getRecipe(page: Page, url: string) {
  await page.goto(url)
  await addIngredients(page, LIST)
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  return recipe
}

test('cook mode: tick an ingredient, turn the steps, reload, run a timer to its end, Escape', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await stubWakeLock(page)
  await page.clock.install()
  const recipe = await getRecipe(page, offlineApp.url)
  const button = recipe.getByRole('button', { name: 'Cook mode' })
  await button.click()

  const dialog = page.getByRole('dialog', { name: 'Cauliflower Cheese' })
  await expect(dialog).toBeVisible()
  await expect.poll(() => wakeLockCalls(page)).toEqual(['screen'])
  await expect(dialog.getByRole('heading', { name: 'Ingredients' })).toBeVisible()
  await dialog.getByRole('checkbox', { name: 'Milk — 400 ml' }).check()

  await dialog.getByRole('button', { name: 'Next step' }).click()
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 6' })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 6' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 6' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Next step' }).click()
  await dialog.getByRole('button', { name: 'Next step' }).click()
  await dialog.getByRole('button', { name: 'Previous step' }).click()
  await dialog.getByRole('button', { name: 'Next step' }).click()
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 6' })).toBeVisible()

  // A timer from the step's "1 minute", 20 seconds in when the page reloads.
  await dialog.getByRole('button', { name: 'Start timer 1 minute' }).click()
  const timers = dialog.getByRole('region', { name: 'Timers' })
  await expect(timers.getByRole('timer')).toHaveText('1:00')
  await page.clock.runFor(20_000)
  await expect(timers.getByRole('timer')).toHaveText('0:40')

  // After a reload cook mode is open again where the cook was, the tick kept, the timer going.
  await page.reload()
  await expect(dialog.getByRole('heading', { name: 'Step 3 of 6' })).toBeVisible()
  await expect(timers.getByRole('timer')).toHaveText(/^0:[34]\d$/)
  await expect.poll(() => wakeLockCalls(page)).toEqual(['screen'])

  await page.clock.runFor(41_000)
  await expect(timers.getByRole('timer')).toHaveText('Done')
  await expect(timers.getByRole('alert')).toHaveText('Time is up: 1 minute (Step 3).')
  await timers.getByRole('button', { name: 'Dismiss the 1 minute (Step 3) timer' }).click()
  await expect(timers).toBeHidden()

  await dialog.getByRole('button', { name: 'Previous step' }).click()
  await dialog.getByRole('button', { name: 'Previous step' }).click()
  await dialog.getByRole('button', { name: 'Previous step' }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Milk — 400 ml' })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Butter — 40 g' })).not.toBeChecked()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  await expect.poll(() => wakeLockCalls(page)).toEqual(['screen', 'release'])

  // Closed, it stays closed after a reload.
  await page.reload()
  await expect(recipe.getByRole('button', { name: 'Cook mode' })).toBeVisible()
  await expect(dialog).toBeHidden()
  expect(pageProblems.consoleErrors).toEqual([])
  expect(pageProblems.cspViolations).toEqual([])
})

test('a sideways swipe turns the page; Close leaves and gives focus back', async ({
  page,
  offlineApp,
}) => {
  await stubWakeLock(page)
  await page.setViewportSize({ width: 375, height: 740 })
  const recipe = await getRecipe(page, offlineApp.url)
  await recipe.getByRole('button', { name: 'Cook mode' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cauliflower Cheese' })

  async function swipe(dx: number) {
    await page.mouse.move(200, 300)
    await page.mouse.down()
    await page.mouse.move(200 + dx / 2, 305)
    await page.mouse.move(200 + dx, 310)
    await page.mouse.up()
  }
  await expect(dialog.getByRole('heading', { name: 'Ingredients' })).toBeVisible()
  await swipe(-150)
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 6' })).toBeVisible()
  await swipe(-150)
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 6' })).toBeVisible()
  await swipe(150)
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 6' })).toBeVisible()

  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(recipe.getByRole('button', { name: 'Cook mode' })).toBeFocused()
})

test('where the browser has no wake lock, cook mode says so once', async ({ page, offlineApp }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'wakeLock')
  })
  const recipe = await getRecipe(page, offlineApp.url)
  await recipe.getByRole('button', { name: 'Cook mode' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cauliflower Cheese' })
  await expect(
    dialog
      .getByRole('status')
      .filter({ hasText: 'Your browser may dim the screen while you cook.' }),
  ).toHaveCount(1)
  await expectNoAxeViolations(page, 'cook mode, no wake lock')
})

test('cook mode has no axe violations, light and dark: the ingredients, a step, a timer', async ({
  page,
  offlineApp,
}) => {
  await stubWakeLock(page)
  const recipe = await getRecipe(page, offlineApp.url)
  await recipe.getByRole('button', { name: 'Cook mode' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cauliflower Cheese' })
  await dialog.getByRole('checkbox', { name: 'Milk — 400 ml' }).check()
  await expectNoAxeViolations(page, 'cook mode, ingredients')

  await dialog.getByRole('button', { name: 'Next step' }).click()
  await dialog.getByRole('button', { name: 'Next step' }).click()
  await dialog.getByRole('button', { name: 'Start timer 5 minutes' }).click()
  await dialog.getByRole('button', { name: 'Pause the 5 minutes (Step 2) timer' }).click()
  await expect(dialog.getByRole('timer')).toHaveText('5:00')
  await expectNoAxeViolations(page, 'cook mode, a step with a timer')
})

test('an AI recipe with bold labels and bulleted steps: Cook mode waits while it streams, then reads it', async ({
  page,
  upstream,
  llmApp,
}) => {
  await stubWakeLock(page)
  upstream.enqueue({
    kind: 'answer',
    chunks: [
      '# One-Pan Lemon Chicken\n\n**Serves:** 2 | **Total time:** 40 mins\n\n',
      '**Ingredients:**\n\n- 4 chicken thighs\n- 1 lemon\n- 3 cloves garlic\n\n',
      '**Directions:**\n\n* Season the chicken.\n* Sear it for 6-8 minutes.\n',
      '* Roast for 25 mins with the lemon and garlic.\n',
    ],
    chunkDelayMs: 1_000,
  })
  await page.goto(llmApp.url)
  await addIngredients(page, ['chicken thighs', 'lemon', 'garlic', 'rice'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  const button = recipe.getByRole('button', { name: 'Cook mode' })
  // Half a recipe is no recipe to cook from: the button stays put but does nothing yet.
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  // Dispatched at once: a click that waits for the button to hold still can land after the
  // stream ends (the servings controls appear above it then), and open the finished recipe.
  await button.dispatchEvent('click')
  const dialog = page.getByRole('dialog', { name: 'One-Pan Lemon Chicken' })
  await expect(recipe.getByText(/Written by an AI model/)).toBeVisible()
  await expect(dialog).toBeHidden()

  await button.click()
  await expect(dialog.getByRole('checkbox')).toHaveCount(3)
  await dialog.getByRole('button', { name: 'Next step' }).click()
  await dialog.getByRole('button', { name: 'Next step' }).click()
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Start timer 6-8 minutes' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})
