import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'
import { allergensOf } from '../allergens/ingredient-allergens.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { lexiconEntry } from './lexicon.ts'

// Pickled onions were an alias of gherkins: a ploughman's told the cook to add "gherkins" they had
// never typed, and their malt vinegar's gluten was lost.

test.each(['pickled onions', 'silverskin onions', 'pickled shallots', 'pickled red onion'])(
  '%s are read as pickled onions, not gherkins',
  (text) => {
    const match = matchIngredient(text)
    expect(match.kind === 'known' ? match.entry?.id : match.kind).toBe('pickled onions')
  },
)

test('pickled onions carry the gluten of malt vinegar and sulphites', () => {
  expect(allergensOf(lexiconEntry('pickled onions'))).toEqual(
    expect.arrayContaining(['gluten', 'sulphites']),
  )
})

test("a ploughman's names the pickled onions beside the pickle", () => {
  const recipe = firstIdea('cheddar, crusty bread, branston pickle, apple, pickled onions')
  expectDish(recipe, "Ploughman's Lunch", /pickled onions/i)
  expect(recipe).toMatch(/branston pickle and a couple of the pickled onions/i)
  expect(recipe).not.toMatch(/gherkin/i)
})

test('fish and chips put the pickled onions on the side', () => {
  const recipe = firstIdea('cod, potatoes, flour, beer, pickled onions')
  expectDish(recipe, 'Fish and Chips', /pickled onions/i)
  expect(recipe).toMatch(/Put the pickled onions on the side/)
})
