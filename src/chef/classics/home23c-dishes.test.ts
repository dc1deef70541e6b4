import { expect, test } from 'vitest'
import { prepare } from '../planning/read-list.ts'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// A regional home-cooking sweep (issue 18, session 23c): Africa, the Middle East, the Caucasus,
// Central Asia and the Jewish kitchens, typed blind as families there type them. The general
// causes: words the list reader did not know, places narrower than the family's version (bought
// meatballs, vermicelli seffa, fresh tomatoes and okra in a peanut stew), an essential a home cook
// buys ready-made (the stock of saltah), and dishes those kitchens cook every week that the library
// lacked.

function readAs(item: string): string | undefined {
  return prepare([item]).candidates.find((c) => c.match.input === item)?.entry.id
}

test('hilbeh is fenugreek, and maize meal under its East African names is read', () => {
  expect(readAs('hilbeh')).toBe('fenugreek')
  expect(readAs('helba')).toBe('fenugreek')
  expect(readAs('ugali flour')).toBe('polenta')
  expect(readAs('unga wa mahindi')).toBe('polenta')
  expect(readAs('nsima')).toBe('polenta')
})

test('saltah is found from lamb, potatoes and hilbeh: the stock is bought, not required', () => {
  expectDish(first('lamb, potatoes, hilbeh, tomatoes'), 'Saltah', /lamb/i)
})

test('seffa is made with vermicelli as often as couscous', () => {
  const recipe = first('vermicelli, butter, icing sugar, cinnamon, toasted almonds')
  expectDish(recipe, 'Seffa', /vermicelli/i)
  expect(recipe).toMatch(/boil it for 2–3 minutes/)
})

test('tepsi baytinijan takes bought meatballs', () => {
  expectDish(
    first('aubergines, meatballs, potatoes, tomatoes, onions'),
    'Tepsi Baytinijan',
    /meatballs/i,
  )
})

test('a peanut stew with fresh tomatoes, cabbage and okra is maafe, not a groundnut soup', () => {
  const recipe = first('beef, groundnut paste, tomatoes, cabbage, okra')
  expectDish(recipe, 'Maafe', /beef/i)
  expect(recipe).toMatch(/okra/i)
})

test('vine leaves with courgettes, peppers and lamb ribs are the Iraqi and Kurdish dolma', () => {
  const recipe = first('vine leaves, rice, onions, courgettes, tomato paste, lamb ribs, peppers')
  expectDish(recipe, 'Iraqi Dolma', /vine leaves/i)
  expect(recipe).toMatch(/lamb ribs/i)
  expect(recipe).toMatch(/rice is soft right through/)
})

test('the olive-oil vine leaves without meat or vegetables stay yaprak sarma', () => {
  expect(first('vine leaves, rice, onion, olive oil, lemon, dill, pine nuts')).toMatch(
    /^## Yaprak Sarma/m,
  )
})

test('mealie meal and stewing beef make sadza ne nyama', () => {
  expectDish(
    first('white mealie meal, beef stewing meat, tomatoes, onions'),
    'Sadza ne Nyama',
    /beef/i,
  )
})

test('ugali flour with goat and greens is the same supper, the greens fried alongside', () => {
  const recipe = first('ugali flour, goat meat, tomatoes, onion, sukuma')
  expectDish(recipe, 'Sadza ne Nyama', /goat/i)
  expect(recipe).toMatch(/cooked through/)
})

test('carrots, prunes and honey are tzimmes', () => {
  expectDish(first('carrots, prunes, honey, sweet potatoes'), 'Tzimmes', /carrots/i)
})

test('tuna with mustard seeds, turmeric and vinegar is the Mauritian fish vindaye', () => {
  const recipe = first('tuna steaks, mustard seeds, turmeric, vinegar')
  expectDish(recipe, 'Fish Vindaye', /tuna/i)
  expect(recipe).toMatch(/cooked through/)
})

test('frozen fish in a vindaye is defrosted first', () => {
  const recipe = first('frozen white fish fillets, mustard seeds, turmeric, vinegar, onion')
  expectDish(recipe, 'Fish Vindaye', /fish/i)
  expect(recipe).toMatch(/defrost|thaw/i)
})

test('peanut butter with tomato, cucumber and lime is salata dakwa', () => {
  expectDish(
    first('smooth peanut butter, tomatoes, cucumber, lime'),
    'Salata Dakwa',
    /peanut butter/i,
  )
})

test('lamb, broken rice, onions and mustard are thiebou yapp', () => {
  const recipe = first('lamb, broken rice, onions, mustard, garlic')
  expectDish(recipe, 'Thiebou Yapp', /lamb/i)
  expect(recipe).toMatch(/onion sauce/)
})

test('fine bulgur kneaded with isot and pepper paste is cig kofte', () => {
  expectDish(
    first('fine bulgur, isot, pepper paste, lettuce, pomegranite molasses, spring onions'),
    'Cig Kofte',
    /bulgur/i,
  )
})

test('a bulgur salad without the chilli stays kisir: isot is what makes cig kofte', () => {
  const list =
    'fine bulgur, tomato paste, pepper paste, spring onions, parsley, pomegranate molasses, lemon'
  expect(first(list)).toMatch(/^## Kisir/m)
})

test('chicken with banana leaves and groundnut paste is luwombo', () => {
  const recipe = first('chicken pieces, banana leaves, groundnut paste, mushrooms, tomatoes, onion')
  expectDish(recipe, 'Luwombo', /chicken/i)
  expect(recipe).toMatch(/steam for 1½ hours/)
})

test('fresh anchovies with cornmeal are hamsi tava', () => {
  expectDish(first('fresh anchovies, cornmeal, lemon'), 'Hamsi Tava', /anchovies/i)
})

test('beef with prunes is the beef tagine many Moroccan and Algerian families make', () => {
  const recipe = first('stewing beef, prunes, honey, almonds, cinnamon')
  expectDish(recipe, 'Beef Tagine with Prunes', /beef/i)
  // Beef's own time, not lamb's with beef's in brackets.
  expect(recipe).toMatch(/cook very gently for 2 hours/)
  expect(recipe).not.toMatch(/1½ hours/)
})

test('lamb with prunes keeps its own name', () => {
  expectDish(first('lamb shoulder, prunes, honey'), 'Lamb Tagine with Prunes', /lamb/i)
})
