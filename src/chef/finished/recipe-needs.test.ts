import { expect, test } from 'vitest'
import { renderRecipe } from '../compose-recipe.ts'
import { planRecipe } from '../planning/plan-recipe.ts'
import { plannedNeeds, readRecipeNeeds } from './recipe-needs.ts'

// What AI models write, in their many shapes: headings of every kind, bullets of every kind,
// numbered lists, amounts in two systems, preparation after a comma, alternatives.
const CASES: Array<{
  name: string
  list: string[]
  markdown: string
  items: string[]
  pantry?: string[]
}> = [
  {
    name: 'a "### Ingredients" list with prep notes, a tin and seasoning',
    list: ['onion', 'garlic', 'tomatoes', 'pasta'],
    markdown: `## Tomato Pasta\n\n### Ingredients\n\n- 2 tbsp olive oil\n- 1 large onion, finely diced\n- 3 cloves garlic, minced\n- 400g (14 oz) can chopped tomatoes\n- 250 g spaghetti\n- Salt and pepper, to taste\n- Fresh basil, to serve\n\n### Instructions\n\n1. Heat the oil and soften the onion.\n2. Add the garlic and tomatoes.`,
    items: ['2 tbsp olive oil', '400g (14 oz) can chopped tomatoes', 'Fresh basil'],
    pantry: ['Salt and pepper'],
  },
  {
    name: 'a "**Ingredients:**" label with star bullets and an alternative in brackets',
    list: ['chicken', 'peppers', 'rice', 'ginger'],
    markdown: `# Chicken Stir-Fry\n\n**Ingredients:**\n* 2 chicken breasts, sliced\n* 1 red bell pepper, cut into strips\n* 1 thumb ginger, grated\n* 2 tbsp soy sauce (or tamari)\n* 1 tbsp sesame oil\n* 1 cup jasmine rice\n\n**Instructions:**\n1. Cook the rice.\n2. Stir-fry the chicken.`,
    items: ['2 tbsp soy sauce (or tamari)', '1 tbsp sesame oil'],
  },
  {
    name: 'a numbered ingredient list, and "butter or oil" when the visitor has oil',
    list: ['spinach', 'eggs', 'feta', 'oil'],
    markdown: `Here is an idea!\n\n### Ingredients\n1. 200g spinach\n2. 2 eggs\n3. 50g feta cheese, crumbled\n4. Butter or oil, for frying\n5. 1 pinch nutmeg\n\n### Steps\n1. Wilt the spinach.`,
    items: ['1 pinch nutmeg'],
  },
  {
    name: 'an "Ingredients:" line with cups, broth and water',
    list: ['lentils', 'onion', 'carrot', 'celery'],
    markdown: `## Lentil Soup\n\nIngredients:\n- 1 cup red lentils\n- 1 onion\n- 2 carrots, peeled and chopped\n- 4 cups vegetable broth\n- 1 tsp ground cumin\n- Water as needed\n\nMethod:\n1. Simmer everything for 25 minutes.`,
    items: ['4 cups vegetable broth', '1 tsp ground cumin'],
    pantry: ['Water'],
  },
  {
    name: 'sub-headings inside the ingredients ("For the batter")',
    list: ['bananas', 'flour', 'milk', 'eggs'],
    markdown: `## Banana Pancakes\n\n### Ingredients\n\n#### For the batter\n- 1 ripe banana\n- 150 g (1 cup) all-purpose flour\n- 240 ml (1 cup) milk\n- 1 egg\n- 1 tsp baking powder\n\n#### For the topping\n- 2 tbsp maple syrup\n\n### Method\n1. Mash the banana.`,
    items: ['1 tsp baking powder', '2 tbsp maple syrup'],
  },
  {
    name: 'the visitor’s plain "chicken" covers chicken thighs, not chicken stock',
    list: ['chicken', 'leeks', 'potatoes', 'cream'],
    markdown: `## Chicken and Leek Pie\n\n## Ingredients\n\n- 500 g boneless chicken thighs, diced\n- 2 leeks, sliced\n- 300 ml chicken stock\n- 100 ml double cream\n- 1 sheet ready-rolled puff pastry\n- 500 g potatoes, peeled\n\n## Method\n\n1. Fry the chicken.`,
    items: ['300 ml chicken stock', '1 sheet ready-rolled puff pastry'],
  },
  {
    name: 'plain "pasta" and "rice" cover their shapes; oil does not cover sesame oil',
    list: ['pasta', 'pesto', 'parmesan', 'oil'],
    markdown: `## Pesto Penne\n\n### What you'll need\n\n### Ingredients\n\n- 300g penne\n- 3 tbsp basil pesto\n- 30g Parmesan, grated\n- 1 tsp toasted sesame oil (optional)\n\n### Method\n\n1. Boil the penne.`,
    items: ['1 tsp toasted sesame oil (optional)'],
  },
  {
    name: 'no ingredients heading: every bullet is an ingredient line',
    list: ['eggs', 'cheese', 'ham', 'butter'],
    markdown: `## Ham and Cheese Omelette\n\n- 3 eggs\n- 30 g grated cheddar\n- 2 slices ham\n- 1 knob butter\n- A few chives\n\n1. Beat the eggs.\n2. Cook in the butter.`,
    items: ['30 g grated cheddar', 'A few chives'],
  },
  {
    name: 'words the lexicon does not know are matched by the visitor’s own words',
    list: ['gochujang', 'tofu', 'spring onions', 'rice'],
    markdown: `## Gochujang Tofu Bowl\n\n### Ingredients\n\n- 400 g firm tofu, pressed\n- 2 tbsp gochujang paste\n- 1 tbsp rice vinegar\n- 2 spring onions, sliced\n- 200 g short-grain rice\n\n### Method\n\n1. Fry the tofu.`,
    items: ['1 tbsp rice vinegar'],
  },
  {
    name: 'bold names and emphasis in the lines are read through',
    list: ['salmon', 'lemon', 'potatoes', 'dill'],
    markdown: `## Baked Salmon\n\n### Ingredients\n\n- **2 salmon fillets**\n- *1 lemon*, sliced\n- 400 g new potatoes\n- Fresh dill\n- 1 tbsp capers\n- Sea salt and black pepper\n\n### Method\n\n1. Bake at 200°C.`,
    items: ['1 tbsp capers'],
    pantry: ['Sea salt and black pepper'],
  },
  {
    name: 'a recipe that needs nothing more',
    list: ['bread', 'butter', 'cheese', 'ham'],
    markdown: `## Toastie\n\n### Ingredients\n\n- 2 slices sourdough bread\n- Butter, softened\n- 40 g cheese\n- 1 slice ham\n\n### Method\n\n1. Butter, fill and toast.`,
    items: [],
  },
  {
    name: 'something that is not food is never on a shopping list',
    list: ['rice', 'bleach', 'peas', 'eggs'],
    markdown: `## Egg Fried Rice\n\n### Ingredients\n\n- 250 g cooked rice\n- 100 g frozen peas\n- 2 eggs\n- 2 tbsp soy sauce\n- Bleach (left out: not food)\n\n### Method\n\n1. Fry the rice.`,
    items: ['2 tbsp soy sauce'],
  },
]

