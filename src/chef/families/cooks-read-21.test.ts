import { expect, test } from 'vitest'
import { idea } from '../../../tests/support/first-idea.ts'

// What the eighth cook's read found in the composed bakes and bowls: muffins with nothing to raise
// them, a whole orange folded into a batter, raw rhubarb on porridge cooked to a paste.

const RHUBARB = 'rhubarb 500g, plain flour, cold butter, brown sugar, rolled oats, orange, vanilla'

test('a cake of plain flour and oats buys baking powder; the orange is zested and juiced', () => {
  const recipe = idea(RHUBARB, /Muffins|Traybake|Loaf Cake/)
  expect(recipe).toMatch(/Baking powder — 1½ tsp \*\(extra\)\*/)
  expect(recipe).toMatch(/zest of the oranges and squeeze the juice/)
})

test('a cake of self-raising flour buys no raising agent', () => {
  const recipe = idea(
    'self raising flour, butter, caster sugar, eggs, blueberries, lemon',
    /Muffins|Traybake|Loaf Cake/,
  )
  expect(recipe).not.toMatch(/Baking powder/)
})

test('porridge made with water alone gets the milk’s share of liquid too', () => {
  const recipe = idea(RHUBARB, /^## Porridge/m)
  expect(recipe).toMatch(/Rolled oats — 100 g/)
  expect(recipe).toMatch(/Water — 500 ml/)
})

test('rhubarb on porridge is stewed first with half the sugar, never spooned on raw', () => {
  const recipe = idea(RHUBARB, /^## Porridge/m)
  expect(recipe).toMatch(/Simmer the rhubarb with 2 tbsp water and half the brown sugar/)
  expect(recipe).toMatch(/the rest of the brown sugar\./)
  expect(recipe).toMatch(/peel the orange and cut into segments/)
})

test('a composed chicken soup buys chicken stock, a vegetable soup vegetable stock', () => {
  const chicken = idea(
    'frozen chicken thighs, potatoes, tomatoes, onion, garlic, cumin, Sazón Goya, cilantro',
    /Soup$/m,
  )
  expect(chicken).toMatch(/Chicken stock — .*\(extra\)/)
  expect(chicken).not.toMatch(/Vegetable stock/)
  const vegetable = idea('leeks, potatoes, carrots, celery, thyme', /Soup$/m)
  expect(vegetable).not.toMatch(/Chicken stock/)
})
