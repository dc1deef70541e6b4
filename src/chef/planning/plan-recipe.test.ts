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
  // The same suggestions as data, in the same order, for the page's "Add X" buttons.
  const plan = planRecipe(list, { variant: ranking.length })
  expect(plan.kind).toBe('out-of-ideas')
  expect(plan.additions?.map(({ add, dish }) => `Add **${add}** and I can make ${dish}.`)).toEqual(
    plan.suggestions,
  )
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

test.each([
  [['peanut butter', 'butter', 'plain flour', 'sugar', 'eggs', 'oats'], 'peanut butter'],
  [['coconut milk', 'milk', 'rice', 'sugar', 'mango'], 'coconut milk'],
])('%j dairy-free: a swap never reaches inside another name (%s)', (list, kept) => {
  for (let variant = 0; variant < 3; variant++) {
    const plan = planRecipe(list, { diets: ['dairy-free'], variant })
    const text = [plan.title, plan.description, ...plan.steps].join('\n')
    expect(text).not.toMatch(/peanut margarine|coconut oat milk/i)
    if (plan.ingredients.some((item) => item.mention === kept)) expect(text).toContain(kept)
  }
})

test('two things swapped for the same one never make a doubled line or step', () => {
  const list = ['cheddar', 'cheese', 'onion', 'bread', 'butter']
  for (let variant = 0; variant < 4; variant++) {
    const plan = planRecipe(list, { diets: ['vegan'], variant })
    const names = plan.ingredients.map((item) => item.name)
    expect(new Set(names).size, names.join(', ')).toBe(names.length)
    expect(plan.steps.join(' ')).not.toMatch(/vegan cheese and vegan cheese/)
  }
})

test('a composed dish named for what was swapped is named for the swap', () => {
  const plan = planRecipe(['pitta', 'mozzarella', 'passata', 'pepperoni'], { diets: ['vegan'] })
  expect(plan.ingredients.map((item) => item.name)).toContain('Vegan cheese')
  expect(plan.title).toBe('Vegan Cheese Flatbread Pizza')
})

test('"instead of" names only what the visitor has, never an extra the chef swapped', () => {
  const list = ['peanut butter', 'butter', 'bread', 'jam', 'bananas']
  for (let variant = 0; variant < 3; variant++) {
    const markdown = composeRecipe(list, { diets: ['dairy-free'], variant })
    for (const [, original] of markdown.matchAll(/\(instead of ([^)]+)\)/g)) {
      expect(['butter', 'bread'], markdown).toContain(original)
    }
  }
})

test.each([
  [['bulgur wheat', 'parsley', 'mint', 'tomatoes', 'lemon', 'spring onions', 'cucumber']],
  [['couscous', 'chickpeas', 'apricots', 'onion', 'cumin', 'carrots', 'lamb']],
])(
  '%j gluten-free: a grain that is soaked is never swapped for one that must be boiled',
  (list) => {
    for (let variant = 0; variant < 3; variant++) {
      const markdown = composeRecipe(list, { diets: ['gluten-free'], variant })
      expect(markdown).not.toMatch(/instead of (?:bulgur|couscous)/)
    }
  },
)

test('a vegan risotto is not finished with butter', () => {
  const ideas = [0, 1, 2].map((variant) =>
    composeRecipe(['4 tomatoes', '4 eggs', 'spring onions', 'sugar', 'rice'], {
      diets: ['vegan'],
      variant,
    }),
  )
  expect(ideas.some((markdown) => /^## \w+ Risotto\n/.test(markdown))).toBe(true)
  for (const markdown of ideas) expect(markdown.split('### Notes')[0]).not.toMatch(/butter/i)
})

test.each([
  [
    ['rice vermicelli', 'curry powder', 'king prawns', 'eggs', 'red pepper', 'soy sauce'],
    { diets: ['vegetarian'] as const },
    /prawn/i,
  ],
  [
    ['jar of kimchi', 'tofu', 'pork belly', 'onion', 'gochujang', 'spring onions'],
    { diets: ['pescatarian'] as const },
    /pork/i,
  ],
  [
    ['rump steak', 'tenderstem broccoli', 'oyster sauce', 'soy sauce', 'garlic', 'rice'],
    { diets: ['gluten-free'] as const },
    /oyster/i,
  ],
])('%j with %j: the description never names what was left out', (list, options, left) => {
  const plan = planRecipe(list, options)
  expect(plan.kind).toBe('recipe')
  expect(plan.notes.join('\n')).toMatch(left)
  expect(plan.description).not.toMatch(left)
})

test('out of ideas, the dishes given are named as they were given, swaps and all', () => {
  const list = ['pitta', 'mozzarella', 'passata', 'pepperoni']
  const given = [0, 1, 2].map((variant) => planRecipe(list, { diets: ['vegan'], variant }))
  const out = given.find((plan) => plan.kind === 'out-of-ideas')
  expect(out).toBeDefined()
  for (const plan of given.filter((item) => item.kind === 'recipe')) {
    expect(out?.description).toContain(`**${plan.title}**`)
  }
})

test('the visitor’s own product is checked against what they avoid, not only its entry', () => {
  // Almond milk is read as the plant milk entry (oat milk, no nuts), but it is made of almonds.
  const markdown = composeRecipe(['almond milk', 'flour', 'eggs', 'butter'], { avoid: ['nuts'] })
  expect(markdown).not.toMatch(/^- Almond milk/im)
  expect(markdown).toMatch(/Left out: “almond milk” — you asked to avoid “nuts”/)
})

test('a classic named for another kind of what the visitor has is not offered', () => {
  const titles = (list: string[]) => [0, 1, 2].map((variant) => planRecipe(list, { variant }).title)
  const green = ['chicken thighs', 'green curry paste', 'coconut milk', 'thai basil', 'fish sauce']
  expect(titles(green)[0]).toBe('Thai Green Curry')
  expect(titles(green)).not.toContain('Thai Red Curry')
  const red = ['chicken', 'red curry paste', 'coconut milk', 'fish sauce', 'green chilli']
  expect(titles(red)[0]).toBe('Thai Red Curry')
  expect(titles(red)).not.toContain('Thai Green Curry')
})

test('a named dish of the kind a composed one would make comes first when it uses the list fairly well', () => {
  const list = ['bread (white sliced)', 'cheddar', 'worcestershire sauce', 'mustard', 'egg', 'beer']
  expect(planRecipe(list).title).toBe('Welsh Rarebit')
})

test('garlic, spices and hardy herbs a method missed go into the pan, never raw on the side', () => {
  for (let variant = 0; variant < 3; variant++) {
    const markdown = composeRecipe(
      [
        'duck legs',
        'dried haricot beans 500g',
        'toulouse sausages',
        'garlic',
        'onion',
        'tinned tomatoes',
      ],
      { variant },
    )
    expect(markdown).not.toMatch(/Serve with[^.]*\b(?:garlic|oregano)\b[^.]*on the side/)
  }
})
