import type { Locator } from '@playwright/test'
import { addIngredients, expect, test } from './fixtures.ts'

/** Relative luminance of a computed `rgb(…)` colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const channels =
    color
      .match(/[\d.]+/g)
      ?.slice(0, 3)
      .map(Number) ?? []
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

async function colours(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node)
    return { color: style.color, background: style.backgroundColor }
  })
}

test('printing from a dark-themed device prints dark text on a light page', async ({
  page,
  offlineApp,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(offlineApp.url)
  await addIngredients(page, ['chicken', 'lemon', 'rice', 'garlic'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(recipe.getByText(/offline chef/)).toBeVisible()
  const body = recipe.locator('.recipe-body')

  // On screen the dark palette applies: pale text on a dark page (the check has teeth).
  expect(luminance((await colours(body)).color)).toBeGreaterThan(0.5)
  expect(luminance((await colours(page.locator('body'))).background)).toBeLessThan(0.1)

  await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
  await expect
    .poll(async () => luminance((await colours(body)).color), { message: 'recipe text' })
    .toBeLessThan(0.1)
  expect(luminance((await colours(page.locator('body'))).background), 'page').toBeGreaterThan(0.9)
  // Everything printed: dark text, and boxes white or see-through, never a dark brown.
  const printed = await recipe.evaluate((region) =>
    [region, ...region.querySelectorAll<HTMLElement>('*')]
      .filter((node) => node.checkVisibility())
      .map((node) => {
        const style = getComputedStyle(node)
        return {
          node: `${node.tagName.toLowerCase()}.${node.className}`,
          color: style.color,
          background: style.backgroundColor,
          hasText: [...node.childNodes].some(
            (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
          ),
        }
      }),
  )
  expect(printed.length).toBeGreaterThan(5)
  for (const item of printed) {
    if (item.hasText) expect(luminance(item.color), `${item.node} text`).toBeLessThan(0.25)
    const isClear = /rgba\(.*, 0\)$/.test(item.background)
    if (!isClear) expect(luminance(item.background), `${item.node} box`).toBeGreaterThan(0.6)
  }
})
