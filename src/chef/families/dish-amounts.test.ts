import fc from 'fast-check'
import { expect, test } from 'vitest'
import { INGREDIENT_SUGGESTIONS } from '../../shared/ingredient-suggestions.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { inStatedPieces } from './dish-amounts.ts'
import type { PlannedIngredient, PlanOptions } from '../planning/plan-recipe.ts'
import { planRecipe as planAnyDish } from '../planning/plan-recipe.ts'

// These are the family templates' amounts, so the classics (which have their own) stay out.
function planRecipe(ingredients: readonly string[], options: PlanOptions = {}) {
  return planAnyDish(ingredients, { ...options, composedOnly: true })
}

function amountOf(ingredients: readonly string[], canonical: string, servings = 2): string {
  const plan = planRecipe(ingredients, { servings })
  return plan.ingredients.find((item) => item.canonical === canonical)?.amount ?? 'not listed'
}

const GLYPHS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75 }

/** The number at the start of an amount ("1½", "2 cloves", "¾ tin"), or undefined. */
function leadingNumber(amount: string): number | undefined {
  const match = /^(\d*)([½¼¾]?)(?:\s|$)/.exec(amount)
  if (match === null || (match[1] === '' && match[2] === '')) return undefined
  return Number(match[1] === '' ? 0 : match[1]) + (GLYPHS[match[2] ?? ''] ?? 0)
}

// --- The visitor's quantities ------------------------------------------------------------------

test('two eggs for a frittata for two make a frittata for one, and the notes say so', () => {
  const plan = planRecipe(['2 eggs', 'courgettes', 'feta', 'onion', 'potatoes'])
  expect(plan.family.id).toBe('frittata')
  expect(plan.servings).toBe(1)
  expect(amountOf(['2 eggs', 'courgettes', 'feta', 'onion', 'potatoes'], 'egg')).toBe('2')
  expect(plan.notes).toContain(
    'Made for 1 rather than 2 to suit the 2 eggs you have; about 4 would serve 2.',
  )
})

// A frittata takes two eggs a head, like the omelette and shakshuka (a cook's read, issue 18, found
// three eggs with rice, vegetables and cheese "made for 1"): three eggs still make one for two,
// and the notes say what would make it fuller.
test('a visitor with a little less than the dish wants keeps the servings and is told what would make it fuller', () => {
  const plan = planRecipe(['3 eggs', 'courgettes', 'feta', 'onion', 'potatoes'])
  expect(plan.servings).toBe(2)
  expect(plan.notes).toContain('Uses the 3 eggs you have; 4 would make it more generous.')
})

test('three eggs still make a shakshuka for two, using all three', () => {
  const list = ['3 eggs', 'tinned tomatoes', 'red pepper', 'cumin']
  const plan = planRecipe(list)
  expect(plan.family.id).toBe('shakshuka')
  expect(plan.servings).toBe(2)
  expect(amountOf(list, 'egg')).toBe('3')
  expect(plan.steps.join(' ')).not.toMatch(/Make \d+ little wells/)
})

test('more than the recipe needs leaves the recipe’s amount and the visitor’s words', () => {
  const list = ['12 eggs', 'spinach', 'cheddar', 'onion']
  const plan = planRecipe(list)
  expect(plan.servings).toBe(2)
  expect(Number(amountOf(list, 'egg'))).toBeLessThanOrEqual(5)
  expect(plan.ingredients.find((item) => item.canonical === 'egg')?.name).toBe('Eggs')
  expect(plan.notes.join(' ')).not.toMatch(/you have/)
})

test('a weight the visitor gives caps the recipe’s weight', () => {
  const list = ['150g spaghetti', 'tinned tomatoes', 'garlic', 'basil']
  expect(amountOf(list, 'spaghetti')).toBe('150 g')
  expect(planRecipe(list).servings).toBe(2)
  expect(amountOf(['1kg spaghetti', 'tinned tomatoes', 'garlic', 'basil'], 'spaghetti')).toBe(
    '175 g',
  )
  const forFour = planRecipe(['200g spaghetti', 'tinned tomatoes', 'garlic', 'basil'], {
    servings: 4,
  })
  expect(forFour.servings).toBe(2)
  expect(forFour.notes).toContain(
    'Made for 2 rather than 4 to suit the 200 g of spaghetti you have; about 350 g would serve 4.',
  )
})

