import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LEXICON } from '../lexicon/lexicon.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import type { AllergenGroup } from './allergen-groups.ts'
import { ALLERGEN_GROUPS } from './allergen-groups.ts'
import { allergensOf } from './ingredient-allergens.ts'
import { findRecipeConflicts, readRecipeText, shortItem } from './recipe-conflicts.ts'

const SATAY = `## Spicy Peanut Noodles with Shrimp

A quick weeknight noodle bowl with a creamy peanut sauce.

**Serves:** 2 | **Time:** 25 minutes

**Ingredients:**

- 8 oz (225 g) egg noodles
- 2 tbsp peanut butter
- 200g raw king prawns, peeled
- 1 cup (240 ml) coconut milk
* 2 cloves garlic, minced
- 2 tbsp gluten-free soy sauce (or tamari)
- 3 scallions, thinly sliced
- 1/4 cup fresh cilantro, chopped
- 1 tbsp fish sauce (optional)

**For the garnish:**
- Chopped roasted peanuts
- Lime wedges

**Instructions:**

1. Cook the noodles according to the packet instructions.
2. Whisk the peanut butter with the coconut milk and soy sauce.
3. Fry the shrimp with the garlic, then toss everything with the noodles.
4. Serve with a dollop of Greek yogurt and a sprinkle of sesame seeds.
5. Use tofu instead of chicken if you prefer.
`

