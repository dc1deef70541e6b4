import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, ideas } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from './match-ingredient.ts'

// What the ninth round of home lists typed (issue 18): words read as the food they name, and the
// dishes those words were keeping from the list.

test.each([
  ['beef shank with marrow 1.5kg', 'stewing beef'],
  ['young beetroots with leaves', 'beetroot'],
  ['petit salé 800g', 'salt pork'],
  ['leftover jasmin rice', 'cooked rice'],
  ['can of hormel chili', 'leftover chilli'],
  ['danmuji', 'pickled radish'],
  ['alcatra em cubos 600g', 'steak'],
  ['pão de forma', 'bread'],
  ['judías verdes 500g', 'green beans'],
  ['gim sheets', 'nori'],
  ['dried miyeok 20g', 'wakame'],
  ['guk-ganjang', 'soy sauce'],
  ['bottle of Guiness', 'beer'],
  ['sour creme', 'sour cream'],
])('“%s” is read as %s', (typed, id) => {
  expect(matchIngredient(typed).entry?.id).toBe(id)
})

test('what an item comes "with" never names it, and its amount is kept', () => {
  const shank = matchIngredient('beef shank with marrow 1.5kg')
  expect(shank.stated).toEqual({ quantity: 1500, unit: 'g' })
  expect(matchIngredient('chicken with skin').entry?.id).toBe('chicken')
})

test('pork with paprika, mushrooms and soured cream is a pörkölt, never a chilli bought into being', () => {
  expectDish(
    first('pork neck 1kg, onions 3, mushrooms, sour cream, sweet paprika, potatoes, gherkins'),
    'Pork Porkolt',
    /pork/i,
  )
})

test('edikang ikong takes the ground crayfish the list has', () => {
  const recipe = first(
    'ugu leaves 2 bunches, waterleaf, beef 500g, stockfish, periwinkles, palm oil, ground crayfish, ponmo',
  )
  expectDish(recipe, 'Edikang Ikong', /ugu/i)
  expect(recipe).toMatch(/^- Ground crayfish — /m)
})

test('tuna, gim, danmuji and perilla on leftover rice make kimbap among the ideas', () => {
  const titles = ideas(
    'canned tuna 1, mayo, leftover rice, gim sheets, danmuji, perilla leaves',
  ).map((recipe) => recipe.split('\n')[0])
  expect(titles).toContain('## Kimbap')
})
