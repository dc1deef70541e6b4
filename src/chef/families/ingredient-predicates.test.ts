import { expect, test } from 'vitest'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { BEANS } from './ingredient-predicates.ts'

test('tofu, tofu puffs and tempeh are proteins of their own, not beans to simmer', () => {
  // "I took 'tofu puffs' to be a kind of bean" (a cook's read): a laksa list got bean ideas.
  for (const id of ['tofu', 'tofu puffs', 'tempeh']) expect(BEANS(lexiconEntry(id))).toBe(false)
  expect(BEANS(lexiconEntry('kidney beans'))).toBe(true)
})
