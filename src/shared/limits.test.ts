import { expect, test } from 'vitest'
import { recipeReadiness } from './limits.ts'

test('the panel shows with more than three ingredients, and not before', () => {
  expect([0, 1, 2, 3, 4, 5].map((count) => recipeReadiness(count).isReady)).toEqual([
    false,
    false,
    false,
    false,
    true,
    true,
  ])
})

test('the count still missing runs down to zero and stays there', () => {
  expect([0, 1, 2, 3, 4, 9].map((count) => recipeReadiness(count).missing)).toEqual([
    4, 3, 2, 1, 0, 0,
  ])
})

test('the recipe code is fetched one ingredient before the panel shows', () => {
  expect(recipeReadiness(2).isNearlyReady).toBe(false)
  expect(recipeReadiness(3).isNearlyReady).toBe(true)
  expect(recipeReadiness(4).isNearlyReady).toBe(true)
})
