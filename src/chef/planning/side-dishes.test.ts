import { expect, test } from 'vitest'
import { planRecipe } from './plan-recipe.ts'

// A side salad is not dinner: on a list with a main protein it never comes first, and offered
// on its own it says what it is.

test.each([
  [['salmon', 'cucumber', 'sour cream', 'dill', 'lemon']],
  [['chicken', 'cucumber', 'yoghurt', 'dill', 'garlic']],
  [['pork chops', 'breadcrumbs', 'egg', 'cucumber', 'sour cream', 'dill']],
])('%j: the first idea is a meal, not a side salad', (list) => {
  const plan = planRecipe(list)
  expect(plan.kind).toBe('recipe')
  expect(plan.family.course).not.toBe('side')
})

test('mizeria offered alone is a side, and says so', () => {
  const plan = planRecipe(['cucumber', 'sour cream', 'dill'])
  expect(plan.kind === 'recipe' && plan.title).toBe('Mizeria')
  expect(plan.family.course).toBe('side')
  expect(plan.notes.join('\n')).toMatch(/side dish rather than a meal/)
})