test('spoons compare with spoons and stay in the visitor’s unit', () => {
  const list = ['chicken breast', 'broccoli', '1 tsp soy sauce', 'garlic', 'ginger']
  expect(amountOf(list, 'soy sauce')).toBe('1 tsp')
  expect(amountOf(['1 tbsp olive oil', '½ onion', '1 courgette', 'chickpeas'], 'onion')).toBe('½')
})

test('pieces named in the visitor’s words are counted as those pieces', () => {
  const list = ['1 salmon fillet', 'lemon', 'dill', 'new potatoes']
  expect(amountOf(list, 'salmon')).toBe('1 fillet')
  expect(planRecipe(list).notes).toContain(
    'Made for 1 rather than 2 to suit the 1 fillet of salmon you have; about 2 fillets would serve 2.',
  )
  expect(amountOf(['garlic, 1 clove', 'chicken breast', 'broccoli', 'soy sauce'], 'garlic')).toBe(
    '1 clove',
  )
})

test('even a tiny amount is what the visitor has: never more is listed', () => {
  const list = ['5g spaghetti', 'tinned tomatoes', 'garlic', 'basil']
  const plan = planRecipe(list)
  expect(amountOf(list, 'spaghetti')).toBe('5 g')
  expect(plan.servings).toBe(1)
  expect(plan.notes).toContain(
    'Made for 1 rather than 2 to suit the 5 g of spaghetti you have; 90 g would make it more generous, and about 175 g would serve 2.',
  )
})

test('amounts in units that do not compare leave the recipe’s amount alone', () => {
  // Grams of something counted in pieces, and a container of unknown size.
  expect(amountOf(['200g chicken breast', 'broccoli', 'soy sauce'], 'chicken breast')).toBe('2')
  expect(amountOf(['a bag of spinach', '4 eggs', 'cheddar'], 'spinach')).not.toBe('1 bag')
})

const counted = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.constantFrom(...INGREDIENT_SUGGESTIONS))
  .map(([count, name]) => [count, name] as const)

test('a counted item never lists more than the visitor said they have', () => {
  fc.assert(
    fc.property(
      fc.array(counted, { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 1, max: 8 }),
      fc.nat(3),
      (items, servings, variant) => {
        const plan = planRecipe(
          items.map(([count, name]) => `${count} ${name}`),
          { servings, variant },
        )
        for (const match of plan.used) {
          const listed = plan.ingredients.find(
            (item) => item.source === 'visitor' && item.canonical === match.entry?.id,
          )
          const stated = match.stated
          if (listed === undefined || stated === undefined || stated.unit !== '') continue
          if (!/^[\d½¼¾]+$/.test(listed.amount)) continue
          expect(leadingNumber(listed.amount), match.input).toBeLessThanOrEqual(stated.quantity)
        }
      },
    ),
    { numRuns: 200 },
  )
})

// --- Whole things in sensible amounts ------------------------------------------------------

function producePieces(ingredients: readonly PlannedIngredient[]): PlannedIngredient[] {
  return ingredients.filter((item) => {
    if (item.canonical === undefined || item.amount === '' || item.source === 'pantry') return false
    const entry = lexiconEntry(item.canonical)
    return (
      entry.perServing.unit === '' &&
      entry.perServing.quantity < 1 &&
      ['allium', 'root-veg', 'leafy-veg', 'fruiting-veg', 'stalk-veg', 'fruit'].includes(
        entry.category,
      )
    )
  })
}

