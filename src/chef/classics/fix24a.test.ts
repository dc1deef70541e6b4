import { expect, test } from 'vitest'
import { expectDish, firstIdea, idea } from '../../../tests/support/first-idea.ts'
import { withoutAbsentKinds, withoutMissingFoods } from './described-foods.ts'

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

// Dish-defining items left out and descriptions promising what the recipe lacks.

test('a description promises meat or fish only when the recipe holds some', () => {
  const text =
    'Efo riro: spinach cooked down in a fried pepper sauce with meat or fish, rich and green.'
  expect(withoutAbsentKinds(text, { meat: false, fish: false })).toBe(
    'Efo riro: spinach cooked down in a fried pepper sauce, rich and green.',
  )
  expect(withoutAbsentKinds(text, { meat: false, fish: true })).toBe(text)
  const efo = firstIdea('spinach, tomatoes, onion, bell pepper, chilli, palm oil, iru')
  expect(efo).toMatch(/^## Efo Riro$/m)
  expect(efo).not.toMatch(/meat or fish/)
})

test('a food named last in a list before "in a broth" leaves the description when absent', () => {
  expect(
    withoutMissingFoods('chicken simmered with potatoes and carrots in a tomato broth', [
      'carrots',
    ]),
  ).toBe('chicken simmered with potatoes in a tomato broth')
})

test('the Somali list’s coconut milk goes into the maraq, which promises no carrots', () => {
  const recipe = firstIdea(
    'frozen chicken thighs, coconut milk, onion, tomatoes, xawaash, garlic, bell pepper, potatos',
  )
  expectDish(recipe, 'Maraq Digaag', /coconut milk/i)
  expect(recipe.split('### Ingredients')[0]).not.toMatch(/carrot/i)
})

test('a Dominican salt cod list gets bacalao guisado with its sazon, olives and yuca', () => {
  const recipe = firstIdea(
    'salt cod, tomatoes, onion, green pepper, garlic, sazon, green olives, yuca',
  )
  expectDish(recipe, 'Bacalao Guisado', /sazon/i)
  expect(recipe).toMatch(/Green olives/)
  expect(recipe).toMatch(/pull out the woody core/)
  expect(recipe).toMatch(/soak the salt fish/)
  expect(recipe).not.toMatch(/Not used/)
})

test('buljol beside a green pepper does not promise the hot pepper it lacks', () => {
  const recipe = idea(
    'salt cod, tomatoes, onion, green pepper, garlic, sazon, green olives, yuca',
    /Saltfish Buljol/,
  )
  expect(recipe.split('### Ingredients')[0]).not.toMatch(/hot pepper/)
})
