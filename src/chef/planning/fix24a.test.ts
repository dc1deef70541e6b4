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

// The list's own starch refused and a generic one bought: somen "not used" beside "Pasta
// (extra)", arborio "not used" beside "Rice (extra)".

test('no idea buys pasta or rice while the visitor’s own noodles or rice sit unused', () => {
  const lists = [
    'somen noodles, spam, green onions, canned tuna, hondashi, sesame oil',
    'arborio rice, minced beef, pork sausages, tomato paste, 4 eggs, parmesan, onion, curry powder',
  ]
  for (const list of lists) {
    for (const recipe of ideas(list, 3)) {
      const bought = /^- (?:Pasta|Rice|Spaghetti) — .*\(extra\)/m.test(recipe)
      const refused = /Not used: “(?:somen noodles|arborio rice)”/.test(recipe)
      expect(bought && refused, recipe.split('\n')[0]).toBe(false)
    }
  }
})
