import { expect, test } from 'vitest'
import { chefName } from './chef-names.ts'

// A cook's read (issue 18): "duck 2kg chopped" was listed as "Ducks — 700 g".
const PIECE = { perServing: { quantity: 1, unit: '' as const }, category: 'poultry' as const }
const GRAMS = { quantity: 700, unit: 'g' as const }

test('pieces of meat weighed out are several of them', () => {
  expect(chefName('chicken thigh', GRAMS, PIECE)).toBe('chicken thighs')
  expect(chefName('lamb shank', GRAMS, PIECE)).toBe('lamb shanks')
})

test('a weight of a whole animal or of one cut of it stays one piece', () => {
  expect(chefName('duck', GRAMS, PIECE)).toBe('duck')
  expect(chefName('chicken', GRAMS, PIECE)).toBe('chicken')
  expect(chefName('pork belly', GRAMS, PIECE)).toBe('pork belly')
})
