import { expect, test } from 'vitest'
import { compiledClassic } from './compiled-classics.ts'
import { planRecipe } from '../index.ts'

// A cook's read found xawaash and khmeli suneli "not used" while the recipe bought cumin or
// coriander: a kitchen's own blend fills its dishes' spice places.
test.each([
  ['khinkali', 'cumin', 'khmeli suneli'],
  ['rou-jia-mo', 'spice', 'five spice'],
  ['kalam-polo', 'cinnamon', 'advieh'],
  ['kabsa', 'spice', 'hawaij'],
  ['lablabi', 'cumin', 'ras el hanout'],
  ['yakitori', 'shichimi', 'shichimi'],
])('%s takes its kitchen’s blend where it takes %s', (id, key, blend) => {
  const place = compiledClassic(id)?.places.find((item) => item.ingredient.key === key)
  expect(place?.rank.has(blend)).toBe(true)
})

test('a blend never fills another kitchen’s dish, a sweet dish, or a tempering of whole seeds', () => {
  const rank = (id: string, key: string) =>
    compiledClassic(id)?.places.find((item) => item.ingredient.key === key)?.rank
  expect(rank('khinkali', 'cumin')?.has('garam masala')).toBe(false)
  expect(rank('kadhi-pakora', 'seeds')?.has('garam masala')).toBe(false)
  expect(rank('sholeh-zard', 'cinnamon')?.has('advieh')).toBe(false)
})

test('hawaij is read as the Yemeni spice mix', () => {
  const plan = planRecipe(['hawaij', 'lamb', 'rice', 'onion', 'tomatoes'])
  expect(plan.kind).toBe('recipe')
  expect(plan.ingredients.map((line) => line.canonical)).toContain('hawaij')
})
