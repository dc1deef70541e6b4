import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'
import { planRecipe } from './plan-recipe.ts'

test.each([
  [['2 eggs', 'spinach', 'cheddar', 'onion'], 'Eggs — 2', 'Serves 1'],
  [['3 eggs', 'tinned tomatoes', 'red pepper', 'cumin'], 'Eggs — 3', 'Serves '],
  [['150g spaghetti', 'tinned tomatoes', 'garlic', 'basil'], 'Spaghetti — 150 g', 'Serves '],
])('%j never lists more than the visitor has', (ingredients, line, serves) => {
  const markdown = composeRecipe(ingredients)
  expect(markdown).toContain(`\n- ${line}`)
  expect(markdown).toContain(`**${serves}`)
})

test('a typed diet is read as a diet: conflicting items are left out and named', () => {
  const plan = planRecipe(['vegan', 'tofu', 'eggs', 'broccoli', 'soy sauce', 'rice', 'honey'])
  expect(plan.kind).toBe('recipe')
  const names = plan.ingredients.map((item) => item.canonical)
  expect(names).not.toContain('egg')
  expect(names).not.toContain('honey')
  expect(plan.notes.join('\n')).toContain("Left out: “eggs” — you're cooking vegan.")
  expect(plan.notes.join('\n')).toContain('I read “vegan” as how you eat rather than an ingredient')
  for (let variant = 0; variant < 4; variant++) {
    const next = planRecipe(['vegan', 'tofu', 'eggs', 'broccoli', 'soy sauce', 'rice'], { variant })
    if (next.kind === 'recipe') expect(next.diet).toBe('Vegan')
  }
})

test('the chef’s own names, not the visitor’s words, reach the title and the steps', () => {
  const plan = planRecipe([
    'big tub of full-fat greek yoghurt from the corner shop',
    'cucumber',
    'garlic',
    'mint',
  ])
  expect(`${plan.title} ${plan.steps.join(' ')}`).not.toMatch(/corner shop|big tub|full-fat/)
})

test('past the last idea the chef says so and suggests one more ingredient', () => {
  const list = ['cauliflower', 'cheddar', 'milk', 'butter', 'plain flour']
  const { ranking } = planRecipe(list)
  const markdown = composeRecipe(list, { variant: ranking.length })
  expect(markdown).toMatch(/^## Out of New Ideas for This List\n/)
  expect(markdown).toContain('**Cauliflower Cheese**')
  expect(markdown).toMatch(/\n- Add \*\*[^*]+\*\* and I can make /)
})

test.each([
  [
    ['cauliflower', 'cheddar', 'milk', 'butter', 'flour'],
    { diets: ['dairy-free'] as const },
    '- Margarine — 40 g (instead of butter) *(extra)*',
    'Melt the margarine',
  ],
  [
    ['spaghetti', 'beef mince', 'tinned tomatoes', 'onion', 'garlic', 'carrot'],
    { diets: ['gluten-free'] as const },
    '- Gluten-free pasta — 175 g (instead of spaghetti) *(extra)*',
    'cook the gluten-free pasta',
  ],
  [
    ['chicken breast', 'broccoli', 'soy sauce', 'garlic', 'ginger', 'rice'],
    { avoid: ['wheat'] },
    '(instead of soy sauce) *(extra)*',
    'tamari',
  ],
])(
  '%j with %j swaps what a cook would swap, in the list and the method',
  (list, options, line, step) => {
    const markdown = composeRecipe(list, options)
    expect(markdown).toContain(line)
    const method = markdown.split('### Method')[1] ?? ''
    expect(method).toContain(step)
    expect(method.split('### Notes')[0]).not.toMatch(/\b(?:butter|spaghetti|soy sauce)\b/)
  },
)