test.each(CASES)('$name', ({ list, markdown, items, pantry = [] }) => {
  expect(readRecipeNeeds(markdown, list)).toEqual({ items, pantry })
})

test('a text without ingredient lines has no needs to tell', () => {
  expect(readRecipeNeeds('I cannot help with that.', ['egg'])).toBeUndefined()
  expect(readRecipeNeeds('## Soup\n\n1. Boil water.\n2. Add soup.', ['egg'])).toBeUndefined()
})

test('a very long list is bounded', () => {
  const markdown = `### Ingredients\n\n${Array.from({ length: 60 }, (_, index) => `- ${index + 1} g saffron`).join('\n')}`
  expect(readRecipeNeeds(markdown, [])?.items).toHaveLength(40)
})

test('the offline chef’s plan names its extras with their amounts, and its pantry basics', () => {
  const plan = planRecipe(['chicken breast', 'spinach', 'rice', 'parmesan'])
  expect(plannedNeeds(plan)).toEqual({
    items: ['Chicken stock — 600 ml'],
    pantry: ['Oil', 'Salt and pepper'],
  })
  expect(plannedNeeds(planRecipe(['bleach', 'soap']))).toBeUndefined()
})

test('reading the offline chef’s own markdown finds the extras its plan names', () => {
  for (const list of [
    ['chicken breast', 'spinach', 'rice', 'parmesan'],
    ['tofu', 'broccoli', 'soy sauce', 'garlic'],
    ['eggs', 'milk', 'flour', 'butter'],
    ['lamb chops', 'yogurt', 'cucumber', 'mint'],
  ]) {
    const plan = planRecipe(list)
    expect(readRecipeNeeds(renderRecipe(plan), list)?.items).toEqual(plannedNeeds(plan)?.items)
  }
})
