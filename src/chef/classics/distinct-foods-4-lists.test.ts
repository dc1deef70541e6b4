import { expect, test } from 'vitest'
import { expectDish, firstIdea as first, idea } from '../../../tests/support/first-idea.ts'

// Lists carrying a food the chef used to read as another (issue 18: no silent swaps, round 4):
// the recipe lists the visitor's own food and cooks the dish a cook makes with it.

test('pastirma is cured beef with the eggs, never soup pasta', () => {
  const eggs = first('pastirma, eggs, butter, tomatoes')
  expect(eggs).toMatch(/^- Pastirma — /m)
  expect(eggs).not.toMatch(/pastina|ditalini/i)
})

test('bonito the fish is cooked as a fish; beside kombu and tofu it is the flakes', () => {
  const fish = first('bonito, lemon, olive oil, potatoes')
  expect(fish).toMatch(/^- Bonito — 2 fillets/m)
  expect(fish).not.toMatch(/flakes/i)
  const yudofu = first('bonito, kombu, soy sauce, tofu')
  expectDish(yudofu, 'Yudofu', /^- Bonito — 2 tsp/m)
})

test('marsala is the tiramisu’s wine, never listed as red wine', () => {
  const tiramisu = first('mascarpone, sponge fingers, coffee, eggs, sugar, cocoa powder, marsala')
  expectDish(tiramisu, 'Tiramisu', /^- Marsala — /m)
  expect(tiramisu).not.toMatch(/red wine/i)
})

test('kefalotyri grates like parmesan, graviera melts like gruyère', () => {
  expectDish(first('kefalotyri, spaghetti, butter'), 'Cacio e Pepe', /^- Kefalotyri — /m)
  expectDish(first('graviera, bread, tomatoes'), 'Cheese on Toast', /^- Graviera — /m)
})

test('sushi rice is short-grain rice in the Japanese dishes, not jasmine', () => {
  // Maki rolls come first for this list; the bake is offered after them.
  const bake = idea('salmon, sushi rice, nori, cucumber, rice vinegar', /Salmon Sushi Bake/)
  expectDish(bake, 'Salmon Sushi Bake', /^- Sushi rice — /m)
  expect(bake).not.toMatch(/jasmine/i)
})

test('kefir is the kefir of a chlodnik and sours a pancake batter as buttermilk does', () => {
  const soup = first('beetroot, kefir, cucumber, radish, dill, eggs')
  expectDish(soup, 'Chlodnik', /^- Kefir — /m)
  expect(soup).not.toMatch(/yogurt/i)
  expectDish(first('kefir, flour, eggs, sugar, baking powder'), 'American Pancakes', /^- Kefir — /m)
})

test('brown sauce goes on a bacon butty and an okonomiyaki, never a rack of ribs', () => {
  expectDish(first('bacon, bread, brown sauce'), 'Bacon Butty', /^- Brown sauce — /m)
  expectDish(
    first('cabbage, flour, eggs, pork belly, brown sauce, mayonnaise'),
    'Butatama Okonomiyaki',
    /^- Brown sauce — /m,
  )
  expect(first('pork ribs, brown sauce, honey, garlic')).not.toMatch(/^- Brown sauce — 3 tbsp$/m)
})

test('cuttlefish is the soupies of soupies me spanaki; squid still fills it', () => {
  expectDish(
    first('cuttlefish, spinach, onion, olive oil'),
    'Soupies me Spanaki',
    /^- Cuttlefish — /m,
  )
  expectDish(first('squid, spinach, onion, olive oil'), 'Soupies me Spanaki', /^- Squid — /m)
})

test('white pepper seasons a congee as itself', () => {
  const congee = first('chicken, rice, white pepper, ginger, spring onions')
  expectDish(congee, 'Chicken Congee', /^- White pepper — /m)
  expect(congee).not.toMatch(/^- Black pepper/m)
})

