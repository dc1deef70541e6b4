import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'

// A jar of béchamel (white sauce) was "not used" while lasagne, moussaka, croque monsieur and
// cauliflower cheese bought milk, butter and flour to make one.

test.each([
  ['lasagne sheets, beef mince, tinned tomatoes, onion, jar of bechamel sauce', 'Lasagne'],
  ['aubergine, lamb mince, tinned tomatoes, onion, white sauce', 'Moussaka'],
  ['bread, ham, gruyere, bechamel', 'Croque Monsieur'],
  ['cauliflower, cheddar, white sauce', 'Cauliflower Cheese'],
  ['cauliflower, cheddar, cheese sauce', 'Cauliflower Cheese'],
])('%s: the %s warms the bought sauce and makes none', (list, title) => {
  const recipe = firstIdea(list)
  expectDish(recipe, title, /(?:bechamel|white sauce|cheese sauce)/i)
  expect(recipe).not.toMatch(/stir in the (?:plain )?flour/i)
  expect(recipe).not.toMatch(/^- (?:Milk|Plain flour)\b/m)
  expect(recipe).toMatch(
    /[Ww]arm (?:the )?(?:bechamel|white sauce|cheese sauce)|Stir the bechamel sauce/,
  )
})

test('lasagne without a bought sauce still makes its white sauce', () => {
  const recipe = firstIdea(
    'lasagne sheets, beef mince, tinned tomatoes, onion, milk, butter, flour',
  )
  expectDish(recipe, 'Lasagne', /milk/i)
  expect(recipe).toMatch(/whisk in the milk/)
})

// A crumble written for any fruit told the cook to take the stones out of rhubarb.

test('rhubarb crumble trims the rhubarb and takes out no stones', () => {
  const recipe = firstIdea('rhubarb, flour, butter, sugar')
  expectDish(recipe, 'Rhubarb Crumble', /rhubarb/i)
  expect(recipe).toMatch(/trim the rhubarb and cut it into 3 cm lengths/)
  expect(recipe).not.toMatch(/stones|cores/)
})

test('plum and blackberry crumble stones the plums and picks over the blackberries', () => {
  const recipe = firstIdea('plums, blackberries, flour, butter, sugar')
  expect(recipe).toMatch(
    /halve and stone the plums, then cut them into chunks and pick over the blackberries/,
  )
})

// Sushi rice, nori, salmon and cucumber are salmon and cucumber maki: the maki took no fresh
// salmon and bought sugar for its rice, so a sushi bake that buys mayonnaise came first.

test('sushi rice, nori, salmon, cucumber and rice vinegar roll maki with the salmon', () => {
  const recipe = firstIdea('sushi rice, nori, salmon, cucumber, rice vinegar')
  expectDish(recipe, 'Maki Rolls', /salmon/i)
  expect(recipe).toMatch(/Lay a line of the cucumber and the salmon/)
  expect(recipe).toMatch(/Unless the salmon is sold as sushi-grade/)
  expect(recipe).not.toMatch(/\(extra\)/)
})
