import { describe, expect, test } from 'vitest'
import { normaliseDishName, scoreBlindCase, titleNames } from './score-blind.ts'

describe('titleNames', () => {
  test.each([
    ['Pão de Queijo', 'pao de queijo'],
    ['Jollof Rice', 'jollof rice'],
    ['Pan-Fried Pork Chops with Apples', 'pork chops with apples'],
    ['Tuna Pasta Bake', 'tuna pasta bake'],
    ['Leek and Potato Soup', 'leek and potato soup'],
    ['Misir Wot (Ethiopian Spiced Red Lentils)', 'misir wot'],
  ])('"%s" names %s', (title, dish) => {
    expect(titleNames(title, dish)).toBe(true)
  })

  test.each([
    ['Tuna Pasta Salad', 'tuna pasta bake'],
    ['Kimchi Fried Rice', 'jollof rice'],
    ['Chicken Curry', 'chicken adobo'],
  ])('"%s" does not name %s', (title, dish) => {
    expect(titleNames(title, dish)).toBe(false)
  })

  test('a name of only linking words names nothing', () => {
    expect(titleNames('Anything at All', 'the and with')).toBe(false)
  })
})

// A cook's read found "Key Wot" not taken for key wat, nor "Doro Wat" for doro wot.
test.each([
  ['Key Wot', 'key wat'],
  ['Doro Wat', 'doro wot'],
  ['Doro Wat', 'doro we’t'],
  ['Phở Bò', 'pho bo'],
  ['Pho', 'phở'],
  ['Bún Chả', 'bun cha'],
  ['Kabab Koobideh', 'kebab koobideh'],
])('"%s" names %s: one dish in another common spelling', (title, dish) => {
  expect(titleNames(title, dish)).toBe(true)
})

test('names lose accents, case and punctuation', () => {
  expect(normaliseDishName('Bún Chả — Hà Nội!')).toBe('bun cha ha noi')
})

test('a list the chef knows well passes every check', () => {
  const result = scoreBlindCase({
    list: ['leeks', 'potatoes', 'vegetable stock', 'cream', 'butter'],
    accept: ['leek and potato soup', 'potato and leek soup', 'vichyssoise'],
    mustKeep: ['leeks'],
    cuisine: 'British',
  })
  expect(result.titles).toHaveLength(3)
  expect(result.starKept).toBe(true)
  expect(result.noSwap).toBe(true)
  expect(result.safe).toBeUndefined()
})

test('a dish a cook would not accept is a failure that names the dish', () => {
  const result = scoreBlindCase({
    list: ['leeks', 'potatoes', 'vegetable stock', 'cream'],
    accept: ['beef wellington'],
    mustKeep: ['leeks'],
    cuisine: 'British',
  })
  expect(result.firstAccepted).toBe(false)
  expect(result.failures[0]).toMatch(/not beef wellington/)
})

test('a safety probe fails when an idea uses the item without its treatment', () => {
  const result = scoreBlindCase({
    list: ['leeks', 'potatoes', 'vegetable stock', 'cream'],
    accept: ['leek and potato soup'],
    mustKeep: ['leeks'],
    cuisine: 'British',
    // No leek recipe says "quarantine": the probe must fail.
    safety: { item: 'leeks', mustMention: ['quarantine'] },
  })
  expect(result.safe).toBe(false)
})
