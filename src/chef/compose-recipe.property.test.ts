import fc from 'fast-check'
import { expect, test } from 'vitest'
import { INGREDIENT_SUGGESTIONS } from '../shared/ingredient-suggestions.ts'
import {
  avoidConflict,
  dietConflict,
  findRecipeConflicts,
  readAvoidItems,
} from './allergens/index.ts'
import { composeRecipe, renderRecipe } from './compose-recipe.ts'
import { lexiconEntry } from './lexicon/lexicon.ts'
import { planRecipe } from './planning/plan-recipe.ts'
import {
  methodText,
  structureProblems,
  unmentioned,
} from '../../tests/chef-evaluation/recipe-checks.ts'

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

const DIET_NAMES = ['vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free'] as const
const AVOID_WORDS = [
  'peanuts',
  'nuts',
  'shellfish',
  'dairy',
  'gluten',
  'eggs',
  'fish',
  'soy',
  'sesame',
  'coriander',
  'mushrooms',
  'pork',
  'celery',
  'mustard',
] as const
const preferences = fc.record(
  {
    diets: fc.subarray([...DIET_NAMES]),
    avoid: fc.subarray([...AVOID_WORDS], { maxLength: 4 }),
    servings: fc.integer({ min: 1, max: 12 }),
    maxMinutes: fc.integer({ min: 10, max: 240 }),
  },
  { requiredKeys: [] },
)

test('for any list and any preferences, nothing in the recipe clashes with them', () => {
  fc.assert(
    fc.property(
      fc.array(realistic, { minLength: 1, maxLength: 15 }),
      preferences,
      fc.nat(2),
      (ingredients, wanted, variant) => {
        const options = { ...wanted, variant }
        const markdown = composeRecipe(ingredients, options)
        expect(structureProblems(markdown)).toEqual([])
        const plan = planRecipe(ingredients, options)
        if (plan.kind === 'recipe') {
          // The ingredient lines, read the way the server reads an AI recipe. (The notes name what
          // was left out without cooking it; the method's words are checked through the plan.)
          const cooked =
            (markdown.split('\n### Method\n')[0] ?? '').split('\n### Ingredients\n')[1] ?? ''
          const clashes = findRecipeConflicts(cooked, wanted.avoid ?? [], wanted.diets ?? [])
          expect(clashes.items, markdown).toEqual([])
        }
        for (const item of plan.ingredients) {
          if (item.canonical === undefined) continue
          const entry = lexiconEntry(item.canonical)
          expect(avoidConflict(entry, readAvoidItems(wanted.avoid ?? []))).toBeUndefined()
          expect(dietConflict(entry, wanted.diets ?? [])).toBeUndefined()
        }
      },
    ),
    { numRuns: RUNS },
  )
})

test('more servings never means less of anything in the same dish', () => {
  fc.assert(
    fc.property(
      fc.array(realistic, { minLength: 3, maxLength: 10 }),
      fc.integer({ min: 1, max: 11 }),
      (ingredients, servings) => {
        const smaller = planRecipe(ingredients, { servings })
        const larger = planRecipe(ingredients, { servings: servings + 1 })
        if (smaller.kind !== 'recipe' || smaller.family.id !== larger.family.id) return
        const amountOf = (plan: typeof smaller, canonical: string | undefined) =>
          plan.ingredients.find((item) => item.canonical === canonical)?.amount
        for (const item of smaller.ingredients) {
          const before = quantityIn(item.amount)
          const after = quantityIn(amountOf(larger, item.canonical) ?? '')
          // "900 g", then "1 (about 2 kg)" once a whole joint is wanted: weights against weights.
          if (before === undefined || after === undefined || before.family !== after.family)
            continue
          expect(
            after.value,
            `${item.name}: ${item.amount} → ${amountOf(larger, item.canonical)}`,
          ).toBeGreaterThanOrEqual(before.value)
        }
      },
    ),
    { numRuns: RUNS },
  )
})

const GLYPHS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75 }
const UNIT_SIZES: Readonly<Record<string, number>> = {
  kg: 1000,
  litre: 1000,
  litres: 1000,
  tbsp: 3,
}

/**
 * "1½ tbsp" → 4.5 (in tsp), "1.2 kg" → 1200: amounts in one unit family compared as numbers; a
 * count with its weight beside it ("1 (about 2 kg)") is that weight.
 */
function quantityIn(amount: string): { value: number; family: string } | undefined {
  const about = /\(about (\d+(?:\.\d+)?)\s*(kg|g)\)/.exec(amount)
  if (about !== null)
    return { value: Number(about[1]) * (about[2] === 'kg' ? 1000 : 1), family: 'g' }
  const match = /^(\d+(?:\.\d+)?)?([½¼¾])?\s*([a-z]+)?/.exec(amount)
  if (match === null || (match[1] === undefined && match[2] === undefined)) return undefined
  const number = Number(match[1] ?? 0) + (GLYPHS[match[2] ?? ''] ?? 0)
  const unit = match[3] ?? ''
  const family =
    unit === 'kg' || unit === 'g'
      ? 'g'
      : unit === 'tbsp' || unit === 'tsp'
        ? 'tsp'
        : /^(?:ml|litres?)$/.test(unit)
          ? 'ml'
          : unit.replace(/s$/, '')
  return { value: number * (UNIT_SIZES[unit] ?? 1), family }
}
