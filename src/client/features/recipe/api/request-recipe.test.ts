import { afterEach, expect, test, vi } from 'vitest'
import { sseResponse } from '../../../../../tests/support/sse-response.ts'
import { RecipeRequestError } from './recipe-request-error.ts'
import { fetchRecipe, toRequestBody } from './request-recipe.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const SET = { diets: ['vegan' as const], avoid: ['peanuts'], servings: 4, maxMinutes: 30 }

test('nothing set is no preferences at all, and the body is the one sent before them', () => {
  const query = { ingredients: ['egg', 'milk'], variant: 0 }
  expect(JSON.stringify(toRequestBody(query))).toBe(JSON.stringify(query))
})

test('"Ask the offline chef" adds engine, last; without it the body has no engine at all', () => {
  const query = { ingredients: ['egg'], variant: 1, earlier: ['## Omelette'] }
  expect(JSON.stringify(toRequestBody({ ...query, preferences: SET, engine: 'offline' }))).toBe(
    JSON.stringify({
      ingredients: ['egg'],
      variant: 1,
      preferences: SET,
      previousTitles: ['Omelette'],
      engine: 'offline',
    }),
  )
  expect(toRequestBody({ ...query, preferences: SET })).not.toHaveProperty('engine')
})

test('preferences that are set travel with the request', () => {
  expect(toRequestBody({ ingredients: ['tofu'], variant: 2, preferences: SET })).toEqual({
    ingredients: ['tofu'],
    variant: 2,
    preferences: SET,
  })
})

test('"Another idea" names the earlier ideas by their titles, after the preferences', () => {
  const earlier = ['## Omelette\n\n1. Beat.', 'Intro.\n\n### **Frittata**\n', '   ']
  const body = toRequestBody({ ingredients: ['egg'], variant: 2, earlier, preferences: SET })
  expect(JSON.stringify(body)).toBe(
    JSON.stringify({
      ingredients: ['egg'],
      variant: 2,
      preferences: SET,
      previousTitles: ['Omelette', 'Frittata'],
    }),
  )
})

test('at most the ten newest titles are sent', () => {
  const earlier = Array.from({ length: 12 }, (_, index) => `## Dish ${index}`)
  const body = toRequestBody({ ingredients: ['egg'], variant: 12, earlier })
  expect(body.previousTitles).toEqual(earlier.slice(2).map((markdown) => markdown.slice(3)))
})

test('a failure that is not the request’s own is reported as an internal error, never as is', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => sseResponse([{ type: 'delta', text: '## Soup' }])),
  )
  const failing = fetchRecipe(
    { ingredients: ['egg'], variant: 0 },
    new AbortController().signal,
    () => {
      throw new TypeError('a bug')
    },
  )
  await expect(failing).rejects.toBeInstanceOf(RecipeRequestError)
  await expect(failing).rejects.toMatchObject({ code: 'internal_error' })
})
