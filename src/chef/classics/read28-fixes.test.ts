import { expect, test } from 'vitest'
import { renderRecipe } from '../compose-recipe.ts'
import { planClassicDish } from '../planning/plan-recipe.ts'

// What a blind cook's read (28) found: each list is the one the cook typed, or its plain form.

test('dried mint in a place weighed for fresh mint is a spoonful of it, crumbled', () => {
  const plan = planClassicDish('falafel', ['chickpeas', 'dried mint', 'onion', 'garlic', 'cumin'], {
    servings: 2,
  })
  expect(plan).toBeDefined()
  if (plan === undefined) return
  const markdown = renderRecipe(plan)
  expect(markdown).toMatch(/Dried mint — (?:½|1|1½|2|2½) tsp|Dried mint — 1 tbsp/)
  expect(markdown).not.toMatch(/Dried mint — \d+ g/)
})

test('a dish written for dried mint by the teaspoon keeps its amount', () => {
  const plan = planClassicDish('bob-chorba', ['white beans', 'dried mint', 'onion'], {
    servings: 4,
  })
  expect(plan).toBeDefined()
  if (plan === undefined) return
  expect(renderRecipe(plan)).toMatch(/Dried mint — \d/)
})

test('dried mint is crumbled into keftedes, never chopped', () => {
  const plan = planClassicDish('keftedes', ['lamb mince', 'dried mint', 'onion', 'egg'], {
    servings: 2,
  })
  expect(plan).toBeDefined()
  if (plan === undefined) return
  const markdown = renderRecipe(plan)
  expect(markdown).toMatch(/dried mint, crumbled/)
  expect(markdown).not.toMatch(/Dried mint — \d+ tbsp/)
})
