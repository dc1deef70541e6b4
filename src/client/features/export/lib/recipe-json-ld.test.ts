import type { HowToStep, Recipe, WithContext } from 'schema-dts'
import { expect, expectTypeOf, test } from 'vitest'
import { isoDuration, recipeJsonFileName, recipeJsonLd } from './recipe-json-ld.ts'

// The offline chef's shape, as docs/sample-recipes.md shows it.
const CHEF_MARKDOWN = `### Cauliflower Cheese

Tender cauliflower baked in a smooth, strong cheese sauce until bubbling and golden.

**Serves 2 · 45 minutes · Vegetarian**

#### Ingredients

- Cauliflower — 600 g
- Mature cheddar — 125 g
- Milk — 400 ml
- Salt — to taste

#### Method

1. Heat the oven to 200 °C (180 °C fan). Cut the cauliflower into large florets.
2. Cook the florets for 5 minutes, until just tender. Drain well.
3. Bake for 20–25 minutes, until bubbling and golden on top.

#### Notes

- Use a strong cheese: a mild one gets lost in the sauce.
`

// An AI's shape: bold labels, other words, a total time over an hour.
const AI_MARKDOWN = `# Lemony Chickpea Stew

**Servings:** 4 | **Prep time:** 15 minutes | **Cook time:** 1 hour

**Ingredients:**
* 2 x 400g tins chickpeas, drained
* 2–3 tbsp olive oil
* ½ cup (120 ml) vegetable stock

**Directions:**
1. Warm the oil.
2. Add the chickpeas and stock; simmer for 20 minutes.
`

/** What a recipe app gets: the file's text, parsed back. */
function roundTrip(recipe: WithContext<Recipe>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(recipe)) as Record<string, unknown>
}

test('the chef’s recipe becomes one schema.org Recipe with every field the importers read', () => {
  const recipe = recipeJsonLd(CHEF_MARKDOWN, { engine: 'offline' })
  expectTypeOf(recipe).toEqualTypeOf<WithContext<Recipe>>()

  const parsed = roundTrip(recipe)
  expect(parsed).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Cauliflower Cheese',
    description:
      'Tender cauliflower baked in a smooth, strong cheese sauce until bubbling and golden.',
    recipeIngredient: [
      'Cauliflower — 600 g',
      'Mature cheddar — 125 g',
      'Milk — 400 ml',
      'Salt — to taste',
    ],
    recipeYield: '2 servings',
    totalTime: 'PT45M',
    suitableForDiet: ['https://schema.org/VegetarianDiet'],
    keywords: 'vegetarian',
    author: { '@type': 'Organization' },
    comment: [
      { '@type': 'Comment', text: 'Use a strong cheese: a mild one gets lost in the sauce.' },
    ],
  })
  expect(parsed.recipeInstructions).toEqual([
    {
      '@type': 'HowToStep',
      position: 1,
      text: 'Heat the oven to 200 °C (180 °C fan). Cut the cauliflower into large florets.',
    },
    {
      '@type': 'HowToStep',
      position: 2,
      text: 'Cook the florets for 5 minutes, until just tender. Drain well.',
    },
    {
      '@type': 'HowToStep',
      position: 3,
      text: 'Bake for 20–25 minutes, until bubbling and golden on top.',
    },
  ])
  expect(String((parsed.author as { name: string }).name)).toMatch(/offline chef.*not an AI/)
  // Nutrition is the page's estimate per serving (estimate-nutrition.test.ts works it by hand):
  // kcal (25×6 + 404×1.25 + 61×4.12) ÷ 2 = (150 + 505 + 251.32) ÷ 2 = 453.16;
  // salt (0.075×6 + 1.633×1.25 + 0.108×4.12) ÷ 2 = 1.4681 g, so sodium 1.4681 ÷ 2.5 = 587 mg.
  expect(parsed.nutrition).toMatchObject({
    '@type': 'NutritionInformation',
    calories: '453 kcal',
    sodiumContent: '587 mg',
  })
  expect(roundTrip(recipeJsonLd(CHEF_MARKDOWN, { nutrition: null }))).not.toHaveProperty(
    'nutrition',
  )
})

