import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { createOfflineEngine } from './src/server/engines/offline-engine.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts'
import { startAppServer } from './tests/support/start-app-server.ts'

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
for (const width of [375, 1280]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    const root = await mkdtemp(path.join(tmpdir(), 'shots-pwa-'))
    await cp('dist/client', root, { recursive: true })
    const app = await startAppServer({ engine: createOfflineEngine(), rateLimitPerMinute: 0, staticRoot: root })
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width, height: width === 375 ? 812 : 900 }, colorScheme })
    const page = await context.newPage()
    await page.goto(app.url)
    const field = page.getByRole('combobox', { name: 'Add ingredient' })
    for (const item of ['eggs', 'spinach', 'feta', 'red onion']) { await field.fill(item); await field.press('Enter') }
    await page.evaluate(async () => { await navigator.serviceWorker.ready })
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await field.focus()
    const sw = path.join(root, 'sw.js')
    await writeFile(sw, (await readFile(sw, 'utf8')) + '\n// v2\n')
    await rm(sw + '.br', { force: true }); await rm(sw + '.gz', { force: true })
    await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration())?.update() })
    await page.getByRole('status').filter({ hasText: 'New version available' }).waitFor()
    await page.locator('body').click({ position: { x: 1, y: 1 } })
    await page.screenshot({ path: `/work/shots-pwa/update-prompt-${width}-${colorScheme}.png` })
    await context.close(); await app.close(); await rm(root, { recursive: true, force: true })
  }
}
// The prerendered shell with JavaScript off.
{
  const app = await startAppServer({ engine: createOfflineEngine(), rateLimitPerMinute: 0, staticRoot: path.resolve('dist/client') })
  for (const width of [375, 1280]) for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: width === 375 ? 812 : 900 }, colorScheme })
    const page = await context.newPage()
    await page.goto(app.url)
    await page.screenshot({ path: `/work/shots-pwa/shell-no-js-${width}-${colorScheme}.png` })
    await context.close()
  }
  await app.close()
}
await browser.close()
