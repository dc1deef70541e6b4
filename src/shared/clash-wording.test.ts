import { expect, test } from 'vitest'
import { clashLabel, clashWarningMessage, describeClashes } from './clash-wording.ts'

test('a diet is named as the chef names it, an avoid item in the visitor’s own word', () => {
  expect(clashLabel({ item: 'Chicken', reason: 'not vegan', breaks: 'vegan' })).toBe('not vegan')
  expect(clashLabel({ item: 'Cashews', reason: 'contains tree nuts', breaks: 'nuts' })).toBe(
    'you avoid nuts',
  )
  expect(clashLabel({ item: 'Pork', reason: 'not vegetarian', breaks: 'no meat' })).toBe(
    'not vegetarian',
  )
  expect(clashLabel({ item: 'cilantro', reason: 'it is coriander', breaks: 'coriander' })).toBe(
    'you avoid coriander',
  )
})

test('the clashes read as one sentence for each thing broken, items in order, once each', () => {
  expect(
    describeClashes([
      { item: 'Chicken', reason: 'not vegan', breaks: 'vegan' },
      { item: 'Butter', reason: 'not vegan', breaks: 'vegan' },
      { item: 'Cashews', reason: 'contains tree nuts', breaks: 'nuts' },
      { item: 'Cream', reason: 'not vegan', breaks: 'vegan' },
      { item: 'cream', reason: 'not vegan', breaks: 'vegan' },
    ]),
  ).toBe('Has chicken, butter and cream: not vegan. Has cashews: you avoid nuts.')
  expect(describeClashes([{ item: 'BBQ sauce', reason: 'not vegan', breaks: 'vegan' }])).toBe(
    'Has BBQ sauce: not vegan.',
  )
  expect(describeClashes([])).toBe('')
})

test('the server’s warning names the items as before', () => {
  expect(clashWarningMessage(['peanut butter', 'prawns'])).toBe(
    'Check before cooking: this recipe uses peanut butter and prawns, which clash with what you asked to avoid or your diet.',
  )
})
