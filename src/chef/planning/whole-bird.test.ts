import { expect, test } from 'vitest'
import { composeRecipe } from '../index.ts'

// A cook's read found "Whole chicken — 350 g" for a whole chicken, cut up: a bird is 1.4–1.8 kg.
test.each(['whole chicken cut up', '1 whole chicken', 'whole chicken, jointed'])(
  '"%s" is counted in halves of the bird, never weighed as pieces',
  (chicken) => {
    const recipe = composeRecipe([chicken, 'onion', 'tomatoes', 'garlic'])
    expect(recipe).toMatch(/^- Whole chicken — ½ \(about 800 g\)$/m)
    expect(recipe).not.toMatch(/^- Whole chicken — \d+ g/m)
  },
)

test('a dish that takes most of a bird or more weighs it, as a bird is weighed', () => {
  const recipe = composeRecipe(['whole chicken', 'onion', 'tomatoes', 'garlic'], { servings: 8 })
  expect(recipe).toMatch(/^- Whole chicken — 1\.2 kg$/m)
})

test('chicken pieces are still weighed', () => {
  const recipe = composeRecipe(['chicken thighs', 'onion', 'tomatoes', 'garlic'])
  expect(recipe).toMatch(/^- Chicken thighs — \d+ g$/m)
})
