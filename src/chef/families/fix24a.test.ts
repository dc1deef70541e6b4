import { expect, test } from 'vitest'
import { firstIdea, ideas } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { doneness } from './method-phrases.ts'
import type { DishItem } from './dish-types.ts'

function item(words: string): DishItem {
  const match = matchIngredient(words)
  return { mention: match.display, entry: match.entry, source: 'visitor' }
}

// A blind cook's read found a smoked pork hock cut up, browned and cooked to "no pink … 70 °C":
// cured pork stays pink however long it cooks, so that test can never be met.

test('a smoked hock, knuckle or kassler is read as cured pork in the piece', () => {
  for (const words of ['smoked pork hock', 'smoked pork knuckle', 'smoked hock', 'kassler joint']) {
    expect(matchIngredient(words).entry?.id, words).toBe('gammon joint')
  }
})

test('cured and smoked pork is done when tender and hot, never "no pink"', () => {
  for (const words of [
    'smoked pork hock',
    'bacon joint',
    'gammon',
    'smoked pork belly',
    'kassler',
  ]) {
    for (const poached of [false, true]) {
      const cue = doneness([item(words)], poached)
      expect(cue, words).not.toMatch(/no pink|to your liking/)
      expect(cue, words).toMatch(/stays pink/)
    }
  }
  // Fresh pork keeps its safe test, and a fresh raw protein cooked beside cured pork sets the cue.
  expect(doneness([item('pork belly')])).toMatch(/no pink/)
  expect(doneness([item('smoked pork hock'), item('chicken thighs')])).toMatch(/75°C/)
})

test('a Slovak smoked-hock bean list gets a bean pot that simmers the hock, not a fresh-pork test', () => {
  const list =
    'dried white beans, smoked pork hock, onion, carrot, sweet paprika, sour cream, flour, vinegar'
  const recipe = firstIdea(list)
  expect(recipe).toMatch(/Smoked pork hock/i)
  for (const idea of ideas(list, 3)) {
    expect(idea).not.toMatch(/no pink/)
    expect(idea).not.toMatch(/^## Crispy Pata/m)
  }
})
