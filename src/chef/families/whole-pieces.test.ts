import { expect, test } from 'vitest'
import { heldQuantity, inWholePieces } from './dish-amounts.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { composeRecipe } from '../index.ts'

test.each([
  ['1 whole chicken', 'g', 1600],
  ['2 chickens', 'g', 3200],
  ['1 leg of lamb', 'g', 2000],
  ['1 pork shoulder', 'g', 2000],
  ['1 cabbage', 'g', 900],
  ['2 trout', 'fillet', 4],
  ['1 whole sea bass', 'fillet', 2],
] as const)('what the visitor counted whole is held in the dish unit: %s', (item, unit, held) => {
  expect(heldQuantity(matchIngredient(item), unit)).toBe(held)
})

test('counted pieces that are not whole things are not read as birds or fish', () => {
  expect(heldQuantity(matchIngredient('2 salmon fillets'), 'g')).toBeUndefined()
  expect(heldQuantity(matchIngredient('4 chicken breasts'), 'g')).toBeUndefined()
})

test.each([
  ['1 whole chicken', 2400, '1 (about 1.6 kg)'],
  ['1 whole chicken', 900, '1 (about 1.6 kg)'],
  ['1 whole chicken', 300, '½ (about 800 g)'],
  ['2 chickens', 2400, '1½ (about 2.4 kg)'],
  ['1 leg of lamb', 1500, '1 (about 2 kg)'],
  ['1 cabbage', 1200, '1 (about 900 g)'],
] as const)('%s for a dish of %i g is listed by the piece: %s', (item, grams, written) => {
  expect(inWholePieces(matchIngredient(item), { quantity: grams, unit: 'g' })).toBe(written)
})

// A cabbage is cut from: a dish that takes a little over half of one never lists the whole head.
test.each([
  ['1 cabbage', 540, '½ (about 450 g)'],
  ['1 cabbage', 900, '1 (about 900 g)'],
  ['1 cabbage', 600, 'about 600 g'],
  ['2 cabbages', 1400, '1½ (about 1.4 kg)'],
  ['1 pointed cabbage', 330, '½ (about 300 g)'],
] as const)('%s for a dish of %i g is what a cook cuts: %s', (item, grams, written) => {
  expect(inWholePieces(matchIngredient(item), { quantity: grams, unit: 'g' })).toBe(written)
})

test('a cut of a joint is still weighed', () => {
  expect(inWholePieces(matchIngredient('1 leg of lamb'), { quantity: 350, unit: 'g' })).toBe(
    undefined,
  )
})

const line = (recipe: string, name: RegExp): string =>
  recipe.split('\n').find((row) => name.test(row)) ?? ''

test.each([
  [
    '1 whole chicken, rice, ginger, garlic, spring onions',
    /^- Whole chicken — 1 \(about 1\.6 kg\)$/,
  ],
  ['1 chicken, garlic, lemon', /^- Chicken — 1 \(about 1\.6 kg\)$/],
  ['1 whole chicken, potatoes, lemon, garlic', /^- Whole chicken — 1 \(about 1\.6 kg\)$/],
  ['1 leg of lamb, potatoes, rosemary, garlic', /^- Leg of lamb — 1 \(about 2 kg\)$/],
  ['2 trout, butter, lemon', /^- Trout — 4 fillets$/],
] as const)(
  'one bird, joint or fish is never listed as more than the visitor has: %s',
  (list, written) => {
    const recipe = composeRecipe(list.split(', '), { servings: 6 })
    expect(line(recipe, /^- (?:Whole chicken|Chicken|Leg of lamb|Trout) —/)).toMatch(written)
  },
)

test('the servings follow the bird the visitor has, and the notes say so', () => {
  const recipe = composeRecipe(['1 whole chicken', 'rice', 'ginger', 'garlic', 'spring onions'], {
    servings: 8,
  })
  expect(recipe).toMatch(/\*\*Serves 5 /)
  expect(recipe).toMatch(/to suit the 1 whole chicken you have/)
})
