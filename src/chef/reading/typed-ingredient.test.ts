import { expect, test } from 'vitest'
import { lexiconNames, meantIngredient } from './typed-ingredient.ts'

test('a slip the chef reads as food is offered back as the food', () => {
  expect(meantIngredient('spinch')).toBe('spinach')
  expect(meantIngredient('Spinch')).toBe('spinach')
  expect(meantIngredient('2 chiken thighs')).toBe('2 chicken thighs')
  expect(meantIngredient('brocoli')).toBe('broccoli')
})

test('known items, ties and first-letter changes get no reading', () => {
  expect(meantIngredient('spinach')).toBeUndefined()
  expect(meantIngredient('chicken thighs')).toBeUndefined()
  // peas or pecans: a guess could cross an allergy.
  expect(meantIngredient('pean')).toBeUndefined()
  expect(meantIngredient('pinach')).toBeUndefined()
  expect(meantIngredient('xyzzy')).toBeUndefined()
  expect(meantIngredient('')).toBeUndefined()
})

test('the names are the lexicon’s, canonical first, without emoji or repeats', () => {
  const { canonical, aliases } = lexiconNames()
  expect(canonical.slice(0, 3)).toEqual(['chicken breast', 'chicken thigh', 'chicken drumstick'])
  expect(aliases).toContain('arugula')
  expect(aliases).not.toContain('chicken breast')
  const names = [...canonical, ...aliases]
  expect(new Set(names).size).toBe(names.length)
  expect(names.some((name) => /\p{Extended_Pictographic}/u.test(name))).toBe(false)
  // a container is not a name to pick
  expect(aliases).not.toContain('bag of spinach')
})
