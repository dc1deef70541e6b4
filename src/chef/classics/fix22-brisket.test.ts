import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// Brisket was read as stewing beef, so a list of brisket, onions, carrots and stock never braised
// a brisket, and a pie that buys its puff pastry came first for brisket, red wine and onions.

test.each(['brisket', 'beef brisket', 'rolled brisket'])(
  '%s is read as a brisket joint',
  (text) => {
    expect(matchIngredient(text).entry?.id).toBe('beef brisket')
  },
)

test('brisket, onions, carrots and stock braise the brisket whole', () => {
  const recipe = firstIdea('beef brisket, onions, carrots, beef stock')
  expectDish(recipe, 'Braised Brisket', /brisket/i)
  expect(recipe).toMatch(/braise in the oven for 3 hours/)
  expect(recipe).toMatch(/Slice the meat thinly across the grain/)
})

test('brisket with red wine and onions is braised, not a pie that buys its pastry', () => {
  const recipe = firstIdea('brisket, red wine, onions')
  expectDish(recipe, 'Braised Brisket', /red wine/i)
  expect(recipe).not.toMatch(/pastry/i)
})

test('brisket and a barbecue rub slow-roast under foil', () => {
  const recipe = firstIdea('brisket, bbq rub')
  expectDish(recipe, 'Oven Barbecue Brisket', /rub/i)
  expect(recipe).toMatch(/cook for 4½ hours/)
})

test('brisket in chunks still makes a Cantonese tomato brisket', () => {
  const recipe = firstIdea('beef brisket, tomatoes, star anise, ginger, soy sauce')
  expectDish(recipe, 'Tomato Braised Beef Brisket', /brisket/i)
})
