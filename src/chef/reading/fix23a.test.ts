import { expect, test } from 'vitest'
import { firstIdea } from '../../../tests/support/first-idea.ts'
import { allergensOf } from '../allergens/ingredient-allergens.ts'
import { readInKitchen } from './kitchen-readings.ts'
import { matchIngredient } from './match-ingredient.ts'

// Words a blind cook's lists typed that the chef did not read, or read as the wrong food: Uzbek
// qatiq beside a mastava, Senegalese guedj in a soupou kandja, an Argentine guiso's batata.

test.each([
  ['qatiq', 'yogurt', 'milk'],
  ['katyk', 'yogurt', 'milk'],
  ['suzma', 'yogurt', 'milk'],
  ['qurut', 'kashk', 'milk'],
  ['kurut', 'kashk', 'milk'],
  ['guedj', 'dried fish', 'fish'],
  ['belacan', 'shrimp paste', 'crustaceans'],
])('“%s” is read as %s, with its %s', (typed, id, allergen) => {
  const entry = matchIngredient(typed).entry
  expect(entry?.id).toBe(id)
  expect(entry === undefined ? [] : allergensOf(entry)).toContain(allergen)
})

const read = (list: readonly string[]) =>
  readInKitchen(list.map((item) => matchIngredient(item))).map((match) => match?.entry?.id)

test('batata is the sweet potato beside Spanish words, the potato elsewhere', () => {
  expect(read(['lentils', 'chorizo colorado', 'panceta', 'batata', 'pimenton'])[3]).toBe(
    'sweet potato',
  )
  expect(read(['batata', 'bacalhau', 'cebola', 'azeite'])[0]).toBe('potatoes')
  expect(read(['batata', 'besan', 'mustard seeds', 'curry leaves'])[0]).toBe('potatoes')
})

test('kangkung belacan toasts the shrimp paste and says nothing of dried shrimp', () => {
  const recipe = firstIdea('water spinach, belacan, garlic, chilli, shallots')
  expect(recipe).toMatch(/^## Kangkung Belacan/m)
  expect(recipe).toMatch(/Toast the belacan/)
  expect(recipe).not.toMatch(/dried shrimp/i)
})

test('an Argentine guiso de lentejas cooks its batata and beef stock in the lentejas', () => {
  const recipe = firstIdea(
    'lentils, chorizo colorado, panceta, onion, red pepper, batata, pimenton, beef stock',
  )
  expect(recipe).toMatch(/^## Lentejas con Chorizo/m)
  expect(recipe).toMatch(/the batata soft/)
  expect(recipe).toMatch(/pour in the beef stock/)
  expect(recipe).not.toMatch(/Not used/)
})
