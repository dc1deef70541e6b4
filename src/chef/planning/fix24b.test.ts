import { expect, test } from 'vitest'
import { firstIdea, ideas } from '../../../tests/support/first-idea.ts'

// The reader folds accents to match ("ñame" finds the yam), and the recipe wrote its names from
// the folded words: a cook's read found "ñame" shown as "Name" and "kålrabi" as "Kalrabi".

test.each([
  ['ñame, onion, vegetable stock', /^## Ñame/m, /\bName\b|\bname\b/],
  ['kålrabi, potatoes, carrots, butter', /kålrabi/i, /kalrabi/i],
  ['leeks, eggs, crème fraîche, gruyère, pâte brisée', /Crème fraîche/, /creme|gruyere|pate/i],
  ['jalapeño, cheddar, tortillas, black beans', /Jalapeño/, /jalapeno/i],
])('%s: the visitor’s own spelling is what the recipe shows', (list, shown, folded) => {
  const recipe = firstIdea(list)
  expect(recipe).toMatch(shown)
  expect(recipe).not.toMatch(folded)
})

test('the words already written with their accents are not accented twice', () => {
  for (const recipe of ideas('ñame, kålrabi, crème fraîche, gruyère, onion', 2)) {
    expect(recipe).not.toMatch(/ññ|åå|èè/)
    expect(recipe).toMatch(/ñame/i)
  }
})

test('a plural the recipe writes for a singular typed keeps the accent', () => {
  const recipe = firstIdea('jalapeños, cheddar, tortillas, black beans')
  expect(recipe).toMatch(/jalapeño/i)
  expect(recipe).not.toMatch(/jalapeno/i)
})
