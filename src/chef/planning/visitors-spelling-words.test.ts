import { expect, test } from 'vitest'
import { firstIdea } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { visitorsSpelling } from './visitors-spelling.ts'

// The visitor's accents go back on the words that name their items, never on English words that
// only fold to the same letters ("name", "mais", "pate").

const used = ['ñame', 'maïs', 'pâte brisée'].map((typed) => matchIngredient(typed))
// "maïs" and "pâte brisée" are named by the chef's own words here, so "mais" and "pate" name
// nothing in this recipe.
const lines = [
  { name: 'Name', mention: 'name' },
  { name: 'Sweetcorn', mention: 'sweetcorn' },
  { name: 'Shortcrust pastry', mention: 'shortcrust pastry' },
]

test('the ingredient lines take the typed spelling of every word', () => {
  const spell = visitorsSpelling(used, lines, ['name tags'])
  expect(spell?.names('Name')).toBe('Ñame')
  expect(spell?.names('Pate brisee')).toBe('Pâte brisée')
  expect(spell?.names('Sweetcorn')).toBe('Sweetcorn')
  expect(spell?.names('Shortcrust pastry')).toBe('Shortcrust pastry')
})

test('in the text only a line’s words and dish names are respelled', () => {
  const spell = visitorsSpelling(used, lines, ['name tags'])
  expect(
    spell?.text(
      'Peel the name. Stick on the name tags; pate and mais (French) are other words. Mais is too. It would suit Pate Brisee Tart.',
    ),
  ).toBe(
    'Peel the ñame. Stick on the name tags; pate and mais (French) are other words. Mais is too. It would suit Pâte Brisée Tart.',
  )
})

test('another typed item quoted in a note keeps the visitor’s own letters', () => {
  const recipe = firstIdea('ñame, name tags, onion')
  expect(recipe).toMatch(/ñame/i)
  expect(recipe).not.toMatch(/ñame tags/i)
})
