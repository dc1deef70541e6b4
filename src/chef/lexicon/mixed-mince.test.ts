import { expect, test } from 'vitest'
import { composeRecipe, planRecipe } from '../index.ts'

test.each([
  'mince pork and beef',
  'pork and beef mince',
  '500g beef and pork mince',
  'half and half mince',
  'mixed mince',
  'gemischtes Hackfleisch',
])('"%s" is both meats: a bolognese is made of it, and it is never pork mince alone', (mince) => {
  const plan = planRecipe([mince, 'spaghetti', 'onion', 'tinned tomatoes', 'garlic'])
  expect(plan.title).toBe('Spaghetti Bolognese')
  const canonical = plan.ingredients.map((ingredient) => ingredient.canonical)
  expect(canonical).toContain('pork and beef mince')
  expect(canonical).not.toContain('pork mince')
})

test.each(['pork', 'beef'])('a visitor avoiding %s is never served mixed mince', (avoid) => {
  const recipe = composeRecipe(['mince pork and beef', 'spaghetti', 'onion', 'tinned tomatoes'], {
    avoid: [avoid],
  })
  expect(recipe).toContain('Left out: “mince pork and beef”')
  expect(recipe).not.toMatch(/^- Pork and beef mince/m)
})
