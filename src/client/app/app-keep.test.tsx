import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { controlledSseResponse } from '../../../tests/support/sse-response.ts'
import { SAVED_RECIPES_KEY } from '../features/saved/lib/saved-recipes-storage.ts'
import { decodeRecipe, shareLinkFor } from '../features/share-links/lib/share-link.ts'
import { loadSavedState, STORAGE_KEY, type SavedRecipe } from '../lib/saved-state.ts'
import { stubFetch } from '../testing/test-support.ts'
import { App, preloadDeferredParts } from './app.tsx'
import { recipeResponse } from '../testing/recipe-events.ts'

const { createObjectURL, revokeObjectURL } = URL

// The lazy chunks are transformed on first import; done here, the first test's waits measure
// the page, not the transform.
beforeAll(async () => {
  await Promise.all([
    import('../features/recipe/components/recipe.tsx'),
    import('./keep.tsx'),
    preloadDeferredParts(),
  ])
}, 30_000)

beforeEach(() => {
  localStorage.clear()
  history.replaceState(null, '', '/')
})

afterEach(() => {
  vi.unstubAllGlobals()
  Object.assign(URL, { createObjectURL, revokeObjectURL })
})

const LIST = ['egg', 'milk', 'flour', 'sugar']

const SHARED: SavedRecipe = {
  markdown: '## Shakshuka\n\n1. Simmer the tomatoes.\n2. Crack in the eggs.\n',
  engine: 'llm',
  status: 'done',
  request: { ingredients: ['eggs', 'tomatoes', 'onion', 'cumin'], variant: 1 },
  warnings: [],
}

/** The page with a finished recipe for each title, asked for in turn ("Another idea" after the first). */
async function showRecipes(...titles: string[]) {
  // No typing (the list is already there) and no per-key delay: these tests are about keeping
  // recipes, and stay well inside their time on a busy machine.
  const user = userEvent.setup({ delay: null })
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ingredients: LIST }))
  const fetchMock = stubFetch(...titles.map((title) => recipeResponse(title)))
  render(<App />)
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }))
  // The plain fallback region is replaced once the display loads: find the region after that.
  await screen.findByRole('heading', { name: titles[0] })
  const region = screen.getByRole('region', { name: 'Chef Claude Recommends:' })
  for (const title of titles.slice(1)) {
    await user.click(within(region).getByRole('button', { name: 'Another idea' }))
    await within(region).findByRole('heading', { name: title })
  }
  return { user, region, fetchMock }
}

function savedToggle() {
  return screen.findByRole('button', { name: /^Saved recipes/ })
}

function storedSaved(): unknown[] {
  return JSON.parse(localStorage.getItem(SAVED_RECIPES_KEY) ?? '[]') as unknown[]
}

test('a fresh page shows no saved list; saving a recipe once lists it once', async () => {
  const { user, region } = await showRecipes('Pancakes')
  expect(screen.queryByRole('button', { name: /Saved recipes/ })).not.toBeInTheDocument()

  await user.click(await within(region).findByRole('button', { name: 'Save recipe' }))

  expect(within(region).getByText(/Recipe saved/)).toBeVisible()
  expect(within(region).getByRole('button', { name: 'Saved' })).toBeVisible()
  const toggle = await savedToggle()
  expect(toggle).toHaveAccessibleName('Saved recipes (1)')
  expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await user.click(within(region).getByRole('button', { name: 'Saved' }))
  expect(within(region).getByText('Already in your saved recipes.')).toBeVisible()
  expect(toggle).toHaveAccessibleName('Saved recipes (1)')
  expect(storedSaved()).toHaveLength(1)

  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const today = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date())
  expect(
    screen.getByRole('button', {
      name: `Pancakes, saved ${today}, from egg, milk, flour, sugar`,
    }),
  ).toBeVisible()
})

