import { expect, test } from 'vitest'
import { buildSuggestionIndex, rankSuggestions, suggestionKey } from './rank-suggestions.ts'

const index = buildSuggestionIndex(
  ['chicken thighs', 'chilli', 'chickpeas', 'spinach', 'crème fraîche', 'peas', 'pecans'],
  [
    'chicken',
    'chia seeds',
    'baby spinach',
    'creme fraiche',
    'spinach',
    'garden peas',
    'chives',
    'five spice',
  ],
)

test('names that start with the text come first, everyday ones and shorter ones first', () => {
  expect(rankSuggestions(index, 'chi')).toEqual([
    'chilli',
    'chickpeas',
    'chicken thighs',
    'chives',
    'chicken',
    'chia seeds',
  ])
})

test('an exact name leads, then names with a word that starts with the text', () => {
  expect(rankSuggestions(index, 'spinach')).toEqual(['spinach', 'baby spinach'])
  expect(rankSuggestions(index, 'Peas')).toEqual(['peas', 'garden peas'])
})

test('a slip still finds the food: "spinch" suggests spinach', () => {
  expect(rankSuggestions(index, 'spinch')).toEqual(['spinach', 'baby spinach'])
  expect(rankSuggestions(index, 'chikcen')).toContain('chicken thighs')
})

test('short text is matched exactly, never loosely', () => {
  expect(rankSuggestions(index, 'pex')).toEqual([])
  expect(rankSuggestions(index, 'spin')).toEqual(['spinach', 'baby spinach'])
  expect(rankSuggestions(index, '  ')).toEqual([])
})

test('accents and case do not matter, and a name is offered once in its everyday spelling', () => {
  expect(rankSuggestions(index, 'creme')).toEqual(['crème fraîche'])
  expect(suggestionKey('  Crème  Fraîche! ')).toBe('creme fraiche')
})

test('at most the limit', () => {
  expect(rankSuggestions(index, 'c', 3)).toHaveLength(3)
})
