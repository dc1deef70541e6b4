import fc from 'fast-check'
import { expect, test } from 'vitest'
import { INGREDIENT_SUGGESTIONS } from '../shared/ingredient-suggestions.ts'
import { composeRecipe, renderRecipe } from './compose-recipe.ts'
import { planRecipe } from './planning/plan-recipe.ts'
import { methodText, structureProblems, unmentioned } from './recipe-checks.ts'

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

// Things nobody should eat, each with words that must never reach the ingredients or the method.
const UNSAFE: ReadonlyArray<readonly [string, string]> = [
  ['chicken that smells off', 'smells off'],
  ['mouldy bread', 'mouldy'],
  ['bleach', 'bleach'],
  ['wild mushrooms I picked', 'picked'],
  ['rotten tomatoes', 'rotten'],
  ['out of date milk that smells funny', 'out of date'],
  ['raw chicken left out overnight', 'left out'],
  ['foraged berries', 'foraged'],
  ['slug pellets', 'slug'],
]

test('nothing unsafe is ever cooked, whatever else is on the list', () => {
  fc.assert(
    fc.property(
      fc.array(realistic, { minLength: 1, maxLength: 12 }),
      fc.subarray([...UNSAFE], { minLength: 1 }),
      fc.nat(3),
      (safe, unsafe, variant) => {
        const list = [...safe, ...unsafe.map(([item]) => item)]
        const plan = planRecipe(list, { variant })
        const markdown = renderRecipe(plan)
        const cooked =
          `${plan.ingredients.map((item) => item.name).join(' ')} ${methodText(markdown)} ${plan.title}`.toLowerCase()
        for (const [item, marker] of unsafe) {
          expect(cooked, item).not.toContain(marker.toLowerCase())
          expect(plan.used.map((match) => match.input)).not.toContain(item)
        }
      },
    ),
    { numRuns: RUNS },
  )
})

// Made-up words: they can only reach the title by pasting the visitor's text.
const madeUp = fc.stringMatching(/^[bcdfghjklmnpqrstvwxz]{7,10}$/)

test('the visitor’s free text never becomes the title or a step', () => {
  fc.assert(
    fc.property(
      fc.array(realistic, { minLength: 3, maxLength: 10 }),
      fc.array(fc.tuple(knownName, madeUp), { minLength: 1, maxLength: 3 }),
      fc.nat(2),
      (plain, decorated, variant) => {
        const list = [...plain, ...decorated.map(([name, word]) => `${name} from ${word}`)]
        const plan = planRecipe(list, { variant })
        const written = `${plan.title} ${plan.steps.join(' ')}`.toLowerCase()
        for (const [, word] of decorated) expect(written).not.toContain(word)
      },
    ),
    { numRuns: RUNS },
  )
})

test('the first three ideas are three different dishes whenever the list allows three', () => {
  fc.assert(
    fc.property(fc.array(realistic, { minLength: 3, maxLength: 15 }), (list) => {
      const plans = [0, 1, 2].map((variant) => planRecipe(list, { variant }))
      const [first] = plans
      if (first === undefined || first.ranking.length < 3) return
      const titles = plans.map((plan) => plan.title)
      const dishes = plans.map((plan) => plan.family.id)
      expect(new Set(titles).size, titles.join(' / ')).toBe(3)
      expect(new Set(dishes).size, dishes.join(' / ')).toBe(3)
    }),
    { numRuns: RUNS },
  )
})

test('past the last good idea the chef says so instead of repeating', () => {
  fc.assert(
    fc.property(fc.array(realistic, { minLength: 1, maxLength: 10 }), (list) => {
      const { ranking } = planRecipe(list)
      if (ranking.length === 0) return
      const past = composeRecipe(list, { variant: ranking.length })
      expect(past).toMatch(/^## Out of New Ideas for This List\n/)
      expect(structureProblems(past)).toEqual([])
    }),
    { numRuns: RUNS / 3 },
  )
})
