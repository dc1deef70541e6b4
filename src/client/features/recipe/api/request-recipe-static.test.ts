import { afterEach, expect, test, vi } from 'vitest'
import { fetchRecipe } from './request-recipe.ts'
import type * as PreloadDeviceChef from '../lib/preload-device-chef.ts'

const chunk = vi.hoisted(() => ({ fails: false }))

// Built by `npm run build:static`: no server behind the page.
vi.mock('../../../lib/static-build.ts', () => ({ IS_STATIC_BUILD: true }))
vi.mock('../lib/preload-device-chef.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof PreloadDeviceChef>()
  return {
    ...actual,
    loadDeviceChef: () =>
      chunk.fails
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : actual.loadDeviceChef(),
  }
})

afterEach(() => {
  vi.unstubAllGlobals()
  chunk.fails = false
})

const QUERY = { ingredients: ['egg', 'milk', 'flour', 'sugar'], variant: 0 }

// The first recipe imports the whole chef into this file's own module graph (its lexicon and
// dishes, transformed afresh): the project's 20 s ran out for it in CI at a load of 15 on two
// cores, and alone at a load of 26 it took 140 s (104 s of it transforming). A safety net, not a
// wait: the test returns as soon as the recipe is written.
test('a static build never calls the server: every recipe is written on the device', async () => {
  const fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  const recipe = await fetchRecipe(QUERY, new AbortController().signal, () => undefined)
  expect(recipe.engine).toBe('device')
  expect(recipe.markdown).toMatch(/^## /)
  expect(fetchMock).not.toHaveBeenCalled()
}, 180_000)

test('the device chef’s code cannot be fetched either: "Could not reach Chef Claude"', async () => {
  chunk.fails = true
  vi.stubGlobal('fetch', vi.fn())
  await expect(
    fetchRecipe(QUERY, new AbortController().signal, () => undefined),
  ).rejects.toMatchObject({ code: 'network_error', message: 'Could not reach Chef Claude.' })
})
