import { expect, test } from 'vitest'
import { normalizeIngredient } from './ingredient-text.ts'
import { IngredientSchema } from './recipe-request.ts'

test('trims and turns pasted tabs and newlines into spaces', () => {
  expect(normalizeIngredient('  oregano ')).toBe('oregano')
  expect(normalizeIngredient('chicken\tbreast')).toBe('chicken breast')
  expect(normalizeIngredient('red\r\n\r\nonion\u0000')).toBe('red onion')
  expect(normalizeIngredient(' \t\n ')).toBe('')
})

test('whatever the page keeps, the API accepts', () => {
  for (const typed of ['chicken\tbreast', 'a\u0085b', '  feta\n']) {
    expect(IngredientSchema.safeParse(normalizeIngredient(typed)).success).toBe(true)
  }
})
