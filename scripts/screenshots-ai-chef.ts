import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { createLlmEngine } from '../src/server/engines/llm-engine.ts'
import { startFakeChatServer, type Behaviour } from '../tests/fake-upstream/fake-chat-server.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { scriptedRecipeRoute, THINKING } from '../tests/support/scripted-recipe-route.ts'
import { startAppServer } from '../tests/support/start-app-server.ts'
import { buildClient } from './build-client.ts'

/**
 * Screenshots of the page in front of an AI service, in the states it adds to scripts/
 * screenshots.ts's: asking, still waiting (after 5 s), thinking, the AI failed with "Ask the
 * offline chef", a recipe cut off, and "Another idea" waiting; at a desktop and a phone width, light and dark, into
 * docs/screenshots/ai-*.png. `npx tsx scripts/screenshots-ai-chef.ts`
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const OUT = path.join(ROOT, 'docs/screenshots')
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const
const SCHEMES = ['light', 'dark'] as const
const LIST = ['chicken thighs', 'lemon', 'garlic', 'rice', 'spinach']

await buildClient()
await mkdir(OUT, { recursive: true })
const staticRoot = path.join(ROOT, 'dist/client')
const upstream = await startFakeChatServer({ kind: 'hang' })
const app = await startAppServer({
  engine: createLlmEngine({
    baseUrl: upstream.baseUrl,
    apiKey: '',
    model: 'test/model',
    idleTimeoutMs: 60_000,
    timeoutMs: 120_000,
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

async function settle(page: Page) {
  await page.locator('body').click({ position: { x: 2, y: 2 } })
  await page.mouse.move(0, 0)
}

const CUT_OFF = [
  '## Lemon Garlic Chicken with Rice\n\nBright, garlicky chicken thighs on lemony rice.\n\n',
  '### Ingredients\n\n- 4 chicken thighs\n- 1 lemon\n- 3 cloves garlic\n- 200 g rice\n- 100 g spinach\n\n',
  '### Method\n\n1. Season the chicken and brown it skin side down.\n2. Add the garlic and the lemon',
]

try {
  for (const viewport of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        colorScheme: scheme,
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
      })
      const page = await context.newPage()
      const file = (state: string) => path.join(OUT, `ai-${state}-${viewport.name}-${scheme}.png`)
      const save = (state: string) =>
        page.screenshot({ path: file(state), fullPage: true, animations: 'disabled' })
      const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })

      // Asking, then still waiting: the upstream never answers; Stop ends it.
      upstream.setDefault({ kind: 'hang' })
      await page.goto(app.url)
      await addIngredients(page, LIST)
      await page.getByRole('button', { name: 'Get a recipe' }).click()
      await recipe.getByText('Asking the AI chef…').waitFor()
      await settle(page)
      await save('asking')
      await recipe.getByText('Still waiting for the AI chef…').waitFor({ timeout: 10_000 })
      await save('still-waiting')
      await page.getByRole('button', { name: 'Stop' }).click()

      // The AI fails: the alert offers the offline chef.
      upstream.setDefault({ kind: 'status', status: 500 } satisfies Behaviour)
      await page.getByRole('button', { name: 'Get a recipe' }).click()
      await page.getByRole('button', { name: 'Ask the offline chef' }).waitFor()
      await settle(page)
      await save('offline-offer')
      await page.evaluate(() => localStorage.clear())

      // Thinking, and a recipe cut off: the recipe route scripted event by event.
      const route = await scriptedRecipeRoute(app)
      await page.goto(route.url)
      await addIngredients(page, LIST)
      await page.getByRole('button', { name: 'Get a recipe' }).click()
      await route.asked()
      route.send([THINKING])
      await recipe.getByText('The AI chef is thinking…').waitFor()
      await settle(page)
      await save('thinking')
      route.send(
        [
          { type: 'start', engine: 'llm', model: 'test/model' },
          ...CUT_OFF.map((text) => ({ type: 'delta' as const, text })),
          { type: 'notice', code: 'truncated', message: 'The recipe was cut off.' },
          { type: 'done', engine: 'llm', model: 'test/model' },
        ],
        { end: true },
      )
      await recipe.getByText('This recipe was cut off before the end.').waitFor()
      await settle(page)
      await recipe.scrollIntoViewIfNeeded()
      await recipe.screenshot({ path: file('cut-off'), animations: 'disabled' })
      // "Another idea" while the AI has sent nothing: the wait, with Stop, by the actions.
      await recipe.getByRole('button', { name: 'Another idea' }).click()
      await recipe.getByText('Asking the AI chef…').waitFor()
      await page.mouse.move(0, 0)
      await recipe.screenshot({ path: file('another-idea-asking'), animations: 'disabled' })
      await route.close()
      await context.close()
    }
  }
} finally {
  await browser.close()
  await app.close()
  await upstream.close()
}
console.log(`Screenshots written to ${path.relative(ROOT, OUT)}/ai-*.png`)
