import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'

// Dishes a blind cook's read named for lists that spelled them out, which the chef did not have
// (or could not fill from the dried beef Luang Prabang cooks use).

test('a Maltese list gets ross il-forn, its rice baked in the sauce', () => {
  const recipe = firstIdea(
    'arborio rice, minced beef, pork sausages, tomato paste, 4 eggs, parmesan, onion, curry powder',
  )
  expectDish(recipe, 'Ross il-Forn', /arborio rice/i)
  expect(recipe).toMatch(/Curry powder/)
  expect(recipe).toMatch(/no pink left/)
  expect(recipe).not.toMatch(/garlic/i)
})

test('an Okinawan list gets somen chanpuru with its own somen and dashi', () => {
  const recipe = firstIdea('somen noodles, spam, green onions, canned tuna, hondashi, sesame oil')
  expectDish(recipe, 'Somen Chanpuru', /somen noodles/i)
  expect(recipe).toMatch(/Hondashi — ½ tsp, stirred into/)
  expect(recipe).not.toMatch(/\(extra\)/)
})

test('a Lao list with dried beef gets or lam, the dried meat toasted and softened in the pot', () => {
  const recipe = firstIdea(
    'dried beef, thai eggplants, yard long beans, lemongrass, dill, sticky rice, padaek, bird chillies',
  )
  expectDish(recipe, 'Or Lam', /dried beef/i)
  expect(recipe).toMatch(/Toast the dried beef/)
  expect(recipe).not.toMatch(/no pink|70 ?°C|Vegan/)
})

test('a Chilean list gets porotos con riendas, the spaghetti broken into the beans', () => {
  const recipe = firstIdea(
    'dried cranberry beans, spagetti, pumpkin, onion, longaniza, garlic, paprika, oregano',
  )
  expectDish(recipe, 'Porotos con Riendas', /spaghetti/i)
  expect(recipe).toMatch(/soak/)
  expect(recipe).toMatch(/Break the spaghetti/)
})
