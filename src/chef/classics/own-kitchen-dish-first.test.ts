import { expect, test } from 'vitest'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { ideas } from '../../../tests/support/first-idea.ts'

// What a cook's read (round 11) found: a list plainly of one kitchen got a generic dish that turned
// away the ingredients that make that kitchen's own dish.

test('a Kerala list gets chemmeen curry with its coconut and kokum, not a tomato curry', () => {
  expect(matchIngredient('kokum').entry?.id).toBe('kokum')
  const [first] = ideas(
    'frozen prawns 400g, coconut, curry leaves, kokum, shallots, green chillies, turmeric, rice',
    1,
  )
  expect(first).toMatch(/^## Chemmeen Curry$/m)
  expect(first).toMatch(/^- Kokum — /m)
  expect(first).toMatch(/^- Coconut — /m)
  expect(first).toMatch(/Thaw the frozen prawns/)
  expect(first).not.toMatch(/Canned tomatoes|Not used/)
})

test('grated coconut is welcome in a composed curry, and turmeric with curry leaves is not "properly spiced"', () => {
  const [first] = ideas('chicken thighs, desiccated coconut, onion, turmeric, curry leaves', 1)
  expect(first).toMatch(/^## .*Curry$/m)
  expect(first).not.toMatch(/doesn't belong in/)
  expect(first).not.toMatch(/Properly spiced/)
})

test('a Burmese list gets mohinga, its chickpea flour toasted and its banana stem used', () => {
  expect(matchIngredient('banana stem').entry?.id).toBe('banana stem')
  const [first] = ideas(
    'chickpea flour, onion, ginger, rice noodles, fish sauce, lemongrass, catfish fillets, shallots, banana stem',
    1,
  )
  expect(first).toMatch(/^## Mohinga$/m)
  expect(first).toMatch(/Toast the chickpea flour/)
  expect(first).toMatch(/banana stem/)
  expect(first).not.toMatch(/Not used: “(chickpea flour|banana stem|lemongrass)”/)
})

test('a Welsh larder of leeks, bacon, Caerphilly and potatoes gets cawl first', () => {
  const [first] = ideas(
    'leeks, 4 rashers bacon, caerphilly cheese, potatoes, butter, self raising flour, currants',
    1,
  )
  expect(first).toMatch(/^## Cawl$/m)
  expect(first).toMatch(/cheese in a wedge on the side/)
})
