import { expect, test } from 'vitest'
import { expectDish, firstIdea, ideas } from '../../../tests/support/first-idea.ts'

// A family types what they bought, not the jar or the vegetable they take for granted: each dish
// here lost a list over one essential a home version leaves out or makes by hand.

test('khua kling is made from a paste pounded at home: lime leaves, turmeric and dried chillies are enough', () => {
  const recipe = firstIdea(
    'minced pork, fresh turmeric, lemongrass, kaffir lime leaves, dried chillies, shrimp paste, garlic, green peppercorns',
  )
  expectDish(recipe, 'Khua Kling', /lime leaves/i)
  // The list is the paste: pounded from what is listed, no jar bought.
  expect(recipe).toMatch(
    /the garlic, the fresh turmeric and the shrimp paste: this is the curry paste/,
  )
  expect(recipe).not.toMatch(/curry paste — .*\(extra\)/i)
  // Mince in a jarred curry paste with coconut milk is a curry, not the dry southern fry.
  expect(firstIdea('pork mince, curry paste, coconut milk')).not.toMatch(/^## Khua Kling$/m)
})

test('a Persian herb kuku needs its herbs, not parsley by name', () => {
  const recipe = firstIdea(
    'eggs, parsley coriander dill, walnuts, barberries, tumeric, flour, spring onions',
  )
  expectDish(recipe, 'Kuku Sabzi', /barberries/i)
  expect(firstIdea('eggs, dill, feta')).not.toMatch(/^## Kuku Sabzi$/m)
})

test('lecsó is peppers, tomatoes and onion; the paprika is in every Hungarian cupboard', () => {
  expectDish(firstIdea('yellow peppers, tomatoes, onion, kolbasz'), 'Lecs[oó]', /yellow peppers/i)
  expect(firstIdea('peppers, tomatoes, onion, olive oil, basil')).toMatch(/^## Peperonata$/m)
})

test('shorwa is lamb and potatoes in broth, with or without a carrot', () => {
  expectDish(
    firstIdea('lamb on the bone, potatoes, chickpeas dried, onion, coriander'),
    'Shurpa',
    /lamb/i,
  )
  expect(firstIdea('lamb neck, potatoes, onion, stock')).toMatch(/^## Lancashire Hotpot$/m)
})

test('malva pudding is offered to a cook who has the jam and not the bicarb', () => {
  const list = 'flour, apricot jam, milk, butter, sugar, cream, eggs'
  expect(ideas(list).some((recipe) => /^## Malva Pudding$/m.test(recipe))).toBe(true)
  // Flour, eggs, butter, sugar and jam, without milk or cream, is still a Victoria sponge.
  expect(firstIdea('flour, eggs, butter, sugar, jam')).toMatch(/^## Victoria Sponge$/m)
})
