import { expect, test } from 'vitest'
import type { PlannedIngredient } from '../model/recipe-plan.ts'
import { ensureMentioned } from './plan-recipe.ts'

const item = (mention: string, canonical: string): PlannedIngredient => ({
  name: mention,
  amount: '1',
  source: 'visitor',
  mention,
  canonical,
  role: 'main',
})

test('a food the method names by its own word counts as used: no "serve it on the side"', () => {
  const steps = ['Cut the aubergine into chunks and simmer it in the coconut milk for 10 minutes.']
  expect(ensureMentioned(steps, [item('eggplant', 'aubergine')])).toEqual(steps)
})

test('a food named only as the head of another ("chicken stock") is still served', () => {
  const steps = ['Bring the chicken stock to the boil and simmer the rice in it for 15 minutes.']
  const written = ensureMentioned(steps, [item('chicken thighs', 'chicken')])
  expect(written).toHaveLength(2)
  expect(written[1]).toMatch(/the chicken thighs/)
})
