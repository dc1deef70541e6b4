import { expect, test } from 'vitest'
import { firstIdea as first, expectDish } from '../../../tests/support/first-idea.ts'

// Everyday home and regional dishes of the Filipino, Brazilian, Caribbean, Ethiopian and West
// African kitchens, fourth round (issue 18): a list a visitor might type from their own fridge and
// cupboard, carrying the dish's signature, gets that dish first, with its star used and its
// safety step in the method.

// ── Filipino ──────────────────────────────────────────────────────────────────────────────────

test('spaghetti, minced pork, hot dogs and banana ketchup make Filipino spaghetti, not bolognese', () => {
  const recipe = first(
    'spaghetti 500g, ground pork, hot dogs, banana ketchup, tomato sauce, cheddar cheese, onion, garlic, sugar',
  )
  expectDish(recipe, 'Filipino Spaghetti', /hot dogs/)
  expect(recipe).toMatch(/no pink remains/)
})

test('graham crackers, mangoes, cream and condensed milk make a mango float', () => {
  expectDish(
    first('graham crackers, 2 ripe mangoes, all purpose cream, condensed milk'),
    'Mango Float',
    /mango/,
  )
})

test('chicken, glass noodles, fish sauce and annatto make chicken sotanghon soup, not pancit bihon', () => {
  const recipe = first(
    'chicken thighs, glass noodles, fish sauce, garlic, onion, carrots, cabbage, annatto powder, spring onions',
  )
  expectDish(recipe, 'Chicken Sotanghon Soup', /glass noodles/)
  expect(recipe).toMatch(/cooked right through/)
})

test('rice noodles, shrimp and annatto make pancit palabok, the prawns cooked through', () => {
  const recipe = first(
    'rice noodles, shrimp, annatto, ground pork, eggs, chicharron, garlic, fish sauce, cornstarch, spring onion',
  )
  expectDish(recipe, 'Pancit Palabok', /shrimp/)
  expect(recipe).toMatch(/opaque right through/)
})

test('bean sprouts and spring roll wrappers make lumpiang togue', () => {
  expectDish(
    first(
      'bean sprouts 300g, spring roll wrappers, carrots, green beans, sweet potato, garlic, vinegar, oil',
    ),
    'Lumpiang Togue',
    /bean sprouts/,
  )
})

test('shrimp in coconut milk with ginger and squash make ginataang hipon', () => {
  const recipe = first(
    'shrimp 500g, coconut milk, garlic, ginger, onion, squash, fish sauce, chili',
  )
  expectDish(recipe, 'Ginataang Hipon', /shrimp/)
  expect(recipe).toMatch(/opaque right through/)
})

test('beef with soy sauce, tomato sauce and calamansi makes beef mechado', () => {
  expectDish(
    first(
      'beef chuck, soy sauce, tomato sauce, potatoes, carrots, calamansi, onion, garlic, bay leaves',
    ),
    'Beef Mechado',
    /beef chuck/,
  )
})

test('chicken, curry powder, coconut milk and potatoes make Filipino chicken curry', () => {
  const recipe = first(
    'chicken thighs 1kg, curry powder, coconut milk, potatoes, carrots, red bell pepper, onion, garlic, fish sauce',
  )
  expectDish(recipe, 'Filipino Chicken Curry', /chicken thighs/)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('young coconut, pandan and condensed milk make buko pandan', () => {
  expectDish(
    first('young coconut, pandan leaves, condensed milk, all purpose cream, gelatin, sago'),
    'Buko Pandan',
    /coconut/,
  )
})

test('misua and patola with minced pork make the weeknight misua soup', () => {
  expectDish(
    first('misua, patola, ground pork, garlic, onion, fish sauce, spring onions'),
    'Misua with Patola',
    /patola/,
  )
})

test('tocino, day-old rice and eggs make tocilog, the tocino cooked through', () => {
  const recipe = first('pork tocino, day old rice, eggs, garlic, vinegar')
  expectDish(recipe, 'Tocilog', /tocino/)
  expect(recipe).toMatch(/cooked through/)
})
