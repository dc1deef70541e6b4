import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'
import { lineQuantity } from './leftover-notes.ts'

test.each([
  ['250 g', { quantity: 250, unit: 'g' }],
  ['1½ kg', { quantity: 1500, unit: 'g' }],
  ['400 ml', { quantity: 400, unit: 'ml' }],
  ['4', { quantity: 4, unit: '' }],
  ['½', { quantity: 0.5, unit: '' }],
])('"%s" is %j', (text, quantity) => {
  expect(lineQuantity(text)).toEqual(quantity)
})

test.each(['2 cloves', 'to taste', '1 tin', 'a pinch'])('"%s" is not a weighed amount', (text) => {
  expect(lineQuantity(text)).toBeUndefined()
})

test('500 g of mince in a dish for two: the notes say what is left and how far it stretches', () => {
  const markdown = composeRecipe(['500g beef mince', 'spaghetti', 'chopped tomatoes', 'onion'])
  expect(markdown).toMatch(
    /You have 500 g of beef mince; this uses 250 g, so keep the rest for another meal\. To use it all, make twice as much of everything: it would serve 4\./,
  )
})

test('an amount the dish uses up, or nearly, says nothing', () => {
  const markdown = composeRecipe(['300g beef mince', 'spaghetti', 'chopped tomatoes', 'onion'])
  expect(markdown).not.toMatch(/You have/)
})

test('counted items left over are named in the plural', () => {
  const markdown = composeRecipe([
    '3 red peppers',
    'rice',
    'tinned tomatoes',
    'onion',
    'chicken thighs',
  ])
  expect(markdown).toMatch(/You have 3 red peppers;/)
  expect(markdown).not.toMatch(/You have 3 red pepper;/)
})

test('a stated amount far beyond the dish is kept, without telling anyone to cook ten times as much', () => {
  const markdown = composeRecipe(['2kg beef mince', 'spaghetti', 'chopped tomatoes', 'onion'])
  expect(markdown).toMatch(/You have 2 kg of beef mince; this uses 250 g, so keep the rest/)
  expect(markdown).not.toMatch(/times as much/)
})

test('counted rashers left over are said in rashers', () => {
  expect(lineQuantity('3 rashers')).toEqual({ quantity: 3, unit: 'rasher' })
  const markdown = composeRecipe(['6 slices bacon', 'pasta', 'cream', 'parmesan'])
  expect(markdown).toMatch(/You have 6 slices of bacon; this uses 3 slices, so keep the rest/)
})

test('onions left over are kept for another meal, never a reason to make four times as much', () => {
  // Six, not four: a chicken dopiaza uses three onions for two, and one onion left is not worth a note.
  const markdown = composeRecipe(['1kg chicken thighs', '6 onions', 'rice', 'curry powder'])
  expect(markdown).toMatch(/You have 6 onions; this uses \d, so keep the rest for another meal\.$/m)
})
