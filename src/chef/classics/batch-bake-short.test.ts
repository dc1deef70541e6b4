// A cook's read of round 9: "self raising flour 50g" became a loaf cake "Serves 10" from 50 g of
// flour and three eggs. A batch bake is made whole: it lists what the batch needs and the notes
// say how much more of it the visitor must get.
import { describe, expect, test } from 'vitest'
import { planRecipe } from '../planning/plan-recipe.ts'

const LEMONS = [
  'lemons x2',
  'butter 50g',
  'caster sugar 150g',
  '3 eggs',
  'self raising flour 50g',
  'milk 300ml',
]

describe('a batch bake from far less than it needs', () => {
  test('lists the batch, not 50 g of flour, and says how much more is needed', () => {
    let seen = 0
    for (const variant of [0, 1, 2]) {
      const plan = planRecipe(LEMONS, { variant })
      if (plan.kind !== 'recipe' || !/Cake|Pancakes|Scones/.test(plan.title)) continue
      seen += 1
      const flour = plan.ingredients.find((item) => item.canonical === 'self raising flour')
      expect(flour?.amount, plan.title).not.toBe('50 g')
      expect(plan.notes.join('\n'), plan.title).toMatch(
        /made as a whole batch: it needs \d+ g of self raising flour \(you have 50 g\)/,
      )
    }
    expect(seen).toBeGreaterThan(0)
  })

  test('a bake the list can make is left as it is (lemon surprise pudding)', () => {
    const plan = planRecipe(LEMONS, { variant: 0 })
    if (plan.kind !== 'recipe') throw new Error(plan.kind)
    expect(plan.notes.join('\n')).not.toMatch(/whole batch/)
    expect(plan.ingredients.find((item) => item.canonical === 'self raising flour')?.amount).toBe(
      '50 g',
    )
  })
})