describe('findRecipeConflicts', () => {
  it('names both clashes for "avoid peanuts, shellfish"', () => {
    const result = findRecipeConflicts(SATAY, ['peanuts', 'shellfish'], [])
    expect(result.items).toEqual(['peanut butter', 'raw king prawns', 'Chopped roasted peanuts'])
    expect(result.clashes[0]).toEqual({
      item: 'peanut butter',
      reason: 'contains peanuts',
      breaks: 'peanuts',
    })
    expect(result.clashes[1]?.breaks).toBe('shellfish')
  })

  it('finds coriander written as cilantro, and method-only extras', () => {
    expect(findRecipeConflicts(SATAY, ['coriander'], []).items).toEqual(['fresh cilantro'])
    expect(findRecipeConflicts(SATAY, ['sesame'], []).items).toEqual(['sesame seeds'])
    expect(findRecipeConflicts(SATAY, ['dairy'], []).items).toEqual(['greek yogurt'])
  })

  it('does not report what is replaced, or a gluten-free version', () => {
    expect(findRecipeConflicts(SATAY, ['chicken'], []).items).toEqual([])
    expect(findRecipeConflicts(SATAY, ['gluten'], []).items).toEqual(['egg noodles'])
  })

  it('reports diets', () => {
    const result = findRecipeConflicts(SATAY, [], ['vegetarian'])
    expect(result.items).toEqual(['raw king prawns', 'fish sauce'])
    const vegan = findRecipeConflicts(SATAY, [], ['vegan'])
    expect(vegan.items).toEqual(['egg noodles', 'raw king prawns', 'fish sauce', 'greek yogurt'])
    const pescatarian = findRecipeConflicts(SATAY, [], ['pescatarian'])
    expect(pescatarian.items).toEqual([])
  })

  it('reads ## headings, numbered ingredient lists and US names', () => {
    const markdown = `# Creamy Tuscan Chicken

### Ingredients
1. 2 boneless chicken breasts
2. 1 cup heavy cream
3. 1/2 cup grated Parmesan
4. 2 cups baby spinach
5. 1/4 cup sun-dried tomatoes

### Method
1. Sear the chicken. Add the cream and parmesan and simmer.
2. Stir in the spinach and tomatoes.
`
    expect(findRecipeConflicts(markdown, ['dairy'], []).items).toEqual([
      'heavy cream',
      'grated Parmesan',
    ])
    expect(findRecipeConflicts(markdown, [], ['vegetarian']).items).toEqual([
      'boneless chicken breasts',
      'grated Parmesan',
    ])
    expect(findRecipeConflicts(markdown, ['sulphites'], []).items).toEqual(['sun-dried tomatoes'])
  })

  it('reads every bullet when there is no ingredients heading', () => {
    const markdown = `Quick pesto pasta:\n- 200g spaghetti\n- 3 tbsp basil pesto\n- handful of rocket\n\nBoil the pasta, stir through the pesto.`
    expect(findRecipeConflicts(markdown, ['nuts'], []).items).toEqual(['basil pesto'])
    expect(findRecipeConflicts(markdown, ['coeliac'], []).items).toEqual(['spaghetti'])
  })

  it('hidden sources in what an AI writes', () => {
    const markdown = `## Korean-Style Rice Bowl
**Ingredients**
- 1 cup kimchi, chopped
- 1 tbsp gochujang
- 2 tsp sesame oil
- 1 tbsp miso paste
- 1 tsp Worcestershire sauce
- 2 tbsp mayonnaise
- 1 vegetable stock cube
`
    expect(findRecipeConflicts(markdown, ['fish'], []).items).toEqual([
      'kimchi',
      'Worcestershire sauce',
    ])
    expect(findRecipeConflicts(markdown, ['soy'], []).items).toEqual(['gochujang', 'miso paste'])
    expect(findRecipeConflicts(markdown, ['egg'], []).items).toEqual(['mayonnaise'])
    expect(findRecipeConflicts(markdown, ['celery'], []).items).toEqual(['vegetable stock cube'])
  })

  it('avoids false clashes: peanut-free, dairy-free, vegan, sauerkraut, allergy notes', () => {
    const markdown = `## Bowl
### Ingredients
- 100 g peanut-free chocolate
- 200 ml dairy-free yogurt
- 2 tbsp vegan mayo
- 100 g sauerkraut
- 1 tbsp olive oil (instead of butter)
### Notes
This bowl is nut-free. If you have a nut allergy, check the chocolate label.
`
    expect(
      findRecipeConflicts(markdown, ['peanuts', 'fish', 'dairy', 'egg'], ['vegan']).items,
    ).toEqual([
      // the chocolate's soya lecithin is not on the avoid list; nothing else clashes
    ])
  })

  it('reports an alternative that clashes ("butter or oil")', () => {
    const markdown = `**Ingredients:**\n- 2 tbsp butter or olive oil\n- 2 eggs`
    expect(findRecipeConflicts(markdown, ['dairy'], []).items).toEqual(['butter or olive oil'])
    expect(findRecipeConflicts(markdown, [], ['vegan']).items).toEqual([
      'butter or olive oil',
      'eggs',
    ])
  })

  it('a word the lexicon does not know still clashes by its words', () => {
    const markdown = `## Ingredients\n- 2 tbsp lupin flour\n- 1 tbsp chicken skin, crisped`
    expect(findRecipeConflicts(markdown, ['lupin', 'chicken skin'], []).items).toEqual([
      'lupin flour',
      'chicken skin',
    ])
  })

  it('keeps short names', () => {
    expect(shortItem('1 cup (240 ml) coconut milk')).toBe('coconut milk')
    expect(shortItem('2 cloves garlic, minced')).toBe('garlic')
    expect(shortItem('200g raw king prawns')).toBe('raw king prawns')
  })

  it('splits a recipe into ingredient lines and the rest', () => {
    const { ingredientLines, otherLines } = readRecipeText(SATAY)
    expect(ingredientLines).toHaveLength(11)
    expect(otherLines.some((line) => line.startsWith('Cook the noodles'))).toBe(true)
  })

  it('no avoid items and no diets: nothing to report', () => {
    expect(findRecipeConflicts(SATAY, [], [])).toEqual({ items: [], clashes: [] })
  })
})

