import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'

// What the seventh cook's read found: dishes a cook names first that the chef had no home for.

test('short ribs in red wine are braised on the bone, not a pot roast that buys potatoes', () => {
  const recipe = firstIdea('beef short ribs, red wine, carrots, celery, onion, tomato paste')
  expectDish(recipe, 'Red Wine Braised Short Ribs', /celery/i)
  expect(recipe).not.toMatch(/Potatoes — .*\(extra\)/)
  expect(recipe).toMatch(/slip off the bone/)
})

test('lunu miris is read as the relish kiribath is eaten with, never as taro leaves', () => {
  const recipe = firstIdea('red rice, coconut milk, lunu miris, salt')
  expectDish(recipe, 'Kiribath', /lunu miris/i)
  expect(recipe).not.toMatch(/taro|luau/i)
  expect(recipe).toMatch(/red or brown rice takes 35–40 minutes/)
  // Bought ready, it is served as it is: no second relish pounded beside it.
  expect(recipe).not.toMatch(/For lunu miris, pound/)
})

test('soft-boiled eggs are eggs to boil soft, not hard-boiled eggs already cooked', () => {
  const recipe = firstIdea('white bread, kaya, butter, soft boiled eggs, soy sauce')
  expectDish(recipe, 'Kaya Toast', /soft boiled eggs/i)
  expect(recipe).not.toMatch(/Not used: “soft boiled eggs/)
})
