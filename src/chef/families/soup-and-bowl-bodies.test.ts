// A cook's read of round 9: pak choi, morning glory and ampalaya soups "blended until smooth",
// and couscous bowls with cold leftover mash or raw bitter gourd "in little heaps". Greens,
// bitter gourd and long beans are never a blended soup's body; a bowl's vegetables are roasted,
// blanched or eaten raw as salad.
import { describe, expect, test } from 'vitest'
import { planRecipe } from '../planning/plan-recipe.ts'

const LISTS = [
  ['pak choi x4', 'dried shiitake 8', 'oyster sauce', 'garlic', 'cornflour', 'sesame oil'],
  [
    'ampalaya',
    'okra',
    'kalabasa',
    'egplant 2',
    'sitaw',
    'bagoong alamang',
    'pork belly 250g',
    'tomatoes',
  ],
  [
    'morning glory 1 bunch',
    'garlic',
    'bird eye chillies',
    'oyster sauce',
    'yellow bean sauce',
    'fish sauce',
  ],
  [
    'tin of red salmon',
    'leftover mash',
    'spring onions',
    'egg',
    'breadcrumbs',
    'parsley',
    'lemon',
    'Hula Hoops',
  ],
]

const ideas = (list: readonly string[]) =>
  [0, 1, 2].flatMap((variant) => {
    const plan = planRecipe(list, { variant })
    return plan.kind === 'recipe' ? [{ title: plan.title, method: plan.steps.join('\n') }] : []
  })

describe('a soup of greens or bitter gourd', () => {
  test('is a brothy soup, never blended until smooth', () => {
    let soups = 0
    for (const list of LISTS.slice(0, 3)) {
      for (const { title, method } of ideas(list)) {
        if (!/Soup$/.test(title)) continue
        soups += 1
        expect(method, title).not.toMatch(/Blend until smooth/)
      }
    }
    expect(soups).toBeGreaterThan(0)
  })

  test('a broth of greens alone is not simmered "until everything is very tender"', () => {
    const soup = ideas(LISTS[2] ?? []).find(({ title }) => /Soup$/.test(title))
    if (soup === undefined) return
    expect(soup.method).not.toMatch(/until everything is very tender/)
    expect(soup.method).toMatch(/simmer for 10 minutes to flavour the broth/)
  })

  test('bitter gourd is seeded and sliced before it cooks', () => {
    for (const { title, method } of ideas(LISTS[1] ?? [])) {
      if (!/ampalaya/i.test(method) || /Pinakbet/.test(title)) continue
      expect(method, title).toMatch(/ampalaya lengthways, scoop out the seeds and slice/)
    }
  })
})

describe('a grain bowl', () => {
  test('never lays out cold mash or raw bitter gourd in little heaps', () => {
    for (const list of LISTS) {
      for (const { title, method } of ideas(list)) {
        expect(method, title).not.toMatch(/arrange[^.]*\b(?:ampalaya|mash)\b[^.]*little heaps/)
      }
    }
  })
})
