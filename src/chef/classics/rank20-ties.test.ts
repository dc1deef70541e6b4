import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'

// Dishes a cook names that came second (issue 18, session 20, rank20): the dish itself left out
// an item its own cooks add, so another dish that took that item used more of the list. (The
// tie-breaks between classics were measured too and kept: see the session report.)

test('pickles go in a grilled cheese: the sandwich, not a ploughman’s that buys apples', () => {
  const recipe = first('sandwich bread, cheddar, butter, leftover pickles')
  expectDish(recipe, 'Grilled Cheese Sandwich', /pickles/i)
  expect(recipe).toMatch(/pickles, thinly sliced/)
  expect(recipe).not.toMatch(/Apples/)
})

test('an egg beaten into the batter is how many Jamaican cooks make banana fritters', () => {
  const recipe = first('very ripe bananas, flour, sugar, nutmeg, cinammon, egg, baking powder')
  expectDish(recipe, 'Jamaican Banana Fritters', /bananas/i)
  expect(recipe).toMatch(/Beat in the egg\./)
  expect(recipe).not.toMatch(/Not used: “[^”]*egg/i)
})

test('pan haggerty is fried in dripping as well as butter, so the dripping is not left over', () => {
  const recipe = first('potatoes, onions, cheddar, butter, dripping')
  expectDish(recipe, 'Pan Haggerty', /dripping/i)
  expect(recipe).toMatch(/Melt the butter and dripping/)
  expect(recipe).not.toMatch(/Not used/)
})
