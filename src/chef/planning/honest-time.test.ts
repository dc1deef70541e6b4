import fc from 'fast-check'
import { expect, test } from 'vitest'
import { EVALUATION_LISTS } from '../../../tests/chef-evaluation/tuned/evaluate.ts'
import { INGREDIENT_SUGGESTIONS } from '../../shared/ingredient-suggestions.ts'
import { honestDescription, longestStepMinutes } from './honest-time.ts'
import { planRecipe } from './plan-recipe.ts'

test.each([
  [['Simmer for 40 minutes.'], 40],
  [['Cover and simmer very gently for 2 hours, until tender.'], 120],
  [['Bake for 1–1.5 hours.'], 90],
  [['Fry for 5 mins, then simmer for 20–25 minutes.'], 25],
  [['Soak for 8–12 hours. Simmer for 45 minutes.'], 45],
  [['Serve now, or chill for up to 2 hours.'], 0],
  [['Simmer, skimming, for 1½ hours, until tender.'], 90],
  [['Roast for an hour, then rest.'], 60],
  [['Leave to stand for half an hour.'], 30],
  [['Bake for 1¼–1½ hours.'], 90],
])('%j: the longest wait is %i minutes', (steps, minutes) => {
  expect(longestStepMinutes(steps)).toBe(minutes)
})

test('a chilli of stewing beef that simmers for two hours does not say 45 minutes', () => {
  const plan = planRecipe([
    'stewing beef',
    'kidney beans',
    'chopped tomatoes',
    'onion',
    'chilli powder',
  ])
  expect(plan.minutes).toBeGreaterThanOrEqual(longestStepMinutes(plan.steps))
})

const knownName = fc.constantFrom(...INGREDIENT_SUGGESTIONS)

test('the header time is never below the longest step, for any list and any idea', () => {
  fc.assert(
    fc.property(fc.array(knownName, { minLength: 3, maxLength: 9 }), fc.nat(3), (list, variant) => {
      const plan = planRecipe(list, { variant })
      if (plan.kind !== 'recipe') return
      expect(plan.minutes, plan.title).toBeGreaterThanOrEqual(longestStepMinutes(plan.steps))
    }),
    { numRuns: 300 },
  )
  for (const { list } of EVALUATION_LISTS) {
    for (const variant of [0, 1, 2]) {
      const plan = planRecipe(list, { variant })
      if (plan.kind !== 'recipe') continue
      expect(plan.minutes, plan.title).toBeGreaterThanOrEqual(longestStepMinutes(plan.steps))
    }
  }
  // Every tuned list three times over takes about 30 s alone; on a busy machine, more. The
  // timeout is only a safety net.
}, 120_000)

test('a description promises no more speed than the recipe keeps', () => {
  expect(honestDescription('Glossy, savoury and on the table in twenty minutes.', 50)).toBe(
    'Glossy and savoury.',
  )
  expect(honestDescription('Glossy, savoury and on the table in twenty minutes.', 20)).toBe(
    'Glossy, savoury and on the table in twenty minutes.',
  )
  expect(
    honestDescription(
      'Properly spiced and saucy — better than a takeaway and ready in well under an hour.',
      110,
    ),
  ).toBe('Properly spiced and saucy — better than a takeaway.')
  expect(honestDescription('Golden pancakes, made from scratch in minutes.', 40)).toBe(
    'Golden pancakes, made from scratch.',
  )
})

test('hours in the fridge the method insists on are said after the time, unless the time counts them', () => {
  const ideas = [0, 1, 2].map((variant) =>
    planRecipe(['chicken thighs', 'paprika', 'onion', 'sour cream', 'green pepper'], { variant }),
  )
  const shashlik = ideas.find((plan) => plan.kind === 'recipe' && plan.title === 'Shashlik')
  expect(shashlik?.kind === 'recipe' && shashlik.ahead).toBe('plus at least 4 hours in the fridge')
  // Gazpacho's 2 hours 20 minutes already count its 2 hours of chilling.
  const gazpacho = planRecipe([
    'tomatoes',
    'cucumber',
    'green pepper',
    'garlic',
    'bread',
    'olive oil',
  ])
  expect(gazpacho.kind === 'recipe' && gazpacho.title).toBe('Gazpacho')
  expect(gazpacho.kind === 'recipe' && gazpacho.ahead).toBeFalsy()
})