test('peppers, onions, courgettes and lemons come in halves and wholes, whatever the servings', () => {
  const lists = [
    ['aubergine', 'courgette', 'red pepper', 'onion', 'tinned tomatoes', 'garlic'],
    ['peppers', 'mustard', 'soy sauce', 'salmon'],
    ['salmon fillets', 'lemon', 'dill', 'new potatoes', 'asparagus'],
    ['leeks', 'potatoes', 'vegetable stock', 'cream'],
    ['halloumi', 'couscous', 'red onion', 'peppers', 'mint', 'cucumber', 'lime'],
  ]
  for (const list of lists) {
    for (let servings = 1; servings <= 8; servings++) {
      for (const item of producePieces(planRecipe(list, { servings }).ingredients)) {
        expect(item.amount, `${item.name} for ${servings}`).toMatch(/^(?:½|\d+½?)(?: \*|$)/)
        expect(item.amount).not.toMatch(/[¼¾]/)
      }
    }
  }
  expect(amountOf(['peppers', 'mustard', 'soy sauce', 'salmon'], 'bell peppers')).toBe('2')
})

test('eggs and cloves of garlic are always whole', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...INGREDIENT_SUGGESTIONS), { minLength: 1, maxLength: 10 }),
      fc.integer({ min: 1, max: 12 }),
      fc.nat(3),
      (list, servings, variant) => {
        for (const item of planRecipe(['eggs', 'garlic', ...list], { servings, variant })
          .ingredients) {
          if (item.canonical === 'egg') expect(item.amount).toMatch(/^\d+$/)
          if (item.canonical === 'garlic') expect(item.amount).toMatch(/^\d+ cloves?$/)
        }
      },
    ),
    { numRuns: 150 },
  )
})

test('the family templates alone stay family templates when the ideas run short', () => {
  // Found by the property above: a third idea bought a classic's essential (a Kerala fish curry,
  // its garlic a paste's "1 tsp") although only the templates were asked for.
  const plan = planRecipe(['eggs', 'garlic', 'cornflour', 'shrimp', 'lime', 'white wine vinegar'], {
    servings: 1,
    variant: 2,
  })
  expect(plan.title).not.toMatch(/Kerala/)
  const garlic = plan.ingredients.find((item) => item.canonical === 'garlic')
  if (garlic) expect(garlic.amount).toMatch(/^\d+ cloves?$/)
})

test('tins are used by the half or the whole tin', () => {
  for (let servings = 1; servings <= 6; servings++) {
    const amount = amountOf(['penne', 'tuna', 'sweetcorn', 'mayonnaise'], 'tuna', servings)
    expect(amount).toMatch(/^(?:½|\d+½?) tins?$/)
  }
})

// A cook's read found "4 rashers bacon" listed as "Bacon — 250 g" in a cawl that weighs its bacon.
test.each([
  ['4 rashers bacon', 'bacon', { quantity: 250, unit: 'g' }, { quantity: 10, unit: 'rasher' }],
  ['6 slices bacon', 'bacon', { quantity: 3, unit: 'rasher' }, { quantity: 3, unit: 'slice' }],
  ['4 slices cheddar', 'cheddar', { quantity: 40, unit: 'g' }, { quantity: 2, unit: 'slice' }],
  ['2 salmon fillets', 'salmon', { quantity: 300, unit: 'g' }, { quantity: 300, unit: 'g' }],
  ['200g bacon', 'bacon', { quantity: 3, unit: 'rasher' }, { quantity: 3, unit: 'rasher' }],
  ['bacon', 'bacon', { quantity: 250, unit: 'g' }, { quantity: 250, unit: 'g' }],
] as const)('"%s": the recipe’s %j of %s is %j', (input, id, recipe, expected) => {
  const match = matchIngredient(input)
  expect(match.entry?.id).toBe(id)
  expect(inStatedPieces(match, lexiconEntry(id), recipe)).toEqual(expected)
})

test('counted rashers stay rashers, capped at what the visitor has, in a classic and a composed dish', () => {
  const cawl = planAnyDish(['leeks', '4 rashers bacon', 'caerphilly cheese', 'potatoes', 'butter'])
  expect(cawl.title).toBe('Cawl')
  expect(cawl.ingredients.find((item) => item.canonical === 'bacon')?.amount).toBe('4 rashers')
  expect(amountOf(['6 slices bacon', 'pasta', 'cream', 'parmesan'], 'bacon')).toBe('3 slices')
})
