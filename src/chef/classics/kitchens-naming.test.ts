import { expect, test } from 'vitest'
import { classicsNaming, kitchensNaming } from './fit-classic.ts'

// A kitchen's signature seasoning is told by how many kitchens name it, not how many dishes: the
// library keeps gaining barbecue and gochujang dishes of the same kitchen.

test('a kitchen’s own seasoning is named by few kitchens, an everyday one by many', () => {
  for (const signature of ['berbere', 'gochujang', 'bbq sauce'])
    expect(kitchensNaming(signature), signature).toBeLessThanOrEqual(3)
  for (const everyday of ['soy sauce', 'cumin', 'paprika'])
    expect(kitchensNaming(everyday), everyday).toBeGreaterThan(3)
})

test('many dishes of one kitchen still count as one kitchen', () => {
  expect(classicsNaming('gochujang')).toBeGreaterThan(17)
  expect(kitchensNaming('gochujang')).toBeLessThanOrEqual(3)
})
