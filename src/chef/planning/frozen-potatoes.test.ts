import { expect, test } from 'vitest'
import { planRecipe } from '../index.ts'

// A cook's read found frozen yellow potatoes "boiled whole, then peeled": frozen potatoes come
// peeled, as frozen cassava does, and only their peeling is taken out of the dish's steps.
test.each([
  [
    'Papa a la Huancaina',
    'frozen yellow potatoes, aji amarillo paste, queso fresco, evaporated milk, saltine crackers',
  ],
  ['Mashed Potatoes', 'frozen potatoes, butter, milk'],
  ['Tortilla de Patatas', 'frozen potatoes, eggs, onion, olive oil'],
  ['American Potato Salad', 'frozen potatoes, eggs, mayonnaise, spring onions'],
])('%s from %s never peels the potatoes', (title, list) => {
  const plan = planRecipe(list.split(', '))
  expect(plan.title).toBe(title)
  const steps = plan.steps.join('\n')
  expect(steps).not.toMatch(/\bpeel\w*\b[^.;]*\bpotatoes\b|\bpotatoes\b[^.;]*\bpeel/i)
  expect(steps).toMatch(/\bpotatoes\b/)
  expect(plan.ingredients.map((line) => line.name)).toContain('Frozen potatoes')
})

test('fresh potatoes are still peeled', () => {
  const plan = planRecipe(['potatoes', 'butter', 'milk'])
  expect(plan.steps.join('\n')).toMatch(/Peel the potatoes/)
})

test('the eggs beside frozen potatoes keep their peeling', () => {
  for (const variant of [0, 1, 2]) {
    const plan = planRecipe(['frozen potatoes', 'eggs', 'mayonnaise', 'spring onions'], { variant })
    const steps = plan.steps.join('\n')
    if (/\bboil\w*\b[^.]*\beggs\b/i.test(steps) && !/\bfried?\b[^.]*\beggs\b/i.test(steps))
      expect(steps).toMatch(/peel/i)
  }
})
