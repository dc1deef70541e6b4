import fc from 'fast-check'
import { expect, test } from 'vitest'
import { INGREDIENT_SUGGESTIONS } from '../shared/ingredient-suggestions.ts'
import { composeRecipe } from './compose-recipe.ts'
import { planRecipe } from './planning/plan-recipe.ts'
import { structureProblems, unmentioned } from './recipe-checks.ts'

const RUNS = 300

// Visitor-ish text: real ingredient names with quantities, odd punctuation and markdown, emoji,
// and plain noise.
const knownName = fc.constantFrom(...INGREDIENT_SUGGESTIONS)
const quantity = fc.constantFrom(
  '',
  '2 ',
  '500g ',
  'a handful of ',
  '1 tbsp ',
  '½ ',
  'a tin of ',
  '3 x ',
)
const decoration = fc.constantFrom(
  '',
  '!',
  ' (fresh)',
  '**',
  '# ',
  '1. ',
  '<b>',
  ' | ',
  '[x](y)',
  '🥚',
  '\\',
)
const realistic = fc
  .tuple(quantity, knownName, decoration)
  .map(([amount, name, extra]) => `${amount}${name}${extra}`.trim())
  .filter((text) => text.length > 0 && text.length <= 100)
const noise = fc
  .string({ minLength: 1, maxLength: 100, unit: 'grapheme' })
  .filter((text) => text.trim() !== '')
const item = fc.oneof(realistic, realistic, noise)
const list = fc.array(item, { minLength: 1, maxLength: 50 })

test('any list of one to fifty items gives a well-formed recipe', () => {
  fc.assert(
    fc.property(
      list,
      fc.nat(20),
      fc.integer({ min: 1, max: 8 }),
      (ingredients, variant, servings) => {
        const markdown = composeRecipe(ingredients, { variant, servings })
        expect(structureProblems(markdown)).toEqual([])
        expect(unmentioned(markdown)).toEqual([])
      },
    ),
    { numRuns: RUNS },
  )
})

test('any list gives the same recipe every time', () => {
  fc.assert(
    fc.property(list, fc.nat(5), (ingredients, variant) => {
      expect(composeRecipe(ingredients, { variant })).toBe(
        composeRecipe([...ingredients], { variant }),
      )
    }),
    { numRuns: RUNS / 3 },
  )
})

test('no recipe adds more than four extras', () => {
  fc.assert(
    fc.property(list, fc.nat(10), (ingredients, variant) => {
      expect(planRecipe(ingredients, { variant }).extras.length).toBeLessThanOrEqual(4)
    }),
    { numRuns: RUNS },
  )
})

test('the visitor’s markdown never adds headings, list items or links', () => {
  fc.assert(
    fc.property(list, (ingredients) => {
      const markdown = composeRecipe(ingredients)
      expect(markdown.split('\n').filter((line) => line.startsWith('## '))).toHaveLength(1)
      expect(markdown).not.toMatch(/(^|[^\\])\[[^\]]*\]\(/)
      expect(markdown).not.toMatch(/(^|[^\\])<[a-z]/i)
    }),
    { numRuns: RUNS },
  )
})

test('nonsense options fall back to sensible ones instead of throwing', () => {
  for (const options of [
    { variant: -3, servings: 0 },
    { variant: Number.NaN, servings: Number.POSITIVE_INFINITY },
    { variant: 1.5, servings: 2.7 },
    { variant: 1e12, servings: -1 },
  ]) {
    expect(structureProblems(composeRecipe(['eggs', 'cheese'], options))).toEqual([])
  }
})
