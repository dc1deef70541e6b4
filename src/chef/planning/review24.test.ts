import { expect, test } from 'vitest'
import { firstIdea, ideas } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { TREATMENTS } from './treatments.ts'

// What a fresh-eyes review of the change and the last cook's read found.

test('a smoked fish beside the mustard oil is not the oil taken to smoking', () => {
  const recipe = firstIdea('mustard oil, smoked haddock, potatoes, onion, turmeric')
  expect(recipe).toMatch(/Heat the mustard oil[^.]*until it just smokes/)
})

test('cassava leaves simmered only half an hour by a dish still get their long boil', () => {
  const leaves = TREATMENTS.find((treatment) => treatment.id === 'cassava-leaves')
  const done = (step: string) => leaves?.handledBy.every((pattern) => pattern.test(step)) ?? false
  expect(done('Simmer the cassava leaves for half an hour.')).toBe(false)
  expect(done('Boil the cassava leaves uncovered for an hour.')).toBe(true)
  expect(done('Boil the cassava leaves for 45 minutes.')).toBe(true)
})

test('smoked pork belly in a composed pot is judged by heat, not by its pink', () => {
  const recipe = firstIdea('smoked pork belly, curry powder, onion, coconut milk')
  expect(recipe).toMatch(/cured pork stays pink/)
  expect(recipe).not.toMatch(/no pink/)
})

test('a stew served with pearl barley cooks the barley', () => {
  const recipe = firstIdea('potatoes 1kg, pearl barley, smoked pork belly, 2 onions, butter, salt')
  expect(recipe).toMatch(/rinse the pearl barley and simmer it in plenty of salted water/)
})

test('bitter and green goya are the gourd; long rice, cow peas, cebolla larga and dzhodzhen are read', () => {
  expect(matchIngredient('bitter goya').entry?.id).toBe('bitter gourd')
  expect(matchIngredient('green goya').entry?.id).toBe('bitter gourd')
  expect(matchIngredient('long rice 2 packets').entry?.id).toBe('glass noodles')
  expect(matchIngredient('dried cow peas').entry?.id).toBe('black eyed beans')
  expect(matchIngredient('cebolla larga').entry?.id).toBe('spring onions')
  expect(matchIngredient('dzhodzhen').entry?.id).toBe('mint')
  for (const recipe of ideas(
    'frozen chicken thighs, long rice 2 packets, ginger, green onions, chicken broth, garlic, shoyu',
    2,
  ))
    expect(recipe.split('\n')[0]).not.toMatch(/Congee|Chicken Rice/)
})

test('matoke simmers goat 1¼ hours and beef 45 minutes, each told only its own time', () => {
  const goat = firstIdea('green plantains, goat meat, tomatoes, onions, garlic')
  expect(goat).toMatch(/simmer for 1¼ hours, until the meat is nearly tender/)
  const beef = firstIdea(
    'green bananas, beef 500g, 2 tomatoes, onion, coconut milk, garlic, carrot',
  )
  expect(beef).toMatch(/simmer for 45 minutes, until the meat is nearly tender/)
  expect(beef).not.toMatch(/goat|mince:/)
})

test('a sorrel soup takes the smoked pork ribs a family cooks its broth on, and is not vegetarian', () => {
  const recipe = firstIdea(
    'sorrel 1 bunch, 4 potatoes, 2 eggs, smoked pork ribs, sour cream, dill, onion',
  )
  expect(recipe).toMatch(/Add the smoked pork ribs and simmer, skimming, for 1 hour/)
  expect(recipe).not.toMatch(/Not used|Vegetarian/)
})
