import { expect, test } from 'vitest'
import { pluralName, singularName, singularWord, spellingVariants } from './word-forms.ts'

test('one singular for comparing words and for headings alike', () => {
  expect(singularWord('prawns')).toBe('prawn')
  expect(singularWord('berries')).toBe('berry')
  expect(singularWord('tomatoes')).toBe('tomato')
  expect(singularWord('leaves')).toBe('leaf')
  expect(singularWord('hummus')).toBe('hummus')
  expect(singularWord('brussels')).toBe('brussels')
})

test('a name takes its plural on its last word, and meat stays uncounted', () => {
  expect(pluralName('spring onion')).toBe('spring onions')
  expect(pluralName('chilli')).toBe('chillies')
  expect(pluralName('stewing beef')).toBe('stewing beef')
  expect(pluralName('pak choi')).toBe('pak choi')
  expect(singularName('onions')).toBe('onion')
})

test('an alias may be typed singular or plural', () => {
  expect(spellingVariants('scotch bonnet')).toContain('scotch bonnets')
  expect(spellingVariants('tomato')).toEqual(expect.arrayContaining(['tomatoes', 'tomatos']))
  expect(spellingVariants('leaves')).toEqual(expect.arrayContaining(['leaf']))
})

test('a chilli named by a doubled word is the same for one or many', () => {
  expect(pluralName('peri peri')).toBe('peri peri')
  expect(pluralName('piri piri')).toBe('piri piri')
})
