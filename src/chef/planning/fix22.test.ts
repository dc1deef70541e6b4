import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'
import { longestStepMinutes } from './honest-time.ts'

// A sentence that soaks first and then cooks still counts its cooking: the header of a githeri
// boiling dried maize for 2–2½ hours said "1 hour".

test.each([
  [
    [
      'Dried maize: soak it overnight, drain, cover with fresh water and boil for 2–2½ hours, until tender.',
    ],
    150,
  ],
  [['Drain the soaked chickpeas and simmer for 1½ hours.'], 90],
  [['Leave to soak overnight, or for at least 8 hours.'], 0],
  [['Thaw in the fridge overnight, then roast for 25 minutes.'], 25],
])('%j: the longest cooking wait is %i minutes', (steps, minutes) => {
  expect(longestStepMinutes(steps)).toBe(minutes)
})

test('githeri of dried maize says the hours its maize boils', () => {
  const recipe = firstIdea('dried maize, dried kidney beans, onion, tomatoes')
  expectDish(recipe, 'Githeri', /maize/i)
  expect(recipe).toMatch(/boil for 2–2½ hours/)
  expect(recipe).toMatch(/\*\*Serves \d+ · 2 hours[^*]*\*\*/)
})
