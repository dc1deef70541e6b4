// A cook's read of round 9: "Tomato pastes — 2" and "Tomato paste — ½ tin" in bean dishes,
// 2 tbsp of tomato purée "simmered until rich and thick" as a pasta's whole sauce, beans drained
// twice (the chef's boil, then the dish's tin step), and "cherry toms" listed as "Toms — 2".
import { describe, expect, test } from 'vitest'
import { planRecipe } from './plan-recipe.ts'

const BARBUNYA = [
  'dried barbunya beans 2 cups',
  'carrots',
  'potato',
  'onion',
  'tomato paste',
  'olive oil',
  'lemon',
]

const ideas = (list: readonly string[]) =>
  [0, 1, 2].flatMap((variant) => {
    const plan = planRecipe(list, { variant })
    return plan.kind === 'recipe' ? [plan] : []
  })

describe('tomato purée', () => {
  test('filling a place for tomatoes or a tin is spoonfuls, never counted or tinned', () => {
    for (const plan of ideas(BARBUNYA)) {
      const paste = plan.ingredients.find((item) => item.canonical === 'tomato puree')
      if (paste === undefined) continue
      expect(paste.name, plan.title).toBe('Tomato paste')
      expect(paste.amount, plan.title).toMatch(/^\d+(?:½)? tbsp$/)
      expect(plan.steps.join('\n'), plan.title).not.toMatch(/open the tomato paste/i)
    }
  })

  test('as a pasta sauce it is loosened with the pasta water, not simmered until thick', () => {
    const pasta = ideas(BARBUNYA).find((plan) => /Pasta$/.test(plan.title))
    if (pasta === undefined) return
    const method = pasta.steps.join('\n')
    expect(method).not.toMatch(/tomato paste[^.]*until rich and thick/)
    expect(method).toMatch(/tomato paste[^.]*pasta water[^.]*glossy sauce/)
  })
})

describe('dried beans the chef has cooked and drained', () => {
  test('are added to the dish, not drained and rinsed again', () => {
    const lists = [
      BARBUNYA,
      [
        'dried haricot beans 250g',
        'passata',
        'black treacle',
        'onion',
        'smoked paprika',
        'sourdough',
        'eggs',
      ],
    ]
    for (const list of lists) {
      for (const plan of ideas(list)) {
        const drains = plan.steps.filter(
          (step) => /\bdrain\b/i.test(step) && /beans|them/.test(step),
        )
        const method = plan.steps.join('\n')
        if (!/boil (?:hard )?for 10 minutes, then simmer for 45–90 minutes/.test(method)) continue
        expect(method, plan.title).not.toMatch(/Drain and rinse the (?:haricot )?beans/)
        expect(drains.length, plan.title).toBe(1)
      }
    }
  })
})

describe('cherry toms', () => {
  test('are cherry tomatoes, not "Toms — 2"', () => {
    for (const plan of ideas([
      'frozen prawns 300g',
      'half a courgette',
      'linguine',
      'garlic',
      'chilli',
      'lemon',
      'cherry toms (going soft)',
      'parsely',
    ])) {
      const toms = plan.ingredients.find((item) => /tom/i.test(item.name))
      if (toms === undefined) continue
      expect(toms.name, plan.title).toBe('Cherry tomatoes')
    }
  })
})
