import { expect, test } from 'vitest'
import { namesItem } from './still-need.tsx'

test('a still-need line is the warned item when it holds its words, whole, any case or plural', () => {
  expect(namesItem('3 tbsp peanut butter', 'peanut butter')).toBe(true)
  expect(namesItem('Cashews — 40 g', 'cashews')).toBe(true)
  expect(namesItem('200 g raw king prawns', 'King prawn')).toBe(true)
  expect(namesItem('Butter — 2 tbsp', 'peanut butter')).toBe(false)
  expect(namesItem('1 tbsp soy sauce', 'soya')).toBe(false)
  expect(namesItem('2 eggs', 'egg noodles')).toBe(false)
  expect(namesItem('anything', '—')).toBe(false)
})