test('an AI recipe with bold labels gives the same fields; its author is said to be an AI', () => {
  const parsed = roundTrip(recipeJsonLd(AI_MARKDOWN, { engine: 'llm' }))
  expect(parsed).toMatchObject({
    '@type': 'Recipe',
    name: 'Lemony Chickpea Stew',
    recipeIngredient: [
      '2 x 400g tins chickpeas, drained',
      '2–3 tbsp olive oil',
      '½ cup (120 ml) vegetable stock',
    ],
    recipeYield: '4 servings',
    // Prep and cook added up: 15 minutes + 1 hour.
    totalTime: 'PT1H15M',
    author: { '@type': 'Organization', name: 'An AI model, via Chef Claude' },
  })
  const steps = parsed.recipeInstructions as HowToStep[]
  expect(steps.map((step) => (step as { text: string }).text)).toEqual([
    'Warm the oil.',
    'Add the chickpeas and stock; simmer for 20 minutes.',
  ])
  expect(parsed).not.toHaveProperty('suitableForDiet')
})

test('no serves line, no nutrition: per serving would be a guess at the servings', () => {
  const parsed = roundTrip(
    recipeJsonLd('## Toast\n\n### Ingredients\n\n- 2 slices bread\n- 10 g butter\n'),
  )
  expect(parsed.recipeIngredient).toEqual(['2 slices bread', '10 g butter'])
  expect(parsed).not.toHaveProperty('recipeYield')
  expect(parsed).not.toHaveProperty('nutrition')
})

test('servings and amounts as the cook has them on screen, and nutrition when known', () => {
  const parsed = roundTrip(
    // The markdown as the page shows it rescaled to 4: the file says what the cook sees.
    recipeJsonLd(
      CHEF_MARKDOWN.replace('Serves 2', 'Serves 4')
        .replace('600 g', '1.2 kg')
        .replace('125 g', '250 g')
        .replace('400 ml', '800 ml'),
      {
        nutrition: {
          energyKcal: 412.4,
          protein: 21.26,
          fat: 25.04,
          saturates: 15.5,
          carbohydrate: 24.96,
          sugars: 14.01,
          fibre: 5.55,
          // 1.5 g salt is 600 mg sodium (salt = sodium × 2.5).
          salt: 1.5,
        },
      },
    ),
  )
  expect(parsed.recipeYield).toBe('4 servings')
  expect(parsed.recipeIngredient).toEqual([
    'Cauliflower — 1.2 kg',
    'Mature cheddar — 250 g',
    'Milk — 800 ml',
    'Salt — to taste',
  ])
  expect(parsed.nutrition).toEqual({
    '@type': 'NutritionInformation',
    servingSize: '1 serving',
    calories: '412 kcal',
    proteinContent: '21.3 g',
    fatContent: '25 g',
    saturatedFatContent: '15.5 g',
    carbohydrateContent: '25 g',
    sugarContent: '14 g',
    fiberContent: '5.6 g',
    sodiumContent: '600 mg',
  })
})

test('the diets the chef writes become schema.org diets; the ones schema.org lacks, keywords', () => {
  const vegan = roundTrip(
    recipeJsonLd('## Dal\n\n**Serves 2 · 30 minutes · Vegan · Gluten-free · Dairy-free**\n'),
  )
  expect(vegan.suitableForDiet).toEqual([
    'https://schema.org/VeganDiet',
    'https://schema.org/GlutenFreeDiet',
  ])
  expect(vegan.keywords).toBe('vegan, gluten-free, dairy-free')
  // A dish named for a diet in its title is not a claim about the diet.
  const named = roundTrip(recipeJsonLd('## Vegan-style Tacos\n\n**Serves 2**\n'))
  expect(named).not.toHaveProperty('suitableForDiet')
})

test('a recipe with nothing readable still gives a valid Recipe: a name and empty lists', () => {
  const parsed = roundTrip(recipeJsonLd('Just some words.'))
  expect(parsed).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Just some words.',
    recipeIngredient: [],
    recipeInstructions: [],
    description: 'Just some words.',
  })
})

test('durations in ISO 8601, and the file named beside the markdown one', () => {
  expect(isoDuration(45)).toBe('PT45M')
  expect(isoDuration(60)).toBe('PT1H')
  expect(isoDuration(75)).toBe('PT1H15M')
  expect(isoDuration(0)).toBe('PT0M')
  expect(recipeJsonFileName('chicken-lemon-rice.md')).toBe('chicken-lemon-rice.recipe.json')
})
