import { expect, test } from 'vitest'
import { composeRecipe } from '../index.ts'

// A cook's read found "Whole chicken — 350 g" for a whole chicken, cut up: a bird is 1.4–1.8 kg.
test.each(['whole chicken cut up', '1 whole chicken', 'whole chicken, jointed'])(
  '"%s" is counted in birds, jointed, never weighed as pieces',
  (chicken) => {
    const recipe = composeRecipe([chicken, 'onion', 'tomatoes', 'garlic'])
    expect(recipe).toMatch(/^- Chicken — ½ whole bird \(about 800 g\), jointed into pieces$/m)
    expect(recipe).not.toMatch(/^- Whole chicken — \d+ g/m)
    expect(recipe).not.toMatch(/the whole chicken/)
  },
)

test('more servings take more of the bird', () => {
  const recipe = composeRecipe(['whole chicken', 'onion', 'tomatoes', 'garlic'], { servings: 4 })
  expect(recipe).toMatch(/^- Chicken — 1 whole bird \(about 1\.6 kg\), jointed into pieces$/m)
})

test('chicken pieces are still weighed', () => {
  const recipe = composeRecipe(['chicken thighs', 'onion', 'tomatoes', 'garlic'])
  expect(recipe).not.toMatch(/whole bird/)
})
