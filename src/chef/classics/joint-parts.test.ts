import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// An item a method names only inside a part that also names another place is "Not used" when that
// place is empty. Where a cook uses the item alone (cumin without garlic, rosemary without garlic,
// yogurt without the garlic beaten into it), the method gives it a part of its own.

test('red lentil soup stirs in the cumin with no garlic on the list', () => {
  const recipe = first('red lentils, carrots, onion, cumin, vegetable stock')
  expectDish(recipe, 'Red Lentil and Carrot Soup', /cumin/i)
  expect(recipe).toMatch(/Stir in the cumin\./)
})

test('roast potatoes take the rosemary without garlic', () => {
  const recipe = first('potatoes, goose fat, rosemary')
  expectDish(recipe, 'Roast Potatoes', /rosemary/i)
  expect(recipe).toMatch(/Tuck in the rosemary for the last 15 minutes/)
})

test('huevos a la flamenca stir in the paprika without garlic', () => {
  const recipe = first('eggs, chorizo, tinned tomatoes, onion, peas, smoked paprika')
  expectDish(recipe, 'Huevos a la Flamenca', /smoked paprika/i)
  expect(recipe).toMatch(/Stir in the smoked paprika/)
})

test('kimchijeon dips in soy sauce alone when there is no vinegar', () => {
  const recipe = first('kimchi, flour, spring onions, soy sauce')
  expectDish(recipe, 'Kimchijeon', /soy sauce/i)
  expect(recipe).toMatch(/Pour the soy sauce into a small bowl for dipping/)
})

test('mücver is served with plain yogurt when there is no garlic to beat into it', () => {
  const recipe = first('courgettes, feta, dill, eggs, flour, yogurt')
  expectDish(recipe, 'Mucver', /yogurt/i)
  expect(recipe).toMatch(/Serve the yogurt with the fritters/)
})

test('fatteh takes toasted pine nuts without butter to fry them in', () => {
  const recipe = first('chickpeas, pitta, yogurt, tahini, lemon, garlic, pine nuts')
  expectDish(recipe, 'Fatteh Hummus', /pine nuts/i)
  expect(recipe).toMatch(/Toast the pine nuts in a dry pan/)
})

test('loaded nachos take the avocado without a lime', () => {
  const recipe = first('tortilla chips, cheddar, jalapenos, avocado, salsa')
  expectDish(recipe, 'Loaded Nachos', /avocado/i)
  expect(recipe).toMatch(/Add the avocado, diced\./)
})

test('işkembe çorbası takes the lemon with no egg for the liaison', () => {
  const recipe = first('tripe, garlic, vinegar, butter, flour, lemon')
  expectDish(recipe, 'Iskembe Corbasi', /lemon/i)
  expect(recipe).toMatch(/Squeeze in the juice of the lemon/)
  expect(recipe).not.toMatch(/Beat the egg/)
})

test('kalguksu mixes the chilli into soy without spring onions', () => {
  const recipe = first('udon noodles, courgettes, dried anchovies, potatoes, chilli flakes')
  expectDish(recipe, 'Kalguksu', /chilli flakes/i)
  expect(recipe).toMatch(/Mix a spoon of the soy with the chilli flakes/)
})

test('mfarakeh fries the mince with no spice on the list', () => {
  const recipe = first('potatoes, eggs, coriander, garlic, lamb mince')
  expectDish(recipe, 'Mfarakeh', /lamb mince/i)
  expect(recipe).toMatch(/fry the lamb mince for 5–6 minutes, until browned and cooked through/)
})

test('fish fingers come with the bread even unbuttered', () => {
  const recipe = first('fish fingers, oven chips, baked beans, bread')
  expectDish(recipe, 'Fish Fingers, Chips and Beans', /bread/i)
  expect(recipe).toMatch(/Serve the bread on the side/)
})

test('roast beef makes a thin gravy from the stock when there is no flour', () => {
  const recipe = first('beef joint, potatoes, horseradish, beef stock')
  expectDish(recipe, 'Roast Beef', /beef stock/i)
  expect(recipe).toMatch(/whisk in the beef stock, scraping up the sticky bits/)
  expect(recipe).not.toMatch(/thicker gravy/)
})

test('fish and chips serve the mayonnaise without gherkins for a tartare', () => {
  const recipe = first('cod, potatoes, flour, beer, mayonnaise')
  expectDish(recipe, 'Fish and Chips', /mayonnaise/i)
  expect(recipe).toMatch(/Spoon the mayonnaise into a small bowl to serve alongside/)
  expect(recipe).not.toMatch(/tartare/)
})

test('cha giò’s dipping sauce takes the chilli with no lime, bánh xèo’s the lime with no sugar', () => {
  const chaGio = first('rice paper, pork mince, fish sauce, carrots, glass noodles, chilli')
  expectDish(chaGio, 'Cha Gio', /chilli/i)
  expect(chaGio).toMatch(/fish sauce with 2 tbsp water and the chilli, chopped/)
  const banhXeo = first('rice flour, beansprouts, prawns, coconut milk, turmeric, lime')
  expectDish(banhXeo, 'Banh Xeo', /lime/i)
  expect(banhXeo).toMatch(/fish sauce with 3 tbsp of water and the juice of the lime/)
})
