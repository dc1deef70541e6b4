import { expect, test } from 'vitest'
import { expectDish, firstIdea, idea } from '../../../tests/support/first-idea.ts'

// Cuban quimbombó con pollo and the Dominican locrios were missing: okra and chicken, or Dominican
// salami and rice, found no dish of their own.

test('okra and chicken with a sofrito make quimbombó con pollo, the okra soaked in lime water', () => {
  const recipe = firstIdea(
    'okra, chicken thighs, onion, green pepper, garlic, tinned tomatoes, lime',
  )
  expectDish(recipe, 'Quimbombo con Pollo', /okra/i)
  expect(recipe).toMatch(
    /Soak the rounds for 15 minutes in a bowl of cold water with a good pinch of salt and the rest of the lime juice/,
  )
  expect(recipe).toMatch(/no pink at the bone \(75 °C\)/)
})

test('quimbombó takes green plantain dumplings', () => {
  const recipe = firstIdea('okra, chicken, onion, green pepper, garlic, tomatoes, green plantain')
  expectDish(recipe, 'Quimbombo con Pollo', /plantain/i)
  expect(recipe).toMatch(/roll it into small balls and drop them into the stew/)
})

test('Dominican salami and rice make locrio de salami', () => {
  const recipe = firstIdea('dominican salami, rice, onion, green pepper, tomato paste')
  expectDish(recipe, 'Locrio de Salami', /salami/i)
  expect(recipe).toMatch(/cook on the lowest heat for 20 minutes/)
})

test('chicken, rice, sazón and tomato paste offer locrio de pollo', () => {
  const recipe = idea(
    'chicken, rice, onion, peppers, tomato paste, sazon, olives',
    /Locrio de Pollo/,
  )
  expect(recipe).toMatch(/concón/)
})
