import { describe, expect, it } from 'vitest'
import { gramsOfLine } from './grams-of-line.ts'
import { readIngredientLine } from './read-ingredient-line.ts'

function grams(line: string): number | undefined {
  const value = gramsOfLine(readIngredientLine(line))
  return value === undefined ? undefined : Math.round(value)
}

describe('gramsOfLine', () => {
  it.each([
    ['200g spaghetti', 200],
    ['1½ lb chicken thighs', 680],
    ['1 cup plain flour', 127],
    ['1 cup flour (125 g)', 125],
    ['2 tbsp honey', 43],
    ['1 (400g) tin chopped tomatoes', 400],
    ['2 x 400g tins chickpeas', 800],
    ['1 tin coconut milk', 400],
    ['3 eggs', 150],
    ['2–3 cloves garlic', 8],
    ['Juice of 1 lemon', 58],
    ['a pinch of saffron', 0],
  ])('weighs %j as %d g', (line, expected) => {
    expect(grams(line)).toBe(expected)
  })

  it('knows nothing of what it cannot weigh', () => {
    expect(grams('salt to taste')).toBeUndefined()
    expect(grams('1 cup mystery powder')).toBeUndefined()
  })
})
