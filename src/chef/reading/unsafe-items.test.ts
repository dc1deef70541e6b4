import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'
import { matchIngredient } from './match-ingredient.ts'
import { planRecipe } from '../planning/plan-recipe.ts'
import { listedIngredients, methodText, structureProblems } from '../recipe-checks.ts'

const UNSAFE = [
  'bleach',
  'Bleach!',
  'a bottle of bleach',
  'washing-up liquid',
  'dish soap',
  'laundry detergent',
  'glue',
  'AA batteries',
  'lamp oil',
  'paint',
  'shampoo',
  'antifreeze',
  'death cap mushrooms',
  'rat poison',
  'ammonia',
  'drain cleaner',
  'hand sanitiser',
  'mouldy bread',
  'paracetamol',
  'rocks',
  'dog food',
]

test.each(UNSAFE)('%s is refused as unsafe', (text) => {
  expect(matchIngredient(text).kind).toBe('unsafe')
})

test.each([
  'kidney beans',
  'soapwort',
  'sponge cake',
  'stone fruit',
  'Polish sausage',
  'bacon grease',
  'lemon',
  'bay leaves',
  'rhubarb',
])('%s is food, not a hazard', (text) => {
  expect(matchIngredient(text).kind).not.toBe('unsafe')
})

test('unsafe items never reach the ingredients or the method, and the notes say why', () => {
  const markdown = composeRecipe(['chicken breast', 'bleach', 'broccoli', 'soy sauce', 'dish soap'])
  const names = listedIngredients(markdown).map((item) => item.name.toLowerCase())
  expect(names.some((name) => name.includes('bleach') || name.includes('soap'))).toBe(false)
  expect(methodText(markdown)).not.toMatch(/bleach|soap/)
  expect(markdown).toMatch(/Left out for safety:\*\* “bleach”/)
  expect(markdown).toMatch(/Left out for safety:\*\* “dish soap”/)
})

test('a list of only unsafe things gets an honest answer with every section', () => {
  const markdown = composeRecipe(['bleach', 'glue', 'batteries', 'paint'])
  expect(structureProblems(markdown)).toEqual([])
  expect(markdown).toContain('## Nothing Safe to Cook Here')
  expect(planRecipe(['bleach', 'glue']).unsafe).toHaveLength(2)
})
