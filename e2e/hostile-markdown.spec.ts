import { addIngredients, expect, test } from './fixtures.ts'

// Markdown from a model is untrusted: these are the classic ways to smuggle script through it.
const HOSTILE_MARKDOWN = [
  '## Totally normal soup',
  '[plain](javascript:alert(1))',
  '[mixed case](JaVaScRiPt:alert(1))',
  '[leading space]( javascript:alert(1))',
  '[tab inside](java\tscript:alert(1))',
  '[entity](&#106;avascript:alert(1))',
  '[hex entity](&#x6A;avascript:alert(1))',
  '[colon entity](javascript&colon;alert(1))',
  '[vb](vbscript:msgbox(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[ref link][evil]',
  '<javascript:alert(1)>',
  '![image](javascript:alert(1))',
  '![svg](data:image/svg+xml,<svg onload=alert(1)>)',
  '<script>window.__pwned = "script"</script>',
  '<img src=x onerror="window.__pwned = \'img\'">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">raw anchor</a>',
  '<svg><script>window.__pwned = "svg"</script></svg>',
  '<details open ontoggle="window.__pwned = \'details\'">x</details>',
  '<style>body { display: none }</style>',
  '[fine](https://example.com/recipe) and [relative](/about#x) and [mail](mailto:chef@example.com)',
  '',
  '[evil]: javascript:alert(1)',
].join('\n\n')

test('no hostile markdown can run script or put a dangerous address in the DOM', async ({
  page,
  upstream,
  llmApp,
  pageProblems,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  upstream.enqueue({ kind: 'answer', chunks: HOSTILE_MARKDOWN.match(/[\s\S]{1,40}/g) ?? [] })
  await page.goto(llmApp.url)
  await addIngredients(page, ['leek', 'potato', 'stock', 'cream'])
  await page.getByRole('button', { name: 'Get a recipe' }).click()

  const recipe = page.locator('.suggested-recipe-container')
  await expect(recipe.getByRole('link', { name: 'mail' })).toBeVisible()

  const addresses = await recipe.evaluate((root) =>
    [...root.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]')].flatMap(
      (element) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href']
          .map((name) => element.getAttribute(name))
          .filter((value): value is string => value !== null),
    ),
  )
  const dangerous = addresses.filter((address) =>
    // eslint-disable-next-line no-control-regex -- browsers drop these before the scheme
    /^(javascript|vbscript|data):/i.test(address.replace(/[\s\u0000-\u001f]/g, '')),
  )
  expect(dangerous).toEqual([])
  expect(addresses).toContain('https://example.com/recipe')
  expect(addresses).toContain('/about#x')
  await expect(recipe.locator('script, iframe, svg, style, details, object, embed')).toHaveCount(0)
  const eventHandlers = await recipe.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .map((attribute) => attribute.name)
        .filter((name) => name.startsWith('on')),
    ),
  )
  expect(eventHandlers).toEqual([])

  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned),
  ).toBeUndefined()
  expect(dialogs).toEqual([])
  expect(pageProblems.cspViolations).toEqual([])
})
