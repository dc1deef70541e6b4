import { expect, test } from 'vitest'
import { ideas } from '../../../tests/support/first-idea.ts'

// A blind cook's read (read24) found "Not used" notes pointing far down the ranking: vinegar on a
// dill-sauce list "would suit Egg and Chips", beef stock in lentejas "would suit Tatws Pum Munud".

test('a "not used" note names only an idea the cook is shown or has seen, never one far down', () => {
  const lists = [
    'fresh dill, milk, sour cream, flour, butter, 6 eggs, potatos, vinegar',
    'lentils, chorizo colorado, panceta, onion, red pepper, batata, pimenton, beef stock',
  ]
  for (const list of lists) {
    for (const recipe of ideas(list)) {
      expect(recipe).not.toMatch(/Egg and Chips|Tatws Pum Munud/)
    }
  }
})
