import { expect, test } from 'vitest'
import { firstIdea } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { visitorsSpelling } from './visitors-spelling.ts'

// The visitor's accents go back on the words that name their items, never on English words that
// only fold to the same letters ("name", "mais", "pate").

const used = ['ñame', 'maïs', 'pâte brisée'].map((typed) => matchIngredient(typed))
const lines = [
  { name: 'Name', mention: 'name' },
  // "maïs" is named by the chef's own word here, so "mais" names nothing in this recipe.
  { name: 'Sweetcorn', mention: 'sweetcorn' },
  { name: 'Pate brisee', mention: 'pate brisee' },
]

test('the ingredient lines take the typed spelling of every word', () => {
  const spell = visitorsSpelling(used, lines, ['name tags'])
  expect(spell?.names('Name')).toBe('Ñame')
  expect(spell?.names('Pate brisee')).toBe('Pâte brisée')
  expect(spell?.names('Sweetcorn')).toBe('Sweetcorn')
})

test('in the text only a whole name of the item is respelled', () => {
  const spell = visitorsSpelling(used, lines, ['name tags'])
  expect(
    spell?.text(
      'Peel the name. Line the tin with the pate brisee. Stick on the name tags; the pate alone and mais (French) are other words.',
    ),
  ).toBe(
    'Peel the ñame. Line the tin with the pâte brisée. Stick on the name tags; the pate alone and mais (French) are other words.',
  )
})

test('a typed word the recipe never names its item by is not looked for', () => {
  // "maïs" alone on a Sweetcorn line: "mais" is no word of any line, so no rewriter at all.
  const spell = visitorsSpelling(
    [matchIngredient('maïs')],
    [{ name: 'Sweetcorn', mention: 'sweetcorn' }],
  )
  expect(spell).toBeUndefined()
})

test('another typed item quoted in a note keeps the visitor’s own letters', () => {
  const recipe = firstIdea('ñame, name tags, onion')
  expect(recipe).toMatch(/ñame/i)
  expect(recipe).not.toMatch(/ñame tags/i)
})
