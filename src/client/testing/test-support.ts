import { render, screen } from '@testing-library/react'
import { createElement } from 'react'
import type userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { App, preloadDeferredParts } from '../app/app.tsx'
import {
  loadRecipeClient,
  loadRecipeDisplay,
} from '../features/recipe/lib/preload-recipe-chunks.ts'

/** Answers the page's fetches with these responses, in order; returns the mock to inspect. */
export function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses.shift()
    if (!next) throw new Error('no more responses')
    return next
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** Types each ingredient into the field and presses Enter, as a visitor would. */
export async function addIngredients(user: ReturnType<typeof userEvent.setup>, items: string[]) {
  const field = screen.getByRole('combobox', { name: 'Add ingredient' })
  for (const item of items) {
    await user.type(field, `${item}{Enter}`)
  }
}

/** Lists four ingredients and presses "Get a recipe": the usual way into a recipe. */
export async function askForRecipe(
  user: ReturnType<typeof userEvent.setup>,
  ingredients = ['egg', 'milk', 'flour', 'sugar'],
) {
  await addIngredients(user, ingredients)
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }))
}

/** Renders the page, asks for a recipe the server answers with `response`; returns its region. */
export async function showRecipe(user: ReturnType<typeof userEvent.setup>, response: Response) {
  stubFetch(response)
  render(createElement(App))
  await askForRecipe(user)
  return screen.findByRole('region', { name: 'Chef Claude Recommends:' })
}

/** The JSON body of the page's nth fetch. */
export function requestBody(fetchMock: ReturnType<typeof stubFetch>, index: number): unknown {
  return JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body))
}

/**
 * The usual setting for a test file that renders the whole page: the lazy code loaded once up
 * front (a busy machine's first import can outlast a findBy's wait; and the list, the recipe
 * session and the preferences then render with the visitor's first interaction, as they do in
 * a browser that fetched them on it), an empty browser storage before each test, and fetch
 * given back after it.
 */
export function setUpPageTests(): void {
  beforeAll(async () => {
    await Promise.all([loadRecipeDisplay(), loadRecipeClient(), preloadDeferredParts()])
  })
  beforeEach(() => {
    localStorage.clear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
}
