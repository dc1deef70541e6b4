import { expect, test } from 'vitest'
import { withBreastsAddedLate } from './breast-braise.ts'
import { composeRecipe } from '../index.ts'

const WORDS = ['chicken breasts', 'chicken']
const ASIDE = '(breasts need only 20–25 minutes of it: longer dries them out)'

test.each([
  [
    'Return the chicken, cover and cook gently for 45 minutes, until tender.',
    `Return the chicken, cover and cook gently for 45 minutes ${ASIDE}, until tender.`,
  ],
  [
    'Put the chicken breasts in a pot with the water and simmer for 40–45 minutes, until cooked.',
    `Put the chicken breasts in a pot with the water and simmer for 40–45 minutes ${ASIDE}, until cooked.`,
  ],
  [
    'Roast the chicken on a rack for 40–45 minutes (pieces) or about 1 hour (a whole bird).',
    `Roast the chicken on a rack for 40–45 minutes (pieces) ${ASIDE} or about 1 hour (a whole bird).`,
  ],
  [
    'Add the chicken and simmer for 1 hour, until tender.',
    `Add the chicken and simmer for 1 hour ${ASIDE}, until tender.`,
  ],
])('breasts in a long braise are told their own time: %s', (step, written) => {
  expect(withBreastsAddedLate(step, WORDS)).toBe(written)
})

test.each([
  'Return the chicken, cover and simmer for 20 minutes, until cooked through.',
  'Turn the chicken in the marinade and leave in the fridge for at least 1 hour.',
  'Simmer the chicken for 25–30 minutes, until cooked through (breasts need only 15 minutes).',
  'Simmer the beans for 45 minutes, until tender.',
])(
  'a short cook, a marinade, a step that times breasts already or names no chicken is kept: %s',
  (step) => {
    expect(withBreastsAddedLate(step, WORDS)).toBe(step)
  },
)

test('coq au vin made with chicken breasts says how long the breasts want', () => {
  const recipe = composeRecipe(['2 chicken breasts', 'red wine', 'bacon', 'mushrooms', 'onions'])
  expect(recipe).toMatch(/^## Coq au Vin/m)
  expect(recipe).toMatch(/for 45 minutes \(breasts need only 20–25 minutes of it/)
})

test('coq au vin made with thighs is braised as written', () => {
  const recipe = composeRecipe(['chicken thighs', 'red wine', 'bacon', 'mushrooms', 'onions'])
  expect(recipe).not.toMatch(/breasts need only/)
})
