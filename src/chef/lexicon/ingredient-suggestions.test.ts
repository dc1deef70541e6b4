import { expect, test } from 'vitest'
import { INGREDIENT_SUGGESTIONS } from '../../shared/ingredient-suggestions.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

test('every autocomplete suggestion is recognised by the lexicon', () => {
  const unrecognised = INGREDIENT_SUGGESTIONS.filter(
    (name) => matchIngredient(name).kind !== 'known',
  )
  expect(unrecognised).toEqual([])
})

test('the suggestions are lowercase, unique and a few hundred long', () => {
  expect(INGREDIENT_SUGGESTIONS.length).toBeGreaterThanOrEqual(200)
  expect(INGREDIENT_SUGGESTIONS.length).toBeLessThanOrEqual(300)
  expect(new Set(INGREDIENT_SUGGESTIONS).size).toBe(INGREDIENT_SUGGESTIONS.length)
  for (const name of INGREDIENT_SUGGESTIONS) expect(name).toBe(name.toLowerCase())
})
