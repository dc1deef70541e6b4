import type { Page } from '@playwright/test'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createOfflineEngine } from '../src/server/engines/offline-engine.ts'
import { startAppServer, type AppServer } from '../tests/support/start-app-server.ts'
import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

test.use({ serviceWorkers: 'allow' })

const BUILT_PAGE = path.resolve(import.meta.dirname, '../dist/client')

/** Opens the page and uses it (the worker is registered after the first interaction). */
async function installWorker(page: Page, url: string) {
  await page.goto(url)
  await page.getByRole('combobox', { name: 'Add ingredient' }).focus()
  // Active means installed: every precached file is in the cache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

test('the page links a manifest that makes it installable', async ({
  page,
  request,
  offlineApp,
}) => {
  await page.goto(offlineApp.url)
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const response = await request.get(new URL(href ?? '', offlineApp.url).href)
  expect(response.headers()['content-type']).toBe('application/manifest+json')
  const manifest = (await response.json()) as {
    name: string
    short_name: string
    start_url: string
    scope: string
    display: string
    theme_color: string
    background_color: string
    icons: { src: string; sizes: string; type: string; purpose: string }[]
  }
  // Relative to the manifest, so the static folder installs under a sub-path too.
  const manifestUrl = new URL(href ?? '', offlineApp.url)
  expect(new URL(manifest.start_url, manifestUrl).pathname).toBe('/')
  expect(new URL(manifest.scope, manifestUrl).pathname).toBe('/')
  expect(manifest).toMatchObject({
    name: 'Chef Claude',
    short_name: 'Chef Claude',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  })
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of manifest.icons) {
    const image = await request.get(new URL(icon.src, manifestUrl).href)
    expect(image.headers()['content-type'], icon.src).toBe(icon.type)
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes)
  }
  // Light and dark theme colours for the browser's own chrome.
  await expect(page.locator('meta[name="theme-color"][media]')).toHaveCount(2)
})

test('the worker takes the page after a reload, and offline the page opens and writes recipes on the device', async ({
  page,
  context,
  offlineApp,
  pageProblems,
}) => {
  await installWorker(page, offlineApp.url)
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeVisible()
  // The lazy chunks come from the worker's cache too: the list works with no network.
  await addIngredients(page, ['eggs', 'spinach', 'feta'])
  await expect(
    page.getByRole('region', { name: 'Ingredients on hand:' }).getByRole('listitem'),
  ).toHaveText(['eggs', 'spinach', 'feta'])

  // And with no network at all, the chef in the page writes the recipe, another idea and all.
  await addIngredients(page, ['onion'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  await expect(
    recipe.getByText('Written by our offline chef on this device', { exact: true }),
    // The first recipe the page writes reads the chef's repertoire in: seconds on a busy machine.
  ).toBeVisible({ timeout: 20_000 })
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  const dish = recipe.locator('.recipe-body h2').first()
  const first = await dish.textContent()
  await recipe.getByRole('button', { name: 'Another idea' }).click()
  await expect(dish).not.toHaveText(first ?? '')
  // Save stays put while the idea is still being written.
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  await recipe.getByRole('button', { name: 'Save recipe' }).click()
  await expect(recipe.getByRole('button', { name: 'Saved' })).toBeVisible()
  expect(pageProblems.cspViolations).toEqual([])
})

test('Chromium finds nothing that keeps the page from being installed', async ({
  page,
  offlineApp,
}) => {
  await installWorker(page, offlineApp.url)
  const session = await page.context().newCDPSession(page)
  const { installabilityErrors } = await session.send('Page.getInstallabilityErrors')
  // A Playwright context is an incognito profile, where Chromium installs nothing at all.
  expect(
    installabilityErrors.filter((error) => error.errorId !== 'in-incognito').map((e) => e.errorId),
  ).toEqual([])
  const { errors } = await session.send('Page.getAppManifest')
  expect(errors).toEqual([])
})

test('sw.js is revalidated on every check, so a deploy reaches the browser', async ({
  request,
  offlineApp,
}) => {
  const response = await request.get(`${offlineApp.url}/sw.js`)
  expect(response.headers()['content-type']).toMatch(/^text\/javascript/)
  expect(response.headers()['cache-control']).toBe('no-cache')
})

test('the worker never answers /api with the page', async ({ page, offlineApp }) => {
  await installWorker(page, offlineApp.url)
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  const response = await page.goto(`${offlineApp.url}/api/health`)
  expect(response?.headers()['content-type']).toMatch(/^application\/json/)
  expect(response?.fromServiceWorker()).toBe(false)
})

test.describe('a new version', () => {
  let root: string
  let app: AppServer

  test.beforeEach(async () => {
    // A copy of the built page to deploy a "new version" into while the browser has the old.
    root = await mkdtemp(path.join(tmpdir(), 'chef-claude-pwa-'))
    await cp(BUILT_PAGE, root, { recursive: true })
    app = await startAppServer({
      engine: createOfflineEngine(),
      rateLimitPerMinute: 0,
      staticRoot: root,
    })
  })

  test.afterEach(async () => {
    await app.close()
    await rm(root, { recursive: true, force: true })
  })

  /** A deploy that changes the page: a new index.html, and a worker that precaches it. */
  async function deployNewVersion() {
    const page = path.join(root, 'index.html')
    await writeFile(
      page,
      (await readFile(page, 'utf8')).replace(
        '</head>',
        '<meta name="chef-test-version" content="2" />\n  </head>',
      ),
    )
    const worker = path.join(root, 'sw.js')
    const source = await readFile(worker, 'utf8')
    const updated = source.replace(/(url:"index\.html",revision:")[^"]+"/, '$1version-2"')
    expect(updated).not.toBe(source)
    await writeFile(worker, updated)
    // Only the plain files: the server must not send the old version's precompressed copies.
    await Promise.all(
      ['index.html', 'sw.js'].flatMap((file) =>
        ['.br', '.gz'].map((suffix) => rm(path.join(root, file + suffix), { force: true })),
      ),
    )
  }

  test('is offered once installed, and Reload opens it', async ({ page, pageProblems }) => {
    await installWorker(page, app.url)
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.getByRole('combobox', { name: 'Add ingredient' }).focus()
    await expect(page.getByRole('status').filter({ hasText: 'New version available' })).toHaveCount(
      0,
    )

    await deployNewVersion()
    // What the browser does on a navigation or every day on its own: look for a new worker.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })

    const prompt = page.getByRole('status').filter({ hasText: 'New version available' })
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await expectNoAxeViolations(page, 'the update prompt')
    await expect(page.locator('meta[name="chef-test-version"]')).toHaveCount(0)

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ])
    await expect(page.locator('meta[name="chef-test-version"]')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1, name: 'Chef Claude' })).toBeVisible()
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
      ),
    ).toBeNull()
    expect(pageProblems.cspViolations).toEqual([])
  })
})
