import { expect, test } from 'vitest'
import { expectDish, firstIdea, idea } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// Dishes a cook's read found missing or unread: Yemeni fahsa, the Burmese pork curry with
// pickled mustard greens, Igbo abacha and nkwobi, riz gras, cardoons (unread, "cardos" taken for
// pork), enfrijoladas made with flour tortillas, tafelspitz from "beef rump", kuku sabzi's fresh
// herbs read as a dried seasoning.

const read = (text: string) => {
  const match = matchIngredient(text)
  return match.kind === 'known' ? match.entry?.id : match.kind
}

test.each([
  ['cow foot', 'cow foot'],
  ['cow heel', 'cow foot'],
  ['ugba', 'ugba'],
  ['oil bean', 'ugba'],
  ['akanwu', 'potash'],
  ['kaun', 'potash'],
  ['abacha', 'abacha'],
  ['cardoons', 'cardoons'],
  ['cardos', 'cardoons'],
  ['fresh herbs', 'fresh herbs'],
  ['rau song', 'fresh herbs'],
  ['ngapi', 'shrimp paste'],
])('%s is read as %s', (text, id) => {
  expect(read(text)).toBe(id)
})

test('raw cassava is never read as abacha, the cassava cooked and dried already', () => {
  expect(read('cassava')).toBe('cassava')
  expect(read('grated cassava')).not.toBe('abacha')
})

test('fahsa: lamb simmered until it falls apart, shredded, hilbeh on top', () => {
  const recipe = firstIdea('lamb, fenugreek, tomatoes, onion, garlic, hawaij')
  expectDish(recipe, 'Fahsa', /hilbeh/)
  expect(recipe).toMatch(/simmer gently for 2 hours/)
  expect(recipe).toMatch(/shred it finely/)
})

test('a Burmese pork curry keeps its pickled mustard greens', () => {
  const recipe = firstIdea(
    'pork belly, pickled mustard greens, garlic, ginger, turmeric, fish sauce, chilli powder',
  )
  expectDish(recipe, 'Burmese Pork Curry with Pickled Mustard Greens', /pickled mustard greens/i)
  expect(recipe).toMatch(/cooked through/)
})

test('abacha soaks its dried cassava and emulsifies the palm oil with potash', () => {
  const recipe = firstIdea('abacha, palm oil, ugba, potash, ground crayfish, onion, scotch bonnet')
  expectDish(recipe, 'Abacha', /ugba/)
  expect(recipe).toMatch(/cold water for 5–10 minutes/)
  expect(recipe).toMatch(/Never shred raw cassava/)
  expect(recipe).toMatch(/thick, pale yellow paste/)
})

test('nkwobi boils the cow foot for hours before the palm oil sauce', () => {
  const recipe = firstIdea('cow foot, palm oil, potash, utazi, crayfish, onion, chilli')
  expectDish(recipe, 'Nkwobi', /cow foot/i)
  expect(recipe).toMatch(/simmer for 2½–3 hours/)
})

test('riz gras cooks its rice in the meat’s tomato broth', () => {
  const recipe = firstIdea('rice, beef, tomato paste, onion, tomatoes, garlic, carrots, maggi')
  expectDish(recipe, 'Riz Gras', /rice/)
  expect(recipe).toMatch(/cook over the lowest heat for 20 minutes/)
})

test('cardoons are peeled of their strings and boiled in acidulated water', () => {
  const recipe = firstIdea('cardoons, lemon, parmesan, butter')
  expectDish(recipe, 'Cardi Gratinati', /cardoons/i)
  expect(recipe).toMatch(/Peel the strings/)
  expect(recipe).toMatch(/simmer for 30–45 minutes/)
  const stewed = firstIdea('cardoons, almonds, garlic, olive oil')
  expectDish(stewed, 'Cardos con Almendras', /almonds/)
})

test('cardoons in a composed dish are peeled and boiled first', () => {
  const soup = idea('cardoons, potatoes, onion, vegetable stock', /Soup/i)
  expect(soup).toMatch(/peel the strings off/i)
  expect(soup).toMatch(/30–45 minutes/)
})

test('enfrijoladas take corn tortillas, never ones said to be flour', () => {
  expectDish(
    firstIdea('corn tortillas, black beans, queso fresco, onion'),
    'Enfrijoladas',
    /tortillas/i,
  )
  expect(firstIdea('flour tortillas, black beans, queso fresco, onion')).not.toMatch(
    /^## Enfrijoladas$/m,
  )
})

test('tafelspitz takes beef rump, the piece it is cut from', () => {
  const recipe = firstIdea('beef rump, carrots, celeriac, leek, onion, horseradish, potatoes')
  expectDish(recipe, 'Tafelspitz', /beef rump/i)
})

test('kuku sabzi takes fresh herbs by the handful, not as a dried seasoning', () => {
  const recipe = firstIdea('eggs, fresh herbs, walnuts, barberries, garlic, turmeric')
  expectDish(recipe, 'Kuku Sabzi', /fresh herbs/i)
  expect(recipe).not.toMatch(/Fresh herbs — \d+ tsp/)
})
