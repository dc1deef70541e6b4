import { describe, expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { MAX_ITEMS, readRecipeStructure } from './read-recipe-structure.ts'

const CHEF = `## Cauliflower Cheese

Tender cauliflower baked in a smooth, strong cheese sauce until bubbling and golden.

**Serves 2 · 45 minutes · Vegetarian**

### Ingredients

- Cauliflower — 600 g
- Mature cheddar — 125 g
- Milk — 400 ml
- Salt — to taste

### Method

1. Heat the oven to 200 °C (180 °C fan). Cut the cauliflower into large florets.
2. Cook the florets for 5 minutes, until just tender. Drain well.
3. Melt the butter, stir in the flour and cook for 1 minute.
4. Bake for 20–25 minutes, until bubbling and golden on top.

### Notes

- Use a strong cheese: a mild one gets lost in the sauce.
`

describe("the offline chef's shape", () => {
  test('reads every part', () => {
    expect(readRecipeStructure(CHEF)).toEqual({
      title: 'Cauliflower Cheese',
      description:
        'Tender cauliflower baked in a smooth, strong cheese sauce until bubbling and golden.',
      servesLine: 'Serves 2 · 45 minutes · Vegetarian',
      servings: 2,
      minutes: 45,
      ingredients: [
        'Cauliflower — 600 g',
        'Mature cheddar — 125 g',
        'Milk — 400 ml',
        'Salt — to taste',
      ],
      steps: [
        'Heat the oven to 200 °C (180 °C fan). Cut the cauliflower into large florets.',
        'Cook the florets for 5 minutes, until just tender. Drain well.',
        'Melt the butter, stir in the flour and cook for 1 minute.',
        'Bake for 20–25 minutes, until bubbling and golden on top.',
      ],
      notes: ['Use a strong cheese: a mild one gets lost in the sauce.'],
    })
  })

  test('reads hours and minutes in the serves line', () => {
    const recipe = readRecipeStructure(
      CHEF.replace('Serves 2 · 45 minutes', 'Serves 4 · 1 hour 15 minutes'),
    )
    expect(recipe.servings).toBe(4)
    expect(recipe.minutes).toBe(75)
  })
})

interface Variant {
  name: string
  markdown: string
  expected: {
    title: string
    ingredients: string[]
    steps: string[]
    notes?: string[]
    servings?: number
    minutes?: number
  }
}

const AI_VARIANTS: Variant[] = [
  {
    name: 'h1 title, h2 parts, "Instructions"',
    markdown: `# Lemon Garlic Chicken

A bright weeknight dinner.

## Ingredients
- 4 chicken thighs
- 1 lemon, zested and juiced
- 3 cloves garlic

## Instructions
1. Season the chicken.
2. Sear skin-side down for 6-8 minutes.
3. Add lemon and garlic; roast 25 mins.
`,
    expected: {
      title: 'Lemon Garlic Chicken',
      ingredients: ['4 chicken thighs', '1 lemon, zested and juiced', '3 cloves garlic'],
      steps: [
        'Season the chicken.',
        'Sear skin-side down for 6-8 minutes.',
        'Add lemon and garlic; roast 25 mins.',
      ],
    },
  },
  {
    name: 'bold labels instead of headings',
    markdown: `**Quick Tomato Pasta**

**Serves:** 2 | **Prep:** 5 min | **Cook:** 15 min

**Ingredients:**
- 200 g spaghetti
- 1 tin chopped tomatoes
- Olive oil

**Directions:**
1. Boil the pasta for 10 minutes.
2. Warm the tomatoes with the oil.
3. Toss together and serve.
`,
    expected: {
      title: 'Quick Tomato Pasta',
      servings: 2,
      minutes: 20,
      ingredients: ['200 g spaghetti', '1 tin chopped tomatoes', 'Olive oil'],
      steps: [
        'Boil the pasta for 10 minutes.',
        'Warm the tomatoes with the oil.',
        'Toss together and serve.',
      ],
    },
  },
  {
    name: 'bulleted steps under "Steps"',
    markdown: `### Egg Fried Rice

#### What you need
* 2 cups cooked rice
* 2 eggs
* Soy sauce

#### Steps
* Scramble the eggs and set aside.
* Fry the rice for 3 minutes.
* Return the eggs, add soy sauce.
`,
    expected: {
      title: 'Egg Fried Rice',
      ingredients: ['2 cups cooked rice', '2 eggs', 'Soy sauce'],
      steps: [
        'Scramble the eggs and set aside.',
        'Fry the rice for 3 minutes.',
        'Return the eggs, add soy sauce.',
      ],
    },
  },
  {
    name: 'steps spread over paragraphs with "Step N" lines',
    markdown: `## Slow Beef Ragu

## Ingredients

- 500 g beef shin
- 1 onion

## Method

**Step 1:** Brown the beef in batches.

**Step 2:** Soften the onion, then return the beef.

**Step 3:** Simmer for 2-3 hours until it falls apart.
`,
    expected: {
      title: 'Slow Beef Ragu',
      ingredients: ['500 g beef shin', '1 onion'],
      steps: [
        'Brown the beef in batches.',
        'Soften the onion, then return the beef.',
        'Simmer for 2-3 hours until it falls apart.',
      ],
    },
  },
  {
    name: 'a step marker on its own line, its words in the next paragraph',
    markdown: `## Flatbreads

### Ingredients
- 250 g flour
- 150 ml yoghurt

### Method

Step 1

Mix the flour and yoghurt into a dough.

Step 2

Cook each flatbread in a dry pan for 1 minute a side.
`,
    expected: {
      title: 'Flatbreads',
      ingredients: ['250 g flour', '150 ml yoghurt'],
      steps: [
        'Mix the flour and yoghurt into a dough.',
        'Cook each flatbread in a dry pan for 1 minute a side.',
      ],
    },
  },
  {
    name: 'loose list items with two paragraphs each',
    markdown: `# Risotto

## Ingredients

- 300 g arborio rice
- 1 litre stock

## Directions

1. Toast the rice in butter.

   Keep stirring so it does not catch.

2. Add the stock a ladle at a time for 18 minutes.

   It should be creamy but still have a bite.
`,
    expected: {
      title: 'Risotto',
      ingredients: ['300 g arborio rice', '1 litre stock'],
      steps: [
        'Toast the rice in butter. Keep stirring so it does not catch.',
        'Add the stock a ladle at a time for 18 minutes. It should be creamy but still have a bite.',
      ],
    },
  },
  {
    name: 'ingredient groups as sub-headings and nested lists',
    markdown: `## Chicken Tikka Masala

## Ingredients

### For the marinade
- 500 g chicken
- 150 g yoghurt

### For the sauce
- 1 onion
- 1 tin tomatoes

## Method
1. Marinate the chicken for 30 minutes.
2. Grill until charred.
3. Simmer in the sauce for 15 minutes.
`,
    expected: {
      title: 'Chicken Tikka Masala',
      ingredients: ['500 g chicken', '150 g yoghurt', '1 onion', '1 tin tomatoes'],
      steps: [
        'Marinate the chicken for 30 minutes.',
        'Grill until charred.',
        'Simmer in the sauce for 15 minutes.',
      ],
    },
  },
  {
    name: 'nested ingredient lists under "For the …:" items',
    markdown: `# Pancakes

**Ingredients**
- For the batter:
  - 100 g flour
  - 2 eggs
- For serving:
  - Lemon
  - Sugar

**Method**
1. Whisk the batter.
2. Cook each pancake for 1 minute a side.
`,
    expected: {
      title: 'Pancakes',
      ingredients: ['100 g flour', '2 eggs', 'Lemon', 'Sugar'],
      steps: ['Whisk the batter.', 'Cook each pancake for 1 minute a side.'],
    },
  },
  {
    name: 'no headings at all: a bulleted then a numbered list',
    markdown: `Here's a simple omelette for you!

- 3 eggs
- Knob of butter
- Chives

1. Beat the eggs.
2. Melt the butter and cook the eggs for 2 minutes.
3. Fold and serve.
`,
    expected: {
      title: "Here's a simple omelette for you!",
      ingredients: ['3 eggs', 'Knob of butter', 'Chives'],
      steps: [
        'Beat the eggs.',
        'Melt the butter and cook the eggs for 2 minutes.',
        'Fold and serve.',
      ],
    },
  },
  {
    name: 'no headings, two bulleted lists',
    markdown: `**Garlic Bread**

- 1 baguette
- 3 cloves garlic

Then:

- Mash the garlic into butter.
- Spread and bake for 10 minutes.
`,
    expected: {
      title: 'Garlic Bread',
      ingredients: ['1 baguette', '3 cloves garlic'],
      steps: ['Mash the garlic into butter.', 'Spread and bake for 10 minutes.'],
    },
  },
  {
    name: 'headings with colons, emoji and "You will need"',
    markdown: `## 🍲 Hearty Lentil Soup

### 🛒 You will need:
- 200 g red lentils
- 1 carrot

### 👩‍🍳 Preparation:
1. Rinse the lentils.
2. Simmer everything for 20-25 minutes.

### 💡 Tips:
- Freeze in portions.
`,
    expected: {
      title: '🍲 Hearty Lentil Soup',
      ingredients: ['200 g red lentils', '1 carrot'],
      steps: ['Rinse the lentils.', 'Simmer everything for 20-25 minutes.'],
      notes: ['Freeze in portions.'],
    },
  },
  {
    name: 'ingredients as lines with hard breaks in one paragraph',
    markdown: `# Porridge

Ingredients:

50 g oats\\
300 ml milk\\
Pinch of salt

Method:

Bring everything to the boil and simmer for 5 minutes, stirring.
`,
    expected: {
      title: 'Porridge',
      ingredients: ['50 g oats', '300 ml milk', 'Pinch of salt'],
      steps: ['Bring everything to the boil and simmer for 5 minutes, stirring.'],
    },
  },
  {
    name: 'method paragraphs without numbers',
    markdown: `## Shakshuka

### Ingredients
- 4 eggs
- 1 tin tomatoes

### Method

Soften the onion and pepper in oil for 10 minutes.

Add the tomatoes and simmer for 5 minutes.

Make four wells, crack in the eggs, cover and cook for 6–8 minutes.
`,
    expected: {
      title: 'Shakshuka',
      ingredients: ['4 eggs', '1 tin tomatoes'],
      steps: [
        'Soften the onion and pepper in oil for 10 minutes.',
        'Add the tomatoes and simmer for 5 minutes.',
        'Make four wells, crack in the eggs, cover and cook for 6–8 minutes.',
      ],
    },
  },
  {
    name: 'numbered steps with bold lead-ins and sub-steps',
    markdown: `# Roast Potatoes

## Ingredients
1. 1 kg potatoes
2. 4 tbsp goose fat

## Instructions
1. **Parboil.** Boil the potatoes for 8 minutes.
2. **Rough up.** Drain and shake:
   - let them steam dry for 2 minutes
   - shake the pan hard
3. **Roast** for 45 mins–1 hour.
`,
    expected: {
      title: 'Roast Potatoes',
      ingredients: ['1 kg potatoes', '4 tbsp goose fat'],
      steps: [
        'Parboil. Boil the potatoes for 8 minutes.',
        'Rough up. Drain and shake:',
        'let them steam dry for 2 minutes',
        'shake the pan hard',
        'Roast for 45 mins–1 hour.',
      ],
    },
  },
  {
    name: 'other parts (nutrition, equipment) are not read as steps',
    markdown: `# Banana Bread

**Makes 1 loaf (10 slices) · Total time: 1 hour 10 minutes**

## Equipment
- 900 g loaf tin

## Ingredients
- 3 ripe bananas
- 250 g flour

## Method
1. Mash the bananas.
2. Bake for 1 hour.

## Nutrition
- 250 kcal per slice
`,
    expected: {
      title: 'Banana Bread',
      minutes: 70,
      servings: 1,
      ingredients: ['3 ripe bananas', '250 g flour'],
      steps: ['Mash the bananas.', 'Bake for 1 hour.'],
    },
  },
  {
    name: 'a label with its content on the same line',
    markdown: `### Iced Coffee

**Ingredients:** 200 ml cold brew, ice, a splash of milk

**Method:** Pour the coffee over ice and top with milk.
`,
    expected: {
      title: 'Iced Coffee',
      ingredients: ['200 ml cold brew, ice, a splash of milk'],
      steps: ['Pour the coffee over ice and top with milk.'],
    },
  },
  {
    name: 'links, code and HTML in items come out as plain words',
    markdown: `# Dal

## Ingredients
- 200 g [red lentils](https://example.com/lentils)
- 1 tsp \`cumin\`
- <b>1</b> onion

## Method
1. Cook the lentils ~~for ages~~ for 20 minutes.
`,
    expected: {
      title: 'Dal',
      ingredients: ['200 g red lentils', '1 tsp cumin', '1 onion'],
      steps: ['Cook the lentils for ages for 20 minutes.'],
    },
  },
  {
    name: 'a preamble before the title and a sign-off after the notes',
    markdown: `Sure! Here's a recipe using your ingredients.

## Mushroom Stroganoff

*Serves 4 · 30 minutes*

### Ingredients
- 400 g mushrooms

### Method
1. Fry the mushrooms for 8 minutes.

### Notes
- Swap the cream for crème fraîche.

Enjoy your meal!
`,
    expected: {
      title: 'Mushroom Stroganoff',
      servings: 4,
      minutes: 30,
      ingredients: ['400 g mushrooms'],
      steps: ['Fry the mushrooms for 8 minutes.'],
      notes: ['Swap the cream for crème fraîche.', 'Enjoy your meal!'],
    },
  },
  {
    name: 'an ordered list that restarts after a paragraph',
    markdown: `# Brownies

## Ingredients
- 200 g chocolate

## Method
1. Melt the chocolate.
2. Whisk in the eggs.

Now the tricky bit:

3. Bake for 20 minutes.
`,
    expected: {
      title: 'Brownies',
      ingredients: ['200 g chocolate'],
      steps: [
        'Melt the chocolate.',
        'Whisk in the eggs.',
        'Now the tricky bit: Bake for 20 minutes.',
      ],
    },
  },
]

describe('AI-style recipes', () => {
  test.each(AI_VARIANTS.map((variant) => [variant.name, variant] as const))('%s', (_, variant) => {
    const read = readRecipeStructure(variant.markdown)
    expect({
      title: read.title,
      ingredients: read.ingredients,
      steps: read.steps,
      ...(variant.expected.notes ? { notes: read.notes } : {}),
      ...(variant.expected.servings !== undefined ? { servings: read.servings } : {}),
      ...(variant.expected.minutes !== undefined ? { minutes: read.minutes } : {}),
    }).toEqual(variant.expected)
  })

  test('there are at least fifteen of them', () => {
    expect(AI_VARIANTS.length).toBeGreaterThanOrEqual(15)
  })
})

describe('hostile input', () => {
  test('an empty answer has a title and no parts', () => {
    expect(readRecipeStructure('')).toEqual({
      title: 'Recipe',
      ingredients: [],
      steps: [],
      notes: [],
    })
  })

  test('prose with no lists has a title and no parts', () => {
    const read = readRecipeStructure('I could not think of a recipe for that, sorry.')
    expect(read.title).toBe('I could not think of a recipe for that, sorry.')
    expect(read.steps).toEqual([])
    expect(read.ingredients).toEqual([])
  })

  test('with no title, the parts are read and the title is not a part label', () => {
    const read = readRecipeStructure(
      '## Ingredients\n- Rice\n\n## Method\n1. Boil for 12 minutes.\n',
    )
    expect(read).toEqual({
      title: 'Recipe',
      ingredients: ['Rice'],
      steps: ['Boil for 12 minutes.'],
      notes: [],
    })
  })

  test('a huge list is cut to MAX_ITEMS', () => {
    const markdown = `# Big\n\n## Ingredients\n${Array.from({ length: 1000 }, (_, i) => `- item ${i}`).join('\n')}\n\n## Method\n1. Mix.\n`
    const read = readRecipeStructure(markdown)
    expect(read.ingredients).toHaveLength(MAX_ITEMS)
    expect(read.steps).toEqual(['Mix.'])
  })

  test('a very long step is cut with an ellipsis', () => {
    const read = readRecipeStructure(`# Long\n\n## Method\n1. ${'stir '.repeat(2000)}\n`)
    expect(read.steps[0]?.length).toBeLessThanOrEqual(2001)
    expect(read.steps[0]?.endsWith('…')).toBe(true)
  })

  test('lists nested deeper than a recipe ever is are not followed all the way down', () => {
    const deep = Array.from({ length: 30 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')
    const read = readRecipeStructure(`# Deep\n\n## Ingredients\n${deep}\n`)
    expect(read.ingredients.length).toBeGreaterThan(0)
    expect(read.ingredients.length).toBeLessThan(30)
  })

  test('a heading that only starts with a part word is a title, not a part', () => {
    const read = readRecipeStructure(
      '# Steps to the perfect Sunday roast with all the trimmings\n\n## Method\n1. Roast.\n',
    )
    expect(read.title).toBe('Steps to the perfect Sunday roast with all the trimmings')
    expect(read.steps).toEqual(['Roast.'])
  })

  test('a sentence that starts with a bold part word is not a label', () => {
    const read = readRecipeStructure(
      '# Toast\n\n## Ingredients\n- Bread\n\n**Method** matters less than the bread here.\n\n## Method\n1. Toast it.\n',
    )
    expect(read.ingredients).toEqual(['Bread', 'Method matters less than the bread here.'])
    expect(read.steps).toEqual(['Toast it.'])
  })
})

test("every sample of the offline chef's in docs/sample-recipes.md reads whole", () => {
  const doc = readFileSync(
    path.resolve(import.meta.dirname, '../../../../docs/sample-recipes.md'),
    'utf8',
  )
  const samples = doc
    .split(/^## \d+\..*$/m)
    .slice(1)
    .map((sample) => sample.split('**Another idea:**')[0] ?? '')
  expect(samples.length).toBeGreaterThanOrEqual(30)
  for (const sample of samples) {
    const read = readRecipeStructure(sample)
    expect(read.title, sample).toMatch(/\w/)
    expect(read.servings, read.title).toBeGreaterThan(0)
    expect(read.minutes, read.title).toBeGreaterThan(0)
    expect(read.ingredients.length, read.title).toBeGreaterThanOrEqual(3)
    expect(read.steps.length, read.title).toBeGreaterThanOrEqual(3)
  }
})
