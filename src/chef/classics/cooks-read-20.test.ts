import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'

// What the seventh cook's read found: dishes a cook names first that the chef had no home for.

test('short ribs in red wine are braised on the bone, not a pot roast that buys potatoes', () => {
  const recipe = firstIdea('beef short ribs, red wine, carrots, celery, onion, tomato paste')
  expectDish(recipe, 'Red Wine Braised Short Ribs', /celery/i)
  expect(recipe).not.toMatch(/Potatoes — .*\(extra\)/)
  expect(recipe).toMatch(/slip off the bone/)
})
