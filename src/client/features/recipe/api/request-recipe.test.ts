import { expect, test } from 'vitest'
import { NO_PREFERENCES } from '../../../lib/preferences.ts'
import { toRequestBody } from './request-recipe.ts'

const SET = { diets: ['vegan' as const], avoid: ['peanuts'], servings: 4, maxMinutes: 30 }

test('nothing set is no preferences at all, and the body is the one sent before them', () => {
  const query = { ingredients: ['egg', 'milk'], variant: 0 }
  expect(JSON.stringify(toRequestBody(query, NO_PREFERENCES))).toBe(JSON.stringify(query))
})

test('preferences that are set travel with the request', () => {
  expect(toRequestBody({ ingredients: ['tofu'], variant: 2 }, SET)).toEqual({
    ingredients: ['tofu'],
    variant: 2,
    preferences: SET,
  })
})
