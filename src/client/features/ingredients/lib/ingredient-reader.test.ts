import { expect, test } from 'vitest'
import { ingredientReader } from './ingredient-reader.ts'

test('suggestions come from the everyday list and the chef’s lexicon', () => {
  expect(ingredientReader.suggest('spinch')[0]).toBe('spinach')
  expect(ingredientReader.suggest('gar')).toContain('garlic')
  expect(ingredientReader.suggest('chick')).toContain('chicken')
  expect(ingredientReader.suggest('arug')).toEqual(['arugula'])
  expect(ingredientReader.suggest('crème').at(0)).toBe('crème fraîche')
})

test('the chef’s typo rule decides what a chip was meant to be', () => {
  expect(ingredientReader.meant('spinch')).toBe('spinach')
  expect(ingredientReader.meant('pean')).toBeUndefined()
  expect(ingredientReader.meant('spinach')).toBeUndefined()
})

test('ranking the whole lexicon stays fast enough to run on every key press', () => {
  const started = performance.now()
  for (const typed of ['s', 'sp', 'spi', 'spin', 'spinc', 'spinch', 'zzzzzzzzz']) {
    ingredientReader.suggest(typed)
  }
  // Generous for a busy machine; typically a few milliseconds in all.
  expect(performance.now() - started).toBeLessThan(1_000)
})
