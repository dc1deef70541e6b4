import { expect, test } from 'vitest'
import { planRecipe } from '../planning/plan-recipe.ts'

// A step that prepares something (eggs boiled and peeled) is for nothing if no later step puts it
// on the plate: the Malaysian noodle soup's eggs were boiled and never reached the bowl.

const LISTS: ReadonlyArray<readonly string[]> = [
  ['yellow noodles', 'prawns', 'eggs', 'belacan', 'beansprouts', 'chicken stock', 'chilli'],
  ['egg noodles', 'chicken', 'eggs', 'laksa paste', 'coconut milk', 'beansprouts'],
  ['rice noodles', 'chicken', 'eggs', 'chicken stock', 'beansprouts', 'spring onions'],
  ['ramen noodles', 'pork belly', 'eggs', 'miso', 'chicken stock', 'spring onions'],
  ['smoked haddock', 'basmati rice', 'eggs', 'curry powder', 'onion', 'parsley'],
  ['eggs', 'tomatoes', 'rice', 'spring onions', 'lettuce'],
]

test.each(LISTS)('%j: every boiled egg reaches the plate', (...list) => {
  for (const variant of [0, 1, 2]) {
    const plan = planRecipe(list, { variant })
    if (plan.kind !== 'recipe') continue
    const boiled = plan.steps.findIndex((step) => /\bboil (?:the )?eggs?\b/i.test(step))
    if (boiled < 0) continue
    const later = plan.steps.slice(boiled + 1).join('\n')
    expect(later, `${plan.title}: ${plan.steps.join(' | ')}`).toMatch(/\beggs?\b/i)
  }
})

test('a lentil soup with coconut milk is enriched by it, not made of a pot of it', () => {
  const list = [
    'red lentils',
    'coconut milk',
    'onion',
    'garlic',
    'ginger',
    'curry paste',
    'spinach',
  ]
  const soups = [0, 1, 2]
    .map((variant) => planRecipe(list, { variant }))
    .filter((plan) => plan.kind === 'recipe' && plan.family.id === 'soup')
  expect(soups.length).toBeGreaterThan(0)
  for (const soup of soups) {
    const coconut = soup.ingredients.find((item) => item.canonical === 'coconut milk')
    const ml = Number(/^(\d+) ml$/.exec(coconut?.amount ?? '')?.[1] ?? Number.NaN)
    expect(ml).toBeLessThanOrEqual(100 * soup.servings)
    expect(soup.ingredients.some((item) => /water|stock/i.test(item.name))).toBe(true)
  }
})

// The words follow what fills the place: pan-fried prawns are lifted as prawns, and a dish of
// prawns alone is not called fish (a cook's read found "Lift the fish" over a pan of prawns).
test('pan-fried or baked prawns are never called fish', () => {
  const list = ['prawns', 'butter', 'lemon', 'garlic', 'cherry tomatoes']
  const plans = [0, 1, 2]
    .map((variant) => planRecipe(list, { variant }))
    .filter((plan) => plan.kind === 'recipe' && ['fish', 'fish-bake'].includes(plan.family.id))
  expect(plans.length).toBeGreaterThan(0)
  for (const plan of plans) {
    const text = [plan.description, ...plan.steps].join('\n')
    expect(text, plan.title).not.toMatch(/\bfish\b/i)
  }
  const pan = plans.find((plan) => plan.family.id === 'fish')
  if (pan !== undefined) expect(pan.steps.join('\n')).toMatch(/Lift the prawns/)
})
