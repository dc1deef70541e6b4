// A cook's read of round 9: soy sauce chicken wings told "skin side down", "40–45 for a small
// whole chicken" and "chop it into pieces". The method reads right for whichever cut fills it.
import { expect, test } from 'vitest'
import { planRecipe } from '../planning/plan-recipe.ts'

test('soy sauce chicken from wings keeps them whole and times them as wings', () => {
  const list = [
    'chicken wings 1kg',
    'can of coke',
    'light soy',
    'dark soy',
    'ginger',
    'spring onions',
    'star anise',
  ]
  const plan = [0, 1, 2]
    .map((variant) => planRecipe(list, { variant }))
    .find((idea) => idea.kind === 'recipe' && idea.title === 'Soy Sauce Chicken')
  if (plan?.kind !== 'recipe') throw new Error('no soy sauce chicken')
  const method = plan.steps.join('\n')
  expect(method).not.toMatch(/skin side down|chop it into pieces/)
  expect(method).toMatch(/about 20 minutes for wings/)
  expect(method).toMatch(/wings and drumsticks stay whole/)
})
