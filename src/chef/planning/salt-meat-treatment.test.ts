// A cook's read of round 9: carne seca stir-fried for 3 minutes into a fried rice (salt-cured
// meat is desalted and simmered tender first, in every dish), and the rice of a baião de dois
// cooked twice because the visitor called it "arroz".
import { describe, expect, test } from 'vitest'
import { planRecipe } from './plan-recipe.ts'

const BRAZIL = [
  'arroz',
  'feijão de corda cooked',
  'queijo coalho',
  'bacon',
  'carne seca',
  'coentro',
  'manteiga de garrafa',
]

const methods = (list: readonly string[]) =>
  [0, 1, 2].flatMap((variant) => {
    const plan = planRecipe(list, { variant })
    return plan.kind === 'recipe' ? [{ title: plan.title, method: plan.steps.join('\n') }] : []
  })

describe('salt-cured meat', () => {
  test('is desalted in changes of water and cooked tender before any dish fries it', () => {
    const seen = methods(BRAZIL).filter(({ method }) => /carne seca/i.test(method))
    expect(seen.length).toBeGreaterThan(0)
    for (const { title, method } of seen) {
      const firstFried = method.search(
        /(?:stir-)?fry[^.]*carne seca|carne seca[^.]*\bfor 3–4 minutes/i,
      )
      const desalted = method.search(/carne seca[^.]*\b(?:soak|fresh water)|fresh water[^.]*salt/i)
      expect(desalted, title).toBeGreaterThanOrEqual(0)
      if (firstFried >= 0) expect(desalted, title).toBeLessThan(firstFried)
    }
  })

  test('in a composed fried rice the soak and the simmer come first, and the time says so', () => {
    for (const list of [BRAZIL, ['charque', 'rice', 'onion', 'garlic', 'peppers', 'soy sauce']]) {
      for (const variant of [0, 1, 2]) {
        const plan = planRecipe(list, { variant })
        if (plan.kind !== 'recipe' || !/fried rice|stir-fry/i.test(plan.title)) continue
        expect(plan.steps[0]).toMatch(/soak[^.]*changing the water/)
        expect(plan.steps[0]).toMatch(/simmer in fresh water for 40–60 minutes, until tender/)
        expect(plan.ahead).toMatch(/a day of soaking/)
      }
    }
  })

  test('a dish that desalts it itself is not given a second soak', () => {
    const plan = planRecipe(BRAZIL, { variant: 0 })
    if (plan.kind !== 'recipe') throw new Error(plan.kind)
    expect(plan.steps.join('\n').match(/\bsoak/g)?.length).toBe(1)
  })
})

describe('rice the visitor names in their own words', () => {
  test('"arroz" cooked by the dish is not cooked again by a step of its own', () => {
    for (const { title, method } of methods(BRAZIL)) {
      // An idea that leaves the rice out (a bean soup) has nothing to cook twice.
      if (!/\barroz\b/i.test(method)) continue
      const cooked =
        method.match(/\b(?:cook|simmer)[^.]*\barroz\b|\barroz\b[^.]*\btender\b/gi) ?? []
      expect(method, title).not.toMatch(/Cook the arroz to be ready with the rest/)
      expect(cooked.length, title).toBeGreaterThan(0)
    }
  })
})