test('while a recipe streams its keep buttons wait; once done it is a new recipe to save', async () => {
  const { user, region } = await showRecipes('Pancakes')
  await user.click(await within(region).findByRole('button', { name: 'Save recipe' }))
  const stream = controlledSseResponse()
  stubFetch(stream.response)
  await user.click(within(region).getByRole('button', { name: 'Another idea' }))
  stream.push({ type: 'delta', text: '## Crêpes\n' })
  await within(region).findByRole('heading', { name: 'Crêpes' })

  for (const name of ['Save recipe', 'Share', 'Download', 'Print']) {
    expect(within(region).getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true')
  }
  await user.click(within(region).getByRole('button', { name: 'Save recipe' }))
  expect(storedSaved()).toHaveLength(1)

  stream.push(
    { type: 'delta', text: '\n1. Cook it.\n' },
    { type: 'done', engine: 'offline', model: 'm' },
  )
  stream.end()
  await vi.waitFor(() =>
    expect(within(region).getByRole('button', { name: 'Save recipe' })).toHaveAttribute(
      'aria-disabled',
      'false',
    ),
  )
})

test('a saved recipe opens in the recipe area, marked and focused, and closes back', async () => {
  const { user, region, fetchMock } = await showRecipes('Pancakes', 'Crêpes')
  await user.click(within(region).getByRole('button', { name: 'Save recipe' }))
  stubFetch(recipeResponse('Waffles'))
  await user.click(within(region).getByRole('button', { name: 'Another idea' }))
  await within(region).findByRole('heading', { name: 'Waffles' })

  await user.click(await savedToggle())
  await user.click(screen.getByRole('button', { name: /^Crêpes, saved/ }))

  expect(await within(region).findByRole('heading', { name: 'Crêpes' })).toBeVisible()
  const note = screen.getByText('Saved recipe').parentElement!.parentElement!
  expect(note).toHaveFocus()
  expect(within(region).getByRole('button', { name: 'Saved' })).toBeVisible()
  expect(fetchMock).toHaveBeenCalledTimes(2)

  await user.click(screen.getByRole('button', { name: 'Close saved recipe' }))
  expect(await within(region).findByRole('heading', { name: 'Waffles' })).toBeVisible()
  expect(screen.queryByText('Saved recipe')).not.toBeInTheDocument()
})

test('removing a saved recipe moves focus to the next one, then to the toggle', async () => {
  const { user, region } = await showRecipes('Pancakes', 'Crêpes')
  await user.click(within(region).getByRole('button', { name: 'Save recipe' }))
  stubFetch(recipeResponse('Pancakes again'))
  await user.click(within(region).getByRole('button', { name: 'Another idea' }))
  await within(region).findByRole('heading', { name: 'Pancakes again' })
  await user.click(within(region).getByRole('button', { name: 'Save recipe' }))
  const toggle = await savedToggle()
  expect(toggle).toHaveAccessibleName('Saved recipes (2)')
  await user.click(toggle)

  await user.click(screen.getByRole('button', { name: 'Remove Pancakes again' }))
  expect(toggle).toHaveAccessibleName('Saved recipes (1)')
  expect(screen.getByRole('button', { name: /^Crêpes, saved/ })).toHaveFocus()
  expect(storedSaved()).toHaveLength(1)

  await user.click(screen.getByRole('button', { name: 'Remove Crêpes' }))
  expect(toggle).toHaveAccessibleName('Saved recipes (0)')
  expect(toggle).toHaveFocus()
  expect(screen.getByText(/No saved recipes/)).toBeVisible()
  expect(storedSaved()).toEqual([])
})

test('damaged saved entries are left out with a message; the readable ones stay', async () => {
  localStorage.setItem(
    SAVED_RECIPES_KEY,
    JSON.stringify([
      { id: 'a', savedAt: 1_700_000_000_000, recipe: { ...SHARED, status: 'done' } },
      { id: 'b', savedAt: 1_700_000_000_000, recipe: { markdown: 42 } },
    ]),
  )
  render(<App />)

  expect(await savedToggle()).toHaveAccessibleName('Saved recipes (1)')
  expect(screen.getByText('One saved recipe could not be read and was left out.')).toBeVisible()
})

test('storage that cannot be read at all says so, and saving still works', async () => {
  localStorage.setItem(SAVED_RECIPES_KEY, '{"truncated":')
  const { user, region } = await showRecipes('Pancakes')
  expect(await savedToggle()).toHaveAccessibleName('Saved recipes (0)')
  expect(screen.getByText(/Your saved recipes could not be read/)).toBeVisible()

  await user.click(within(region).getByRole('button', { name: 'Save recipe' }))

  expect(await savedToggle()).toHaveAccessibleName('Saved recipes (1)')
  expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument()
})

test('full storage: a clear message, and nothing already saved is lost', async () => {
  const { user, region } = await showRecipes('Pancakes', 'Crêpes')
  await user.click(within(region).getByRole('button', { name: 'Save recipe' }))
  const before = localStorage.getItem(SAVED_RECIPES_KEY)
  const setItem = Storage.prototype.setItem
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key === SAVED_RECIPES_KEY) throw new DOMException('full', 'QuotaExceededError')
    setItem.call(this, key, value)
  })
  stubFetch(recipeResponse('Waffles'))
  await user.click(within(region).getByRole('button', { name: 'Another idea' }))
  await within(region).findByRole('heading', { name: 'Waffles' })

  await user.click(within(region).getByRole('button', { name: 'Save recipe' }))

  expect(within(region).getByText(/Couldn’t save: your browser’s storage is full/)).toBeVisible()
  expect(within(region).getByRole('button', { name: 'Save recipe' })).toBeVisible()
  expect(await savedToggle()).toHaveAccessibleName('Saved recipes (1)')
  expect(localStorage.getItem(SAVED_RECIPES_KEY)).toBe(before)
})

