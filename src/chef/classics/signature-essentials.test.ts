import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'

// A dish whose signature is on the list is not lost for an item a cook would simply buy, or one
// the visitor has already cooked, or the family's own additions (from the round 7 read).

test('pav bhaji needs its pav and potatoes, not tomatoes: a cook buys a couple', () => {
  const recipe = firstIdea(
    'potatoes, cauliflower, frozen peas, pav bhaji masala, butter, pav, lemon',
  )
  expectDish(recipe, 'Pav Bhaji', /Pav/)
  expect(recipe).toMatch(/^- Tomatoes — .*\(extra\)/m)
})

test('flautas roll leftover chicken, shredded without poaching it again', () => {
  const recipe = firstIdea(
    'leftover roast chicken, corn tortillas, iceberg lettuce, sour cream, feta, green salsa',
  )
  expectDish(recipe, 'Flautas de Pollo', /chicken/)
  expect(recipe).toMatch(/leftover cooked chicken needs only shredding/)
})

test('kongnamul guk is made without dried anchovies on the list: they are bought', () => {
  const recipe = firstIdea('soybean sprouts 300g, garlic, spring onions, gochugaru, soy sauce')
  expectDish(recipe, 'Kongnamul Guk', /sprouts/i)
})

test('marrow bones are bones for the pot, not a marrow: pot-au-feu keeps them', () => {
  const recipe = firstIdea('beef brisket 1kg, marrow bones, leeks, carrots, turnips, bay leaves')
  expectDish(recipe, 'Pot-au-Feu', /marrow bones/i)
  expect(recipe).not.toMatch(/courgette/i)
})

test('bacon, eggs, parmesan and spaghetti are carbonara, with the peas and cream of a British kitchen', () => {
  const recipe = firstIdea('streaky bacon, 3 eggs, parmesan, spaghetti, frozen peas, single cream')
  expectDish(recipe, 'Spaghetti Carbonara', /bacon/i)
  expect(recipe).toMatch(/adding the frozen peas for the last 3 minutes, until piping hot/)
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken with saffron, tomato paste and potatoes is a Persian saffron chicken, with its chips', () => {
  const recipe = firstIdea('chicken legs, saffron, onions, tomato puree, potatoes, basmati rice')
  expectDish(recipe, 'Khoresh-e Morgh', /saffron/i)
  expect(recipe).toMatch(/no pink at the bone/)
  expect(recipe).toMatch(/the chips piled on top/)
})

test('a Persian breakfast list with feta gets the tomato omelette with its cheese on the side', () => {
  const recipe = firstIdea('4 eggs, ripe tomatoes, onion, turmeric, butter, lavash, feta')
  expectDish(recipe, 'Omlet-e Gojeh Farangi', /feta/i)
})

test('white beans and lamb with coriander and garlic are the Levantine fasolia, soaked first if dried', () => {
  const recipe = firstIdea(
    'dried cannellini beans 250g, lamb neck 400g, tomato puree, coriander, garlic, rice',
  )
  expectDish(recipe, 'Fasolia bi Lahme', /lamb/i)
  expect(recipe).toMatch(/soak for 8–12 hours/)
})

test('muffins, spinach and eggs for poaching are eggs florentine; sausage meat, eggs and cheese a breakfast muffin', () => {
  expectDish(
    firstIdea('4 English muffins, baby spinach, eggs, butter, lemon juice'),
    'Eggs Florentine',
    /spinach/i,
  )
  const muffin = firstIdea('english muffins, pork sausage meat, 2 eggs, cheese slices, ketchup')
  expectDish(muffin, 'Sausage and Egg Muffin', /sausage/i)
  expect(muffin).toMatch(/no pink in the middle/)
})

test('chia seeds in milk with fruit are a chia pudding, not a smoothie', () => {
  expectDish(
    firstIdea('chia seeds, oat milk, honey, raspberries, granola'),
    'Chia Pudding',
    /chia/i,
  )
})

test('cauliflower with tahini, lemon and pitta is the Lebanese fried cauliflower', () => {
  const recipe = firstIdea('a cauliflower, tahini, lemons, garlic, flat leaf parsley, pitta')
  expectDish(recipe, 'Arnabeet Mekleh', /tahini/i)
  expect(recipe).toMatch(/never leave it/)
})
