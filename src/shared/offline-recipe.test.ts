import { expect, test } from 'vitest'
import { composeRecipe } from '../chef/index.ts'
import { writeOfflineRecipe } from './offline-recipe.ts'

test('a dish: the chef’s markdown, what it needs beyond the list, kind recipe', () => {
  const request = { ingredients: ['egg', 'milk', 'flour', 'sugar'], variant: 0 }
  const answer = writeOfflineRecipe(request)
  expect(answer.markdown).toBe(composeRecipe(request.ingredients, { variant: 0 }))
  expect(answer.kind).toBe('recipe')
  expect(answer.needs?.pantry.length).toBeGreaterThan(0)
  expect(answer).not.toHaveProperty('suggestions')
})

test('preferences reach the plan: servings, and what to avoid is left out', () => {
  const preferences = { avoid: ['milk'], servings: 6, diets: ['vegan' as const], maxMinutes: 20 }
  const request = { ingredients: ['egg', 'milk', 'flour', 'sugar'], variant: 1, preferences }
  expect(writeOfflineRecipe(request).markdown).toBe(
    composeRecipe(request.ingredients, { variant: 1, ...preferences }),
  )
})

test('not enough for a dish: not-a-recipe, and no needs', () => {
  const answer = writeOfflineRecipe({ ingredients: ['salt'], variant: 0 })
  expect(answer.kind).toBe('not-a-recipe')
  expect(answer.needs).toBeUndefined()
})

test('past the last idea: out-of-ideas, with the chef’s suggestions as plain data', () => {
  const answer = writeOfflineRecipe({ ingredients: ['egg', 'bread'], variant: 40 })
  expect(answer.kind).toBe('out-of-ideas')
  for (const suggestion of answer.suggestions ?? []) {
    expect(Object.keys(suggestion).sort()).toEqual(['add', 'dish'])
  }
})