test('a shared link shows its recipe, marked, without a request or a change to the list', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ingredients: ['rice', 'peas'] }))
  const link = await shareLinkFor(SHARED, { origin: '', pathname: '/', search: '' })
  history.replaceState(null, '', link)
  const fetchMock = stubFetch()
  render(<App />)

  const region = await screen.findByRole('region', { name: 'Chef Claude Recommends:' })
  expect(await within(region).findByRole('heading', { name: 'Shakshuka' })).toBeVisible()
  expect(screen.getByText('Shared recipe')).toBeVisible()
  expect(fetchMock).not.toHaveBeenCalled()
  expect(loadSavedState()).toMatchObject({ ingredients: ['rice', 'peas'], recipe: null })
  expect(localStorage.getItem(SAVED_RECIPES_KEY)).toBeNull()

  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: 'Close shared recipe' }))
  expect(window.location.hash).toBe('')
  expect(screen.queryByRole('heading', { name: 'Shakshuka' })).not.toBeInTheDocument()
})

test('asking for a recipe of their own replaces the shared one and clears the link', async () => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ingredients: LIST }))
  history.replaceState(
    null,
    '',
    await shareLinkFor(SHARED, { origin: '', pathname: '/', search: '' }),
  )
  stubFetch(recipeResponse('Pancakes'))
  render(<App />)
  await screen.findByRole('heading', { name: 'Shakshuka' })

  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Get a recipe' }))

  expect(await screen.findByRole('heading', { name: 'Pancakes' })).toBeVisible()
  expect(screen.queryByText('Shared recipe')).not.toBeInTheDocument()
  expect(window.location.hash).toBe('')
})

test('a damaged shared link says so, and closing it clears the fragment', async () => {
  history.replaceState(null, '', '/#recipe=not-a-recipe')
  const fetchMock = stubFetch()
  render(<App />)

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('This shared recipe link is damaged or too long')
  expect(screen.queryByRole('region', { name: 'Chef Claude Recommends:' })).not.toBeInTheDocument()

  await userEvent
    .setup({ delay: null })
    .click(within(alert).getByRole('button', { name: 'Dismiss' }))
  expect(window.location.hash).toBe('')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(fetchMock).not.toHaveBeenCalled()
})

test('Share copies a link that carries the recipe, and says so', async () => {
  const { user, region } = await showRecipes('Pancakes')
  await user.click(await within(region).findByRole('button', { name: 'Share' }))

  expect(await within(region).findByText('Link copied')).toBeVisible()
  const link = await navigator.clipboard.readText()
  expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/#recipe=[A-Za-z0-9_-]+$/)
  const shared = await decodeRecipe(new URL(link).hash)
  expect(shared.markdown).toBe('## Pancakes\n\n1. Cook it.\n')
  expect(shared.request).toEqual({ ingredients: ['egg', 'milk', 'flour', 'sugar'], variant: 0 })
})

test('where copying is refused, the link is shown to copy by hand', async () => {
  const { user, region } = await showRecipes('Pancakes')
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
  await user.click(await within(region).findByRole('button', { name: 'Share' }))

  const field = await within(region).findByRole('textbox', { name: 'Link to this recipe' })
  expect(field).toHaveFocus()
  expect((field as HTMLInputElement).value).toContain('#recipe=')
  expect(within(region).getByText(/Couldn’t copy the link/)).toBeVisible()
})

test('on a phone, Share opens the system share sheet with the title and link', async () => {
  const share = vi.fn(async (_data: ShareData) => undefined)
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)',
    media: query,
  }))
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  try {
    const { user, region } = await showRecipes('Pancakes')
    await user.click(await within(region).findByRole('button', { name: 'Share' }))
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    expect(share.mock.calls[0]![0].title).toBe('Pancakes')
    expect(share.mock.calls[0]![0].url).toMatch(/#recipe=/)
  } finally {
    Reflect.deleteProperty(navigator, 'share')
  }
})

test('Download saves the markdown as a file named after the title; Print prints', async () => {
  const { user, region } = await showRecipes('Pancakes & Syrup')
  const blobs: Blob[] = []
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob)
      return 'blob:test/recipe'
    },
    revokeObjectURL: () => undefined,
  })
  const names: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download)
  })
  const print = vi.fn()
  vi.stubGlobal('print', print)

  await user.click(await within(region).findByRole('button', { name: 'Download' }))
  await user.click(within(region).getByRole('button', { name: 'Print' }))

  expect(names).toEqual(['pancakes-syrup.md'])
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blobs[0]!)
  })
  expect(text).toBe('## Pancakes & Syrup\n\n1. Cook it.\n')
  expect(print).toHaveBeenCalledTimes(1)
})
