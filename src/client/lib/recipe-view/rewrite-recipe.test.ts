import { describe, expect, it } from 'vitest'
import { rewriteForView, rewriteIngredientLine, rewriteRecipe } from './rewrite-recipe.ts'

const CHEF_RECIPE = `### Cauliflower Cheese

Tender cauliflower baked in a smooth cheese sauce.

**Serves 2 · 45 minutes · Vegetarian**

#### Ingredients

- Cauliflower — 600 g
- Mature cheddar — 125 g
- Milk — 400 ml
- Eggs — 3
- Onion — 1
- Garlic — 2 cloves *(extra)*
- Plain flour — 1½ tbsp
- Salt — to taste
- Water — a kettleful

#### Method

1. Heat the oven to 200 °C (180 °C fan). Cut the cauliflower into large florets.
2. Whisk in the 400 ml milk a little at a time and cook for 5 minutes.

#### Notes

- The sauce keeps for 3 days.
`

const AI_RECIPE = `## Tomato Chickpea Curry

Serves 4 | Prep 10 mins

**Ingredients:**
- 1 (400g) tin chopped tomatoes
- 2–3 tbsp olive oil
- ½ cup (120 ml) milk
- salt to taste
- a pinch of saffron
- 1½ lb chicken thighs
- 3-4 cloves garlic, minced
- Juice of 1 lemon
- Something the reader cannot read

**Instructions:**
1. Preheat oven to 350°F.
2. Heat 2 tbsp of the oil and cook 10 minutes.
`

function ingredientsOf(markdown: string): string[] {
  return markdown.split('\n').filter((line) => line.startsWith('- '))
}

describe('rewriteRecipe', () => {
  it('leaves the recipe exactly as written when nothing is chosen', () => {
    expect(rewriteRecipe(CHEF_RECIPE, { factor: 1 })).toBe(CHEF_RECIPE)
    expect(rewriteForView(CHEF_RECIPE, {})).toBe(CHEF_RECIPE)
  })

  it("doubles the offline chef's amounts, eggs whole, and says the new servings", () => {
    const doubled = rewriteForView(CHEF_RECIPE, { servings: 4 })
    expect(doubled).toContain('**Serves 4 · 45 minutes · Vegetarian**')
    expect(ingredientsOf(doubled).slice(0, 9)).toEqual([
      '- Cauliflower — 1.2 kg',
      '- Mature cheddar — 250 g',
      '- Milk — 800 ml',
      '- Eggs — 6',
      '- Onions — 2',
      '- Garlic — 4 cloves *(extra)*',
      '- Plain flour — 3 tbsp',
      '- Salt — to taste',
      '- Water — a kettleful',
    ])
    expect(doubled).toContain('Whisk in the 800 ml milk')
    // Times are not amounts.
    expect(doubled).toContain('cook for 5 minutes')
    expect(doubled).toContain('keeps for 3 days')
  })

  it('halves to whole eggs and halves of things', () => {
    const halved = ingredientsOf(rewriteForView(CHEF_RECIPE, { servings: 1 }))
    expect(halved).toContain('- Eggs — 2')
    expect(halved).toContain('- Onion — ½')
    expect(halved).toContain('- Garlic — 1 clove *(extra)*')
  })

  it('converts to US measures, in the method too, with the gas mark', () => {
    const us = rewriteForView(CHEF_RECIPE, { units: 'us' })
    expect(us).toContain('- Cauliflower — 1¼ lb')
    expect(us).toContain('- Mature cheddar — 4½ oz')
    expect(us).toContain('- Milk — 1⅔ cups')
    expect(us).toContain('- Eggs — 3')
    expect(us).toContain('Heat the oven to 400 °F / gas mark 6 (350 °F fan)')
    expect(us).toContain('**Serves 2 · 45 minutes · Vegetarian**')
  })

  it('reads and rewrites the AI shapes: tins with a size, ranges, brackets, "a pinch", "juice of"', () => {
    const doubled = ingredientsOf(rewriteForView(AI_RECIPE, { servings: 8 }))
    expect(doubled).toEqual([
      '- 2 (400g) tins chopped tomatoes',
      '- 4–6 tbsp olive oil',
      '- 1 cup (240 ml) milk',
      '- salt to taste',
      '- 2 pinches of saffron',
      '- 3 lb chicken thighs',
      '- 6–8 cloves garlic, minced',
      '- Juice of 2 lemons',
      '- Something the reader cannot read',
    ])
    expect(rewriteForView(AI_RECIPE, { servings: 8 })).toContain('Serves 8 | Prep 10 mins')
  })

  it('converts an AI recipe to metric without saying an amount twice', () => {
    const metric = rewriteForView(AI_RECIPE, { units: 'metric' })
    expect(ingredientsOf(metric)).toContain('- 120 ml milk')
    expect(ingredientsOf(metric)).toContain('- 675 g chicken thighs')
    expect(metric).toContain('Preheat oven to 180 °C / gas mark 4.')
  })

  it('keeps the servings within ½× and 4× of the recipe’s own, whatever a link says', () => {
    expect(rewriteForView(AI_RECIPE, { servings: 100 })).toContain('Serves 16 |')
    expect(rewriteForView(AI_RECIPE, { servings: 1 })).toContain('Serves 2 |')
  })

  it('scales nothing in a recipe with no serves line, but still converts it', () => {
    const noServes = AI_RECIPE.replace('Serves 4 | Prep 10 mins\n', '')
    expect(rewriteForView(noServes, { servings: 8 })).toBe(noServes)
    expect(rewriteForView(noServes, { units: 'metric' })).toContain('- 120 ml milk')
  })
})

describe('rewriteIngredientLine', () => {
  it('keeps words that round back to themselves', () => {
    expect(rewriteIngredientLine('a pinch of saffron', { factor: 0.5 })).toBe('a pinch of saffron')
    expect(rewriteIngredientLine('salt to taste', { factor: 2, system: 'us' })).toBe(
      'salt to taste',
    )
  })

  it('converts a tin’s size but never scales it', () => {
    expect(
      rewriteIngredientLine('1 (400g) tin chopped tomatoes', { factor: 1, system: 'us' }),
    ).toBe('1 (14 oz) tin chopped tomatoes')
    expect(rewriteIngredientLine('2 x 400g tins chickpeas', { factor: 0.5 })).toBe(
      '1 x 400g tin chickpeas',
    )
  })
})
