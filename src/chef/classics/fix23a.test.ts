import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'

// Dishes a blind cook's lists plainly named and the chef lacked: each fell back to a neighbour
// that dropped the list's star (kopytka for a dill sauce, a salad without the beets and kefir,
// shurpa without the rice, moi-moi for a bean and tuna salad, fried rice for kichri quroot).

test('koprovka: a dill sauce of milk and sour cream over the list’s boiled eggs and potatoes', () => {
  const recipe = firstIdea('fresh dill, milk, sour cream, flour, butter, 6 eggs, potatos, vinegar')
  expectDish(recipe, 'Koprovka', /dill/i)
  expect(recipe).toMatch(/Eggs — 4/)
  expect(recipe).toMatch(/boil the eggs for 10 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('šaltibarščiai: beets and kefir, with hot potatoes on the side; boiled eggs are only peeled', () => {
  const recipe = firstIdea(
    'pickled beets, kefir, 2 cucumbers, dill, green onions, hard boiled eggs, potatoes',
  )
  expectDish(recipe, 'Saltibarsciai', /kefir/i)
  expect(recipe).toMatch(/Peel the hard boiled eggs\./)
  expect(recipe).not.toMatch(/Boil the hard boiled eggs/)
})

test('mastava: beef and rice soup with tomato paste and cumin, topped with the qatiq', () => {
  const recipe = firstIdea('beef, rice, carrots, onion, potatoes, tomato paste, cumin, qatiq, dill')
  expectDish(recipe, 'Mastava', /rice/i)
  expect(recipe).toMatch(/a spoon of the qatiq/)
  expect(recipe).not.toMatch(/Not used/)
})

test('salada de feijão-frade: dried black-eyed beans soaked and boiled, then dressed with tuna and egg', () => {
  const recipe = firstIdea(
    'dried black eyed peas, 2 cans tuna in olive oil, red onion, garlic, parsley, eggs, white wine vinegar',
  )
  expectDish(recipe, 'Salada de Feijao-Frade com Atum', /tuna/i)
  expect(recipe).toMatch(/leave to soak for 8–12 hours/)
  expect(recipe).toMatch(/the eggs, quartered/)
})

test('kichri quroot: mung beans simmered soft, rice cooked in them, qurut and a mince sauce', () => {
  const recipe = firstIdea(
    'mung beans, short grain rice, lamb mince, onion, garlic, qurut, dried mint',
  )
  expectDish(recipe, 'Kichri Quroot', /qurut/i)
  expect(recipe).toMatch(/simmer, half covered, for 30 minutes/)
  expect(recipe).not.toMatch(/35–45 minutes/)
  expect(recipe).toMatch(/no pink left/)
})

test('Tunisian couscous takes the semolina a Maghrebi cook calls couscous', () => {
  const recipe = firstIdea(
    'semolina, lamb shoulder, chickpeas, harissa, tomato paste, turnips, carrots, zucchini, ras el hanout',
  )
  expectDish(recipe, 'Tunisian Lamb Couscous', /semolina/i)
  expect(recipe).toMatch(/the couscous grain/)
  expect(recipe).not.toMatch(/Tomato paste — \d+ ml/)
})