test('enoki, porcini and maitake are not sold as shiitake', () => {
  const soup = first('enoki, tofu, miso, spring onions')
  expectDish(soup, 'Miso Soup', /^- Enoki — /m)
  expect(soup).not.toMatch(/shiitake/i)
  const risotto = first('dried porcini, arborio rice, onion, parmesan, butter')
  expectDish(risotto, 'Mushroom Risotto', /^- Dried porcini — /m)
  expect(risotto).toMatch(/Put the dried porcini in a bowl, cover with boiling water/)
  expect(first('maitake, butter, garlic, thyme')).not.toMatch(/shiitake/i)
})

test('glass noodles make the glass-noodle dishes, and sotanghon its soup', () => {
  expectDish(
    first('glass noodles, prawns, garlic, soy sauce'),
    'Steamed Garlic Prawns with Glass Noodles',
    /^- Glass noodles — /m,
  )
  expectDish(
    first('glass noodles, pork mince, prawns, lime, fish sauce, shallots'),
    'Yam Woon Sen',
    /^- Glass noodles — /m,
  )
  expectDish(
    first('sotanghon, chicken, garlic, fish sauce, carrots'),
    'Chicken Sotanghon Soup',
    /^- Sotanghon — /m,
  )
  // Rice noodles still fill them where the visitor has those.
  expectDish(
    first('rice noodles, prawns, garlic, soy sauce'),
    'Steamed Garlic Prawns with Glass Noodles',
    /^- Rice noodles — /m,
  )
})

test('bihon makes pancit bihon', () => {
  expectDish(first('bihon, chicken, cabbage, carrots, soy sauce'), 'Pancit Bihon', /^- Bihon — /m)
})

test('banana leaves are never a salad', () => {
  const idea = first('pork, banana leaves, achiote, orange')
  expect(idea).not.toMatch(/salad leaves/i)
  expect(idea).not.toMatch(/^- Banana leaves — \d+ handful/m)
})

test('almond extract flavours a Bakewell; avoiding nuts leaves it out', () => {
  const list = 'pastry, jam, ground almonds, butter, sugar, eggs, almond extract'
  expectDish(first(list), 'Bakewell Tart', /^- Almond extract — /m)
})

test('cheese curds are cheese, never yogurt', () => {
  const idea = first('cheese curds, bread, butter')
  expect(idea).toMatch(/^- Cheese curds — /m)
  expect(idea).not.toMatch(/yogurt/i)
})

test('the Filipino names are read: pechay, togue, kamote, kalabasa, buko', () => {
  expectDish(
    first('pechay, garlic, oyster sauce'),
    'Chinese Greens with Oyster Sauce',
    /^- Pechay — /m,
  )
  expectDish(
    first('pork belly, kalabasa, okra, aubergine, tomatoes, bagoong'),
    'Pinakbet',
    /^- Kalabasa — /m,
  )
  expect(first('togue, tofu, garlic, soy sauce')).toMatch(/^- Togue — /m)
  expect(first('kamote, butter')).toMatch(/^- Kamotes? — /m)
  expectDish(first('buko, cream, condensed milk, pandan, sago'), 'Buko Pandan', /^- Buko — /m)
})

test('Old Bay seasons the seafood boil under its own name', () => {
  expectDish(
    first('prawns, potatoes, corn, sausage, old bay, lemon'),
    'Lowcountry Boil',
    /^- Old bay — /m,
  )
})

test('hotdogs, speck and escarole are read, not lost', () => {
  expectDish(first('hotdogs, hot dog buns, onions, mustard'), 'Chili Dogs', /^- Hotdogs — /m)
  expect(first('speck, potatoes, eggs, cheese')).toMatch(/^- Speck — /m)
  expect(first('escarole, cannellini beans, garlic, olive oil')).toMatch(/^- Escarole — /m)
})

test("a trade name is never a slip: Patak's is curry paste, Schwartz stays the visitor's", () => {
  const curry = first("chicken, Patak's, rice, onion")
  expect(curry).toMatch(/^- Curry paste — /m)
  expect(curry).not.toMatch(/spinach/i)
  const soup = first('chicken, Schwartz, rice, onion')
  expect(soup).not.toMatch(/lard|schmaltz/i)
  expect(soup).toMatch(/“Schwartz”/)
})
