import { expect, test } from 'vitest'
import { laterIdeas } from '../../../tests/support/first-idea.ts'
import { planRecipe } from '../index.ts'

// A cook's read of ideas 2 and 3 on forty lists typed before reading the data (session 20,
// tests/chef-evaluation/later-ideas/lists20.txt).

function bought(list: string, variant: number): string[] {
  const plan = planRecipe(
    list.split(',').map((item) => item.trim()),
    { variant },
  )
  return plan.kind === 'recipe' ? plan.extras.map((line) => line.canonical ?? line.name) : []
}

test("a risotto list's arborio is not left in the cupboard for a pasta bought instead", () => {
  const list = 'arborio rice, mushrooms, parmesan, white wine, chicken stock, butter'
  for (const variant of [1, 2]) expect(bought(list, variant)).not.toContain('pasta')
})

test("a tabbouleh list's bulgur is not left for a bought pasta", () => {
  const list = 'bulgar wheat, parsley, mint, tomatoes, lemon, cucumber'
  for (const variant of [1, 2]) expect(bought(list, variant)).not.toContain('pasta')
})

test("pad thai's rice noodles are not left for a Thai omelette on bought jasmine rice", () => {
  expect(
    laterIdeas('rice noodles, prawns, eggs, beansprouts, peanuts, tamarind, fish sauce'),
  ).not.toContain('Thai Omelette')
})

test("a tuna pasta list's pasta is not left for a tuna melt on bought bread", () => {
  expect(laterIdeas('tinned tuna, pasta, sweetcorn, mayonnaise, cheddar, red onion')).not.toContain(
    'Tuna Melt',
  )
})

test("saag paneer's list is not composed into a paneer pasta on bought pasta", () => {
  const list = 'paneer, spinach, cream, garlic, green chillies'
  for (const variant of [1, 2]) expect(bought(list, variant)).not.toContain('pasta')
})

test("tikka masala's list is not composed into a chicken pasta on bought pasta", () => {
  const list = 'chicken thighs, yoghurt, garam masala, tinned tomatoes, cream, ginger, garlic'
  for (const variant of [1, 2]) expect(bought(list, variant)).not.toContain('pasta')
})

test("a tabbouleh list's bulgur goes on to kısır, its tomato paste bought as a cook would", () => {
  expect(laterIdeas('bulgar wheat, parsley, mint, tomatoes, lemon, cucumber')).toContain('Kisir')
})