// A broken or hostile model can write anything: each of these once overflowed the stack (a
// 1.1 MB line of clashes pushed with a spread) or took seconds (rules that rescan a line from
// every bracket or space). They take well under a second on a quiet machine; the bound only has
// to catch a rule that is quadratic again (minutes on 1.1 MB), so it leaves room for a machine
// loaded many times over (13 s was seen at a load of 25 on two cores).
describe('findRecipeConflicts on hostile text', () => {
  const hostile: Record<string, string> = {
    'a 1.1 MB ingredient line of alternatives': `## Ingredients\n- ${'egg or '.repeat(160_000)}\n`,
    'a 1.1 MB method line of clashes': `Beat ${'egg '.repeat(280_000)}\n`,
    'a line of 1.1 MB of spaces': `## Ingredients\n- a${' '.repeat(1_100_000)}b\n`,
    'a line of unclosed brackets': `## Ingredients\n- ${'(a '.repeat(370_000)}\n`,
  }
  for (const [name, markdown] of Object.entries(hostile)) {
    it(`${name}: an answer, in bounded time`, { timeout: 120_000 }, () => {
      const startedAt = performance.now()
      const result = findRecipeConflicts(markdown, ['eggs'], ['vegan'])
      expect(performance.now() - startedAt).toBeLessThan(60_000)
      expect(result.items.length).toBeLessThanOrEqual(1)
    })
  }

  it('still finds the clash in a long line, and reads a long line between its words', () => {
    const filler = 'stir well and taste as you go '.repeat(100)
    const markdown = `## Method\n${filler}then add the peanut butter ${filler}\n`
    expect(findRecipeConflicts(markdown, ['peanuts'], []).items).toEqual(['peanut butter'])
    for (const line of readRecipeText(markdown).otherLines) {
      expect(line.length).toBeLessThanOrEqual(1_000)
    }
  })
})

// Entries whose canonical name reads back as themselves, so a generated line means that entry.
const READABLE = LEXICON.filter((entry) => matchIngredient(entry.id).entry?.id === entry.id)

const GROUP_WORD: Readonly<Record<AllergenGroup, string>> = {
  gluten: 'gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  peanuts: 'peanuts',
  soya: 'soya',
  milk: 'milk',
  'tree-nuts': 'tree nuts',
  celery: 'celery',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphites: 'sulphites',
  lupin: 'lupin',
  molluscs: 'molluscs',
}

function recipeOf(ids: readonly string[], quantities: readonly number[]): string {
  const lines = ids.map((id, index) => `- ${quantities[index] ?? 1} tbsp ${id}`)
  const method = ids.map((id) => `Add the ${id} and stir.`).join(' ')
  return `## Test Dish\n\n**Ingredients:**\n${lines.join('\n')}\n\n**Method:**\n1. ${method}\n`
}

describe('properties', () => {
  it('no false clash for a recipe built only from entries without the allergen', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALLERGEN_GROUPS),
        fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 8, maxLength: 8 }),
        (group, picks, quantities) => {
          const safe = READABLE.filter((entry) => !allergensOf(entry).includes(group))
          const ids = picks.map((pick) => safe[pick % safe.length]?.id ?? 'rice')
          const result = findRecipeConflicts(recipeOf(ids, quantities), [GROUP_WORD[group]], [])
          expect(result.items).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })

  it('every readable entry with the allergen is reported', () => {
    for (const group of ALLERGEN_GROUPS) {
      for (const entry of READABLE.filter((candidate) => allergensOf(candidate).includes(group))) {
        const result = findRecipeConflicts(recipeOf([entry.id], [2]), [GROUP_WORD[group]], [])
        expect(result.items, `${group}: ${entry.id}`).toEqual([entry.id])
      }
    }
  })

  it('never throws, and reports each item once', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.array(fc.string({ maxLength: 60 }), { maxLength: 20 }),
        (markdown, avoid) => {
          const result = findRecipeConflicts(markdown, avoid, ['vegan', 'gluten-free'])
          expect(new Set(result.items.map((item) => item.toLowerCase())).size).toBe(
            result.items.length,
          )
        },
      ),
      { numRuns: 200 },
    )
  })
})
