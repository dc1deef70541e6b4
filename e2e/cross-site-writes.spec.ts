import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createOfflineEngine } from '../src/server/engines/offline-engine.ts'
import { startAppServer, type AppServer } from '../tests/support/start-app-server.ts'
import { addIngredients, expect, test } from './fixtures.ts'

// Issue 23, finding 1, in a real browser: a page on another origin posts to our API the ways a
// browser allows without a preflight (no-cors fetches, a form), and the visitor's own page must
// still get its recipe. The limit is 2 a minute, so had the five hostile posts counted, the
// visitor's request would get a 429.

const STATIC_ROOT = path.resolve(import.meta.dirname, '../dist/client')
const BODY = JSON.stringify({ ingredients: ['egg', 'milk', 'flour', 'sugar'] })

/**
 * The other site: one page that fires three no-cors posts and a form post at `appUrl`. Each
 * fetch rejects in the page (our answers carry `Cross-Origin-Resource-Policy: same-origin`), but
 * only after the request reached the server, which is what used to cost the visitor.
 */
function hostilePage(appUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another site</title></head>
<body>
<iframe name="sink" title="sink"></iframe>
<form id="form" method="post" enctype="text/plain" target="sink" action="${appUrl}/api/recipe">
  <input type="hidden" name='${BODY.slice(0, -2)}' value='"}'>
</form>
<script>
  (async () => {
    for (let i = 0; i < 3; i += 1) {
      await fetch(${JSON.stringify(appUrl)} + '/api/recipe', { method: 'POST', mode: 'no-cors', body: ${JSON.stringify(BODY)} }).catch(() => {})
    }
    document.getElementById('form').submit()
    document.title = 'sent'
  })()
</script>
</body></html>`
}

async function startHostileSite(
  appUrl: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(hostilePage(appUrl))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

let app: AppServer
test.beforeEach(async () => {
  app = await startAppServer({
    engine: createOfflineEngine(),
    rateLimitPerMinute: 2,
    staticRoot: STATIC_ROOT,
  })
})
test.afterEach(async () => {
  await app.close()
})

test('posts from pages on other origins leave the visitor’s limit untouched', async ({
  page,
  context,
}) => {
  const hostile = await startHostileSite(app.url)
  try {
    // Another site (localhost is not 127.0.0.1's site) and the same site on another port.
    for (const origin of [`http://localhost:${hostile.port}`, `http://127.0.0.1:${hostile.port}`]) {
      const other = await context.newPage()
      await other.goto(origin)
      await expect(other).toHaveTitle('sent')
      await other.close()
    }
    // Every post reached the server.
    await expect.poll(() => hostileAnswers()).toHaveLength(8)
  } finally {
    await hostile.close()
  }

  await page.goto(app.url)
  await addIngredients(page, ['chicken breast', 'rice', 'garlic', 'lemon'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()
  const recipe = page.locator('.suggested-recipe-container')
  await expect(recipe.getByRole('heading', { name: 'Chef Claude Recommends:' })).toBeVisible()
  await expect(recipe).toContainText(/chicken breast/i)
  await expect(recipe).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByText(/asked for a lot of recipes/)).toHaveCount(0)
  // …because each was refused before it counted.
  expect(hostileAnswers()).toEqual(Array.from({ length: 8 }, () => 403))
})

/** The statuses of the recipe requests answered before the visitor's own. */
function hostileAnswers(): unknown[] {
  return app.logs
    .filter((line) => line.path === '/api/recipe')
    .slice(0, 8)
    .map((line) => line.status)
}
