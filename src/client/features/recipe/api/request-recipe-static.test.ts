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

test('a static build never calls the server: every recipe is written on the device', async () => {
  const fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  const recipe = await fetchRecipe(QUERY, new AbortController().signal, () => undefined)
  expect(recipe.engine).toBe('device')
  expect(recipe.markdown).toMatch(/^## /)
  expect(fetchMock).not.toHaveBeenCalled()
})

test('the device chef’s code cannot be fetched either: "Could not reach Chef Claude"', async () => {
  chunk.fails = true
  vi.stubGlobal('fetch', vi.fn())
  await expect(
    fetchRecipe(QUERY, new AbortController().signal, () => undefined),
  ).rejects.toMatchObject({ code: 'network_error', message: 'Could not reach Chef Claude.' })
})
