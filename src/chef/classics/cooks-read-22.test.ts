import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// What the ninth cook's read found: an Igbo soup list made into a casserole, a Goan fish curry
// list into a tomato curry, and every "caramel" read as a Vietnamese kho's bitter caramel.

test('cocoyam, palm oil, ugu and stockfish are ofe oha, the stockfish soaked for days first', () => {
  const recipe = firstIdea(
    'cocoyam, palm oil, ugu leaves, stockfish, dried crayfish, beef, pepper, onga cube',
  )
  expectDish(recipe, 'Ofe Oha', /cocoyam/i)
  expect(recipe).toMatch(/soak the stockfish/i)
  expect(recipe).toMatch(/cooked right through/)
  expect(recipe).not.toMatch(/Not used|leaves leaves/)
})

test('oha leaves are read as oha, not salad', () => {
  for (const typed of ['oha leaves', 'ora leaves', 'frozen oha'])
    expect(matchIngredient(typed).entry?.id).toBe('oha')
})

test('pomfret with coconut, kokum and red chillies is a Goan fish curry, the coconut ground in', () => {
  const recipe = firstIdea(
    'pomfret, coconut, kokum, red chillies, turmeric, tamarind, onion, curry leaves',
  )
  expectDish(recipe, 'Goan Fish Curry', /pomfret/i)
  expect(recipe).toMatch(/Blend them with their water, the coconut/)
  expect(recipe).not.toMatch(/Not used|doesn't suit/)
})

test('caramel beside bananas and biscuits is the toffee of a banoffee pie', () => {
  const recipe = firstIdea('bananas, caramel, digestive biscuits, double cream, butter')
  expectDish(recipe, 'Banoffee Pie', /caramel/i)
  expect(recipe).not.toMatch(/Cooking caramel/)
})
