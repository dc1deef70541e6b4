import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Home dishes of the Persian, Turkish, Levantine, Greek, Eastern European, Italian, French and
// Spanish kitchens that the offline chef lacked or could not fit as typed (issue 18, cover16b): a
// list typed the way a home cook types it gets that dish first, its star used, its safety kept.

test('lamb, rice, a pile of carrots, onions, a garlic bulb and cumin make plov, the rice steamed on the meat', () => {
  const recipe = first('lamb 600g, rice 400g, carrots 4, onions 2, garlic bulb, cumin')
  expectDish(recipe, 'Plov', /lamb/i)
  expect(recipe).toMatch(/push the whole head into the middle/)
  expect(recipe).toMatch(/until the rice is tender and the lamb cooked through/)
  expect(recipe).not.toMatch(/Not used/)
})

test('beef with zira, chickpeas and barberries still makes plov', () => {
  const recipe = first('beef 500g, basmati rice, carrots, onion, zira, chickpeas tin, barberries')
  expectDish(recipe, 'Plov', /beef/i)
  expect(recipe).toMatch(/simmered with zira/)
  expect(recipe).not.toMatch(/Not used/)
})

test('sauerkraut leaves, pork mince, rice and smoked bacon make sarmale, cooked through', () => {
  const recipe = first(
    'sauerkraut leaves, pork mince, rice, onion, smoked bacon, tomato paste, dill, sour cream',
  )
  expectDish(recipe, 'Sarmale', /pork mince/i)
  expect(recipe).toMatch(/Sauerkraut leaves — 400 g/)
  expect(recipe).toMatch(/75 °C in the middle, no pink/)
  expect(recipe).not.toMatch(/Not used/)
})

test('a jar of pickled cabbage leaves with pork, rice and polenta makes sarmale with mamaliga', () => {
  const recipe = first(
    'pickled cabbage leaves 1 jar, minced pork 500g, rice 100g, onion, bacon, thyme, polenta',
  )
  expectDish(recipe, 'Sarmale', /pork/i)
  expect(recipe).toMatch(/whisk the polenta in/)
})

test('beef and lamb mince with garlic, bicarbonate and thyme make mici, grilled through', () => {
  const recipe = first('beef mince, lamb mince, garlic, baking soda, thyme, mustard')
  expectDish(recipe, 'Mici', /beef mince/i)
  expect(recipe).toMatch(/lamb mince/i)
  expect(recipe).toMatch(/71 °C in the middle, no pink/)
  expect(recipe).not.toMatch(/Not used/)
})

test('sauerkraut, pork, rice, smoked sausage and paprika make toltott kaposzta, not Romanian sarmale', () => {
  const recipe = first(
    'sauerkraut, pickled cabbage leaves, pork mince, rice, smoked sausage, paprika, sour cream',
  )
  expectDish(recipe, 'Toltott Kaposzta', /pork mince/i)
  expect(recipe).toMatch(/75 °C in the middle, no pink/)
})

test('pasta, beef mince, onion and butter make makarony po-flotski', () => {
  const recipe = first('pasta 400g, beef mince 400g, onion, butter')
  expectDish(recipe, 'Makarony po-Flotski', /beef mince/i)
  expect(recipe).toMatch(/cooked through with no pink left/)
  expect(recipe).not.toMatch(/Not used/)
})

test('pearl barley, chicken wings, potatoes, carrots, parsley root and dill make krupnik', () => {
  const recipe = first('pearl barley 100g, chicken wings, potatoes, carrots, parsley root, dill')
  expectDish(recipe, 'Krupnik', /pearl barley/i)
  expect(recipe).toMatch(/75 °C at the bone/)
  expect(recipe).not.toMatch(/Not used/)
})

test('potatoes, potato flour, egg, onion and bacon make kluski slaskie, potato flour read as a starch', () => {
  const recipe = first('potatoes 1kg, potato flour, egg, onion, bacon')
  expectDish(recipe, 'Kluski Slaskie', /potato/i)
  expect(recipe).not.toMatch(/Plain flour/)
  expect(recipe).toMatch(/when they float, give them 2 minutes more/)
  expect(recipe).not.toMatch(/Not used/)
})

test('milk, flour, eggs, sugar, butter and smetana make blini, not French crepes', () => {
  const recipe = first('milk, flour, eggs, sugar, butter, smetana')
  expectDish(recipe, 'Blini', /milk/i)
  expect(recipe).toMatch(/Smetana — /)
  expect(recipe).not.toMatch(/Not used/)
})

test('aubergines, roasted peppers, onions and tomato paste make zacusca', () => {
  const recipe = first('aubergines, roasted peppers, onions, tomato paste, sunflower oil')
  expectDish(recipe, 'Zacusca', /aubergine/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken breasts, butter and dill with no garlic still make chicken kyiv, the garlic bought', () => {
  const recipe = first('chicken breasts 4, butter, dill, eggs, flour, breadcrumbs')
  expectDish(recipe, 'Chicken Kyiv', /chicken/i)
  expect(recipe).toMatch(/Garlic — .*\(to buy\)|Garlic — /)
})

test('the words home cooks type: telemea, turo, kolbasz, doktorskaya kolbasa, jambon, pain de mie', () => {
  expectDish(
    first('polenta cornmeal, telemea, sour cream, eggs, butter'),
    'Mamaliga cu Branza si Smantana',
    /polenta/i,
  )
  expectDish(first('pasta 400g, turo, sour cream, bacon'), 'Turos Csusza', /pasta/i)
  const rakott = first('potatoes 1kg, eggs 6, kolbasz, sour cream, butter')
  expectDish(rakott, 'Rakott Krumpli', /potato/i)
  expect(rakott).not.toMatch(/Not used/)
  const olivier = first(
    'potatoes, carrots, eggs, pickles, peas tin, doktorskaya kolbasa, mayonnaise',
  )
  expectDish(olivier, 'Olivier Salad', /potato/i)
  expect(olivier).not.toMatch(/Not used/)
  const croque = first('pain de mie, jambon, emmental, egg, butter')
  expectDish(croque, 'Croque Madame', /jambon/i)
  expect(croque).not.toMatch(/Not used/)
})
