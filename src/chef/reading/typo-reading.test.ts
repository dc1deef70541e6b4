import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'
import { matchIngredient } from './match-ingredient.ts'

test.each([
  ['brocoli', 'broccoli'],
  ['spinch', 'spinach'],
  ['chese', 'cheese'],
  ['chiken', 'chicken'],
  ['garlick', 'garlic'],
  ['onoin', 'onion'],
  ['carots', 'carrots'],
  ['tumeric', 'turmeric'],
  ['mozarella', 'mozzarella'],
  ['hallumi', 'halloumi'],
  ['aubergene', 'aubergine'],
])('"%s" is read as %s, and says so', (typed, meant) => {
  const match = matchIngredient(typed)
  expect(match.kind).toBe('known')
  expect(match.entry?.id).toMatch(new RegExp(`^${meant.slice(0, 5)}`))
  expect(match.display).toBe(meant)
  expect(match.typos).toEqual([{ typed, read: meant }])
})

test.each([
  // Just as close to two foods: a guess could cross an allergy.
  ['pean', 'peas or pecans'],
  ['almon', 'almonds or salmon'],
  // Too short to read safely.
  ['mlk', 'three letters'],
])('"%s" is not read as anything (%s)', (typed) => {
  const match = matchIngredient(typed)
  expect(match.entry).toBeUndefined()
  expect(match.typos).toBeUndefined()
})

test('words the lexicon knows are never "corrected"', () => {
  for (const word of ['pecan', 'peas', 'kale', 'leek', 'rice', 'egusi', 'tomatos']) {
    expect(matchIngredient(word).typos, word).toBeUndefined()
  }
})

test('a slip inside a longer item is read too, quantity kept', () => {
  const match = matchIngredient('2 handfuls of spinch')
  expect(match.entry?.id).toBe('spinach')
  expect(match.display).toMatch(/spinach/)
})

test('the recipe uses the food as meant, never the slip, and the notes say how it was read', () => {
  const markdown = composeRecipe(['brocoli', 'chiken breast', 'garlick', 'soy sauce', 'rice'])
  const [body = ''] = markdown.split('### Notes')
  expect(body).not.toMatch(/brocoli|chiken|garlick/i)
  expect(markdown).toMatch(/I read “brocoli” as broccoli\./)
  expect(markdown).toMatch(/I read “garlick” as garlic\./)
  expect(markdown.toLowerCase()).toMatch(/broccoli/)
})
