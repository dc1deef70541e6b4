import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'

// What a cook's read (round 12) found: the item a list is plainly about was turned away, though
// a cook of that kitchen names a dish with it.

function ideas(list: string, count = 3): string[] {
  const items = list.split(',').map((item) => item.trim())
  return Array.from({ length: count }, (_, variant) => composeRecipe(items, { variant }))
}

test('cod with chorizo and chickpeas is one Spanish pan: the chorizo is not turned away', () => {
  const [first] = ideas('cod loins, chorizo, tinned chickpeas, spinach, smoked paprika, garlic', 1)
  expect(first).toMatch(/^## Cod with Chorizo & Chickpeas$/m)
  expect(first).toMatch(/^- Chorizo — /m)
  expect(first).toMatch(/flakes easily/)
  expect(first).not.toMatch(/Not used/)
})

test('horseradish is served with braised beef, not left for another meal', () => {
  const [first] = ideas('beef brisket, onions, carrots, red wine, thyme, potatoes, horseradish', 1)
  expect(first).toMatch(/^## Pot Roast$/m)
  expect(first).toMatch(/the horseradish on the side/)
  expect(first).not.toMatch(/“horseradish”/)
})

test('a moussaka list’s second idea keeps both the aubergine and the white sauce', () => {
  const [, second] = ideas(
    '2 aubergines, minced lamb, onion, tinned tomatoes, cinnamon, milk, flour, butter, parmesan',
    2,
  )
  expect(second).toMatch(/^## Begendili Kofte$/m)
  expect(second).toMatch(/^- Aubergines — 2$/m)
  expect(second).toMatch(/^- Milk — /m)
  expect(second).not.toMatch(/“(?:aubergines|milk|minced lamb)”/)
})
