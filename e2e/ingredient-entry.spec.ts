import type { Page } from '@playwright/test'
import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

function chips(page: Page) {
  return page
    .getByRole('region', { name: 'Ingredients on hand:' })
    .getByRole('listitem')
    .locator('.ingredient__name')
}

/** Puts text on the clipboard and pastes it into the focused field with the keyboard. */
async function pasteInto(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.getByRole('combobox', { name: 'Add ingredient' }).focus()
  await page.keyboard.press('ControlOrMeta+V')
}

test('a pasted five-item list becomes five chips, and the page says so', async ({
  page,
  offlineApp,
  pageProblems,
}) => {
  await page.goto(offlineApp.url)
  await pasteInto(page, 'chicken thighs, rice, garlic, onion, frozen peas')

  await expect(chips(page)).toHaveText(['chicken thighs', 'rice', 'garlic', 'onion', 'frozen peas'])
  await expect(page.getByText('Added 5 ingredients.')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeVisible()

  // Line breaks from a note on the phone are separators too; a decimal comma is not.
  await pasteInto(page, '1,5 kg flour\n- butter\n- sugar')
  await expect(chips(page)).toHaveText([
    'chicken thighs',
    'rice',
    'garlic',
    'onion',
    'frozen peas',
    '1,5 kg flour',
    'butter',
    'sugar',
  ])
  await expect(page.getByText('Added 3 ingredients.')).toBeVisible()
  expect(pageProblems.consoleErrors).toEqual([])
})

test('the combobox by keyboard: arrows move, Enter takes, Escape closes, axe clean', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  const field = page.getByRole('combobox', { name: 'Add ingredient' })
  await expect(field).toHaveAttribute('placeholder', 'e.g. oregano')
  await expect(field).toHaveAttribute('name', 'ingredient')
  await expect(page.locator('datalist')).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(field).toBeFocused()
  await page.keyboard.type('spin')

  const listbox = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(listbox).toBeVisible()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  const options = listbox.getByRole('option')
  await expect(options.first()).toHaveText('spinach')
  await expectNoAxeViolations(page, 'suggestions open')

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  const activeId = await options.first().getAttribute('id')
  await expect(field).toHaveAttribute('aria-activedescendant', activeId ?? 'missing')
  await expectNoAxeViolations(page, 'suggestion highlighted')

  await page.keyboard.press('Escape')
  await expect(listbox).toBeHidden()
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(field).toHaveValue('spin')

  await page.keyboard.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(chips(page)).toHaveText(['spinach'])
  await expect(field).toBeFocused()
  await expect(field).toHaveValue('')

  // With nothing highlighted, Enter adds what was typed.
  await page.keyboard.type('chic')
  await expect(listbox).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(chips(page)).toHaveText(['spinach', 'chic'])

  // A pointer takes a suggestion too; a slip still finds the food.
  await page.keyboard.type('brocoli')
  await listbox.getByRole('option', { name: 'broccoli', exact: true }).click()
  await expect(chips(page)).toHaveText(['spinach', 'chic', 'broccoli'])
})

test('a chip the chef reads as a slip asks "Did you mean spinach?", and one press fixes it', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  await addIngredients(page, ['spinch', 'pean', 'eggs'])

  const fix = page.getByRole('button', { name: 'Did you mean spinach?' })
  await expect(fix).toBeVisible()
  // "pean" could be peas or pecans: a guess could cross an allergy, so the chef makes none.
  await expect(page.getByRole('button', { name: /^Did you mean/ })).toHaveCount(1)
  await expectNoAxeViolations(page, 'did you mean')

  await fix.click()
  await expect(chips(page)).toHaveText(['spinach', 'pean', 'eggs'])
  await expect(page.getByRole('button', { name: /^Did you mean/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Remove spinach' })).toBeFocused()

  // The fix is remembered like any change to the list.
  await page.reload()
  await expect(chips(page)).toHaveText(['spinach', 'pean', 'eggs'])
})

test('a fresh page says what it does; an example list fills the list and steps aside', async ({
  page,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  await expect(
    page.getByRole('banner').getByText("Tell me what's in your kitchen and I'll suggest a recipe."),
  ).toBeVisible()
  const examples = page.getByRole('group', { name: 'Try:' })
  await expect(examples.getByRole('button')).toHaveText([
    'eggs, spinach, feta, red onion',
    'pasta, tinned tomatoes, garlic, parmesan',
    'chickpeas, sweet potato, coconut milk, curry paste',
  ])
  await expectNoAxeViolations(page, 'fresh page with examples')

  await examples.getByRole('button', { name: 'pasta, tinned tomatoes, garlic, parmesan' }).click()

  await expect(chips(page)).toHaveText(['pasta', 'tinned tomatoes', 'garlic', 'parmesan'])
  await expect(page.getByText('Added 4 ingredients.')).toBeVisible()
  await expect(examples).toBeHidden()
  await expect(page.getByRole('combobox', { name: 'Add ingredient' })).toBeFocused()
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  await expect(page.getByRole('region', { name: 'Chef Claude Recommends:' })).toBeVisible()

  // An emptied list brings them back.
  await page.getByRole('button', { name: 'Clear list' }).click()
  await expect(examples).toBeVisible()
})

test('a remembered list is checked for slips on the first interaction, never in the first load', async ({
  page,
  offlineApp,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(offlineApp.url)
  await page.evaluate(() =>
    localStorage.setItem('chef-claude:v1', JSON.stringify({ ingredients: ['spinch', 'eggs'] })),
  )
  scripts.length = 0
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(chips(page)).toHaveText(['spinch', 'eggs'])
  expect(scripts.some((path) => path.includes('ingredient-reader'))).toBe(false)
  await expect(page.getByRole('button', { name: /^Did you mean/ })).toHaveCount(0)

  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Did you mean spinach?' })).toBeVisible()
  expect(scripts.some((path) => path.includes('ingredient-reader'))).toBe(true)
})
