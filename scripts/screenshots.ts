import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { createLlmEngine } from '../src/server/engines/llm-engine.ts'
import { createOfflineEngine } from '../src/server/engines/offline-engine.ts'
import { startFakeChatServer } from '../tests/fake-upstream/fake-chat-server.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { startAppServer } from '../tests/support/start-app-server.ts'
import { buildClient } from './build-client.ts'

/**
 * Screenshots of the built page in its main states (preferences open, a recipe with a warning,
 * saved recipes, a shared link, good and damaged, the recipe's actions row, a second idea, and a
 * recipe from an earlier list), at a desktop and a phone width, light and dark, into
 * docs/screenshots/ (the README shows some). `npx tsx scripts/screenshots.ts`
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const OUT = path.join(ROOT, 'docs/screenshots')
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const
const SCHEMES = ['light', 'dark'] as const

await buildClient()
await mkdir(OUT, { recursive: true })
const staticRoot = path.join(ROOT, 'dist/client')
const offline = await startAppServer({
  engine: createOfflineEngine(),
  rateLimitPerMinute: 0,
  staticRoot,
})
const upstream = await startFakeChatServer({ kind: 'status', status: 503 })
const failing = await startAppServer({
  engine: createLlmEngine({
    baseUrl: upstream.baseUrl,
    apiKey: '',
    model: 'test/model',
    idleTimeoutMs: 1000,
    timeoutMs: 5000,
    maxRetries: 0,
    retryBaseMs: 10,
    retryMaxMs: 10,
  }),
  rateLimitPerMinute: 0,
  staticRoot,
})

// A model that ignores the visitor's preferences: the server warns, and the page shows it.
const satayUpstream = await startFakeChatServer({
  kind: 'answer',
  chunks: [
    '## Satay Noodles\n\nA quick, nutty bowl for a weeknight.\n\n**Serves 4 · 25 minutes**\n\n',
    '### Ingredients\n\n- 250 g rice noodles\n- 3 tbsp peanut butter\n- 1 lime\n- 2 cloves garlic\n- 4 spring onions\n\n',
    '### Method\n\n1. Cook the noodles and drain them.\n2. Whisk the peanut butter with the lime juice and a splash of hot water.\n3. Toss everything together with the garlic and spring onions.\n',
  ],
})
const ignoring = await startAppServer({
  engine: createLlmEngine({
    baseUrl: satayUpstream.baseUrl,
    apiKey: '',
    model: 'test/model',
    idleTimeoutMs: 1000,
    timeoutMs: 5000,
    maxRetries: 0,
    retryBaseMs: 10,
    retryMaxMs: 10,
  }),
  rateLimitPerMinute: 0,
  staticRoot,
})

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })

async function addIngredients(page: Page, items: readonly string[]) {
  const field = page.getByRole('combobox', { name: 'Add ingredient' })
  for (const item of items) {
    await field.fill(item)
    await field.press('Enter')
  }
}

const LIST = ['chicken thighs', 'lemon', 'garlic', 'rice', 'spinach']

try {
  for (const viewport of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      const newContext = () =>
        browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          colorScheme: scheme,
          reducedMotion: 'reduce',
          deviceScaleFactor: 1,
        })
      const context = await newContext()
      const page = await context.newPage()
      const file = (state: string) => path.join(OUT, `${state}-${viewport.name}-${scheme}.png`)
      const shot = (state: string, onPage = page) =>
        onPage.screenshot({ path: file(state), fullPage: true, animations: 'disabled' })
      await page.goto(offline.url)
      await shot('empty')
      await addIngredients(page, LIST)
      await page.locator('body').click({ position: { x: 2, y: 2 } })
      await shot('list')
      await page.getByRole('button', { name: 'Get a recipe' }).click()
      await page.getByText(/offline chef/).waitFor()
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.mouse.move(0, 0)
      await shot('recipe')

      // Keeping it: saved, listed; shared as a link; the link opened in a browser of its own.
      const recipeArea = page.getByRole('region', { name: 'Chef Claude Recommends:' })
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await recipeArea.getByRole('button', { name: 'Save recipe' }).click()
      await recipeArea.getByRole('button', { name: 'Share' }).click()
      await recipeArea.getByText('Link copied').waitFor()
      await page.mouse.move(0, 0)
      await recipeArea
        .locator('.recipe-actions')
        .screenshot({ path: file('actions'), animations: 'disabled' })
      const link = await page.evaluate(() => navigator.clipboard.readText())
      await page.getByRole('button', { name: /^Saved recipes/ }).click()
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.locator('body').click({ position: { x: 2, y: 2 } })
      await shot('saved')
      const visitor = await newContext()
      const visitorPage = await visitor.newPage()
      await visitorPage.goto(link)
      await visitorPage.getByText('Shared recipe').waitFor()
      await visitorPage.evaluate(() => window.scrollTo(0, 0))
      await shot('shared', visitorPage)
      await visitorPage.goto(`${offline.url}/#recipe=damaged`)
      await visitorPage.getByRole('alert').waitFor()
      await shot('shared-broken', visitorPage)
      await visitor.close()

      // A second idea, "Idea 2 of 2"; then the list changes under it.
      await page.getByRole('button', { name: 'Another idea' }).click()
      await page.getByText('Idea 2 of 2').waitFor()
      await page.getByText(/offline chef/).waitFor()
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.mouse.move(0, 0)
      await shot('ideas')
      await page.getByRole('button', { name: 'Remove rice' }).click()
      await page.getByText('Made from an earlier list.').waitFor()
      await page.locator('body').click({ position: { x: 2, y: 2 } })
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.mouse.move(0, 0)
      await shot('stale')
      await page.evaluate(() => localStorage.clear())
      await page.goto(failing.url)
      await addIngredients(page, LIST)
      await page.getByRole('button', { name: 'Get a recipe' }).click()
      await page.getByRole('alert').waitFor()
      await page.locator('body').click({ position: { x: 2, y: 2 } })
      await page.mouse.move(0, 0)
      await shot('error')

      // Preferences: set, open; then a recipe that ignores them, with the warning above it.
      await page.evaluate(() => localStorage.clear())
      await page.goto(ignoring.url)
      const preferences = page.getByRole('button', { name: /^Preferences/ })
      await preferences.click()
      await page.getByRole('checkbox', { name: 'Vegetarian' }).check()
      const avoid = page.getByRole('textbox', { name: 'Avoid' })
      for (const item of ['peanuts', 'sesame']) {
        await avoid.fill(item)
        await avoid.press('Enter')
      }
      await page.getByRole('spinbutton', { name: 'Servings' }).fill('4')
      await page.getByRole('combobox', { name: 'Time' }).selectOption('30')
      await page.locator('body').click({ position: { x: 2, y: 2 } })
      await page.mouse.move(0, 0)
      await shot('preferences')
      await preferences.click()
      await addIngredients(page, ['rice noodles', 'lime', 'garlic', 'spring onions'])
      await page.getByRole('button', { name: 'Get a recipe' }).click()
      await page.getByRole('alert').waitFor()
      await page.getByText(/Written by an AI model/).waitFor()
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.locator('body').click({ position: { x: 2, y: 2 } })
      await page.mouse.move(0, 0)
      await shot('warning')
      await context.close()
    }
  }
} finally {
  await browser.close()
  await offline.close()
  await failing.close()
  await upstream.close()
  await ignoring.close()
  await satayUpstream.close()
}
console.log(`Screenshots written to ${path.relative(ROOT, OUT)}/`)
