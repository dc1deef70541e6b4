// A cook's read of round 9: a raw gammon steak fried whole "until crisp" and folded into an
// omelette or a frittata, and Velveeta "grated". Raw cured pork goes in pieces, cooked through;
// processed cheese is sliced or cubed.
import { describe, expect, test } from 'vitest'
import { planRecipe } from '../planning/plan-recipe.ts'

const recipes = (list: readonly string[]) =>
  [0, 1, 2].flatMap((variant) => {
    const plan = planRecipe(list, { variant })
    return plan.kind === 'recipe' ? [{ title: plan.title, method: plan.steps.join('\n') }] : []
  })

describe('raw gammon in an egg dish', () => {
  test('is cut into pieces and cooked through, never fried whole until crisp', () => {
    const eggDishes = recipes([
      'gammon steaks x2',
      'eggs',
      'oven chips',
      'tin of pineapple rings',
      'frozen peas',
    ]).filter(({ title }) => /omelette|frittata/i.test(title))
    expect(eggDishes.length).toBeGreaterThan(0)
    for (const { title, method } of eggDishes) {
      expect(method, title).toMatch(/cut into small pieces/)
      expect(method, title).not.toMatch(/gammon steak[^.]*crisp and golden/)
      expect(method, title).toMatch(/gammon steak[^.]*cooked through[^.]*70°C/)
    }
  })
})

describe('processed cheese', () => {
  test('Velveeta is sliced or cubed, never grated', () => {
    const all = recipes([
      'spaghetti 1lb',
      'velveeta',
      'can of rotel',
      'cream of chicken soup',
      'cooked chicken (shredded)',
      'green pepper',
      'onion',
    ])
    for (const { title, method } of all) expect(method, title).not.toMatch(/grate the velveeta/i)
    expect(all.map(({ method }) => method).join('\n')).toMatch(
      /(?:slice|cubes)[^.]*velveeta|velveeta into small cubes/i,
    )
  })
})
