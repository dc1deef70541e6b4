import { expect, test } from 'vitest'
import { firstIdea } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { inWholePieces } from './dish-amounts.ts'

// "Half cabbage" in a fried rice was listed as "½ (about 450 g)" and stir-fried in 2 minutes
// beside 50 g of carrot: a cabbage is cut from, not rounded up to a half as a bird is.

test('a dish that takes a little of a counted cabbage weighs its share', () => {
  expect(inWholePieces(matchIngredient('half cabbage'), { quantity: 150, unit: 'g' })).toBe(
    undefined,
  )
  expect(inWholePieces(matchIngredient('1 cabbage'), { quantity: 900, unit: 'g' })).toBe(
    '1 (about 900 g)',
  )
  expect(inWholePieces(matchIngredient('1 whole chicken'), { quantity: 400, unit: 'g' })).toMatch(
    /^½/,
  )
})

test('the fridge-clearing fried rice keeps its cabbage in proportion to its carrot', () => {
  const recipe = firstIdea(
    'half cabbage, 2 carrots, leftover rice, frozen peas, 3 eggs, bacon, soy sauce, cheddar',
  )
  expect(recipe).toMatch(/^## Egg Fried Rice/m)
  expect(recipe).toMatch(/Cabbage — \d+ g/)
  expect(recipe).not.toMatch(/about 450 g/)
})
