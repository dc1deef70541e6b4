import { expect, test } from 'vitest'
import { ideas } from '../../../tests/support/first-idea.ts'

// A blind cook's read found lau chingri take its mustard oil to smoking (the Bengali way: raw, it
// is harsh) and the list's third idea heat it only "over a medium heat". The rule lives with the
// oil's treatment, so every dish that cooks in mustard oil says it.

test('every idea that cooks in mustard oil takes it to smoking first, and heats it only once', () => {
  const list = 'lau, small prawns, onion, green chillies, turmeric, mustard oil, panch phoron'
  for (const recipe of ideas(list, 3)) {
    const method = recipe.slice(recipe.indexOf('### Method'))
    if (!/\bmustard oil\b/i.test(method)) continue
    expect(method, recipe.split('\n')[0]).toMatch(/mustard oil[^.]*until it just smokes/i)
    expect(method.match(/\bHeat the mustard oil\b/g)?.length ?? 0).toBeLessThanOrEqual(1)
  }
})
