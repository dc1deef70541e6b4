import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildStatic } from '../scripts/build-static.ts'
import { startStaticSite, type StaticSite } from '../tests/support/static-site-server.ts'
import { addIngredients, expect, expectNoAxeViolations, test } from './fixtures.ts'

const DEVICE_LABEL = 'Written by our offline chef on this device'

// One build for the file: its tests run in order in one worker, not one build per worker.
test.describe.configure({ mode: 'default' })

let outDir: string
let site: StaticSite

test.beforeAll(async () => {
  // A build of its own: `npm run build:static`'s code, into a folder no other test uses.
  test.setTimeout(180_000)
  outDir = await mkdtemp(path.join(tmpdir(), 'chef-static-'))
  // Without the .br and .gz copies a host may serve: the test's server sends the plain files
  // only, and compressing them was most of this build's CPU.
  await buildStatic({ outDir, precompress: false })
  // Under a sub-path, as GitHub Pages serves a project site: the build's URLs are relative.
  site = await startStaticSite(outDir, '/chef-claude/')
})

test.afterAll(async () => {
  await site?.close()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

test('the static folder on a plain static host, under a sub-path: recipes written on the device, and no request to /api', async ({
  page,
  pageProblems,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  const failed: string[] = []
  page.on('response', (response) => {
    if (!response.ok()) failed.push(`${response.status()} ${response.url()}`)
  })

  await page.goto(site.url)
  await addIngredients(page, ['chicken', 'rice', 'onion', 'peas'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const recipe = page.getByRole('region', { name: 'Chef Claude Recommends:' })
  // The first recipe the page writes reads the chef's repertoire in: seconds on a busy machine.
  await expect(recipe.getByText(DEVICE_LABEL)).toBeVisible({ timeout: 20_000 })
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  const dish = recipe.locator('.recipe-body h2').first()
  const first = await dish.textContent()

  await recipe.getByRole('button', { name: 'Another idea' }).click()
  await expect(page.getByRole('navigation', { name: 'Ideas for this list' })).toContainText(
    'Idea 2 of 2',
  )
  await expect(dish).not.toHaveText(first ?? '')
  await recipe.getByRole('button', { name: 'Save recipe' }).click()
  await expect(recipe.getByRole('button', { name: 'Saved' })).toBeVisible()

  // The page's own files all came from under the sub-path; nothing failed to load.
  expect(requests.filter((pathname) => pathname.includes('/api'))).toEqual([])
  expect(requests.filter((pathname) => !pathname.startsWith('/chef-claude/'))).toEqual([])
  expect(failed).toEqual([])
  expect(pageProblems.consoleErrors).toEqual([])
  // The server's policy travels in the page, for hosts that send no headers; nothing breaks it.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self'/,
  )
  expect(pageProblems.cspViolations).toEqual([])
  await expectNoAxeViolations(page, 'a recipe written on the device, static site')
})

test('a host that sends the build’s _headers: the whole policy, its style hash included, and the page runs under it', async ({
  page,
  pageProblems,
}) => {
  const headersSite = await startStaticSite(outDir, '/', { sendHeadersFile: true })
  try {
    const response = await page.goto(headersSite.url)
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toMatch(/style-src 'self' 'sha256-[\w+/]+=*'/)
    await expect(page.locator('.app-header')).toHaveCSS('display', 'flex')
    await page.getByRole('combobox', { name: 'Add ingredient' }).focus()
    await addIngredients(page, ['eggs', 'spinach', 'feta', 'red onion'])
    await page.getByRole('button', { name: 'Get a recipe' }).click()
    await expect(page.getByText(DEVICE_LABEL)).toBeVisible()
    expect(pageProblems.cspViolations).toEqual([])
    expect(pageProblems.consoleErrors).toEqual([])
  } finally {
    await headersSite.close()
  }
})

test('the device chef’s chunk pulls in no Node module and no server code, and the worker precaches it', async () => {
  const assets = path.join(outDir, 'assets')
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'))
  const chunk = scripts.find((file) => /^device-chef-[\w-]+\.js$/.test(file))
  expect(chunk).toBeDefined()
  // The worker precaches it, or the app has no chef offline: Workbox silently leaves out a file
  // over its size limit (8 MiB), and the dish library grows every month.
  const worker = await readFile(path.join(outDir, 'sw.js'), 'utf8')
  expect(worker).toContain(`url:"assets/${chunk ?? ''}"`)
  for (const file of scripts) {
    const code = await readFile(path.join(assets, file), 'utf8')
    // Imports of Node built-ins, and what only the server uses (logging, HTTP, Redis).
    expect(code, file).not.toMatch(
      /(?:from|import\(?)\s*["'`](?:node:|pino|hono|ioredis|prom-client)/,
    )
  }
})
