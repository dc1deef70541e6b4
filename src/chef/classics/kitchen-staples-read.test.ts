import { expect, test } from 'vitest'
import { displayName, matchIngredient } from '../reading/match-ingredient.ts'
import { ideas } from '../../../tests/support/first-idea.ts'

// What a cook's read (round 12) found: staples real kitchens type were not known or were read as
// another food, so the star of the list was lost, and rice and greens were cooked the wrong way.

test('the staples are read as the foods they are', () => {
  expect(matchIngredient('harina PAN').entry?.id).toBe('masarepa')
  // Named "dried anchovies" (neutral), with the visitor's "ikan bilis" kept on the recipe's line.
  expect(matchIngredient('ikan bilis').entry?.id).toBe('dried anchovies')
  expect(matchIngredient('choi sum').entry?.id).toBe('pak choi')
  expect(matchIngredient('pickled mustard greens').entry?.id).toBe('pickled mustard greens')
  expect(matchIngredient('suan cai').entry?.id).toBe('pickled mustard greens')
  expect(matchIngredient('kalonji').entry?.id).toBe('nigella seeds')
  expect(matchIngredient('rock sugar').named).toBe('rock sugar')
  expect(matchIngredient('Shan biryani masala').entry?.id).toBe('biryani masala')
  // A number word that begins a food's name is part of it.
  expect(displayName('five spice')).toBe('five spice')
  expect(displayName('five eggs')).toBe('eggs')
})

test('precooked cornmeal makes arepas, stuffed with what the list has', () => {
  const [first] = ideas(
    'harina pan, beef mince, black beans tin, queso fresco, ripe plantain, avocado',
    1,
  )
  expect(first).toMatch(/^## Arepas Rellenas$/m)
  expect(first).toMatch(/^- Harina pan — /m)
  expect(first).not.toMatch(/didn't recognise/)
})

test('nasi lemak fries the dried anchovies the list has, and cooks its coconut rice once', () => {
  const [first = ''] = ideas(
    'jasmine rice, coconut milk, ikan bilis, peanuts, eggs, cucumber, sambal, shallots',
    1,
  )
  expect(first).toMatch(/^## Nasi Lemak$/m)
  expect(first).toMatch(/^- Ikan bilis — \d+ g$/m)
  expect(first).not.toMatch(/\(extra\)|didn't recognise/)
  expect(first.match(/simmer it in plenty of boiling salted water/g)).toBeNull()
})

test('a Taiwanese larder gets lu rou fan, its pickled greens rinsed on the side, never stir-fried as fresh', () => {
  const [first = ''] = ideas(
    'pork belly, soy sauce, rock sugar, star anise, shallots, eggs, rice, suan cai, five spice',
    1,
  )
  expect(first).toMatch(/^## Lu Rou Fan$/m)
  expect(first).toMatch(/Rinse the suan cai in cold water/)
  expect(first).toMatch(/^- Five spice — /m)
})

test('a Cantonese list gets scrambled eggs with prawns, and choi sum is blanched', () => {
  const [first = ''] = ideas('raw prawns, eggs, spring onions, choi sum, ginger', 1)
  expect(first).toMatch(/^## Scrambled Eggs with Prawns$/m)
  expect(first).toMatch(/blanch them/)
  expect(first).not.toMatch(/choi sums/i)
})

test('Hondashi is granules, made up with water', () => {
  const [first = ''] = ideas('chicken thighs, onion, eggs, hondashi, soy sauce, mirin, rice', 1)
  expect(first).toMatch(/^- Hondashi — \S+ tsp, stirred into \d+ ml hot water$/m)
})

test('short-grain rice is cooked by absorption, never drained, wherever it is cooked', () => {
  for (const recipe of ideas('chicken thighs, eggs, soy sauce, mirin, sushi rice, spring onions')) {
    if (!/sushi rice/i.test(recipe)) continue
    expect(recipe).not.toMatch(/sushi rice[^.]*plenty of boiling salted water/i)
  }
})

test('tinned callaloo is drained and heated, never washed and stripped like a fresh bunch', () => {
  const [first = ''] = ideas('tin callaloo, onion, tomatoes, garlic, thyme, scotch bonnet', 1)
  expect(first).toMatch(/^## Jamaican Steamed Callaloo$/m)
  expect(first).toMatch(/Drain the tinned callaloo/)
  expect(first).not.toMatch(/strip off any tough stems/)
})

test('ginger garlic paste goes into a curry, and a paste is never grated', () => {
  // The two curries (the third, no longer a Jollof rice that leaves the biryani masala, is a soup).
  const recipes = ideas(
    'chicken thighs, basmati rice, yoghurt, onions, tomatoes, ginger garlic paste, biryani masala, green chillies',
    2,
  )
  for (const recipe of recipes) {
    expect(recipe).not.toMatch(/ginger garlic paste[^.]*doesn't belong/)
    expect(recipe).not.toMatch(/ginger garlic paste, grated|grate the ginger garlic paste/i)
  }
})

test('pandan leaves flavour and are lifted out: never folded into an omelette', () => {
  for (const recipe of ideas('eggs, cucumber, shallots, pandan leaves, spring onions')) {
    expect(recipe).not.toMatch(/scatter over[^.]*pandan/i)
  }
})

test('precooked cornmeal with beef and potatoes makes Colombian empanadas, fried with care', () => {
  const [first = ''] = ideas('harina pan, beef mince, potatoes, tomatoes, spring onions', 1)
  expect(first).toMatch(/^## Empanadas Colombianas$/m)
  expect(first).toMatch(/no pink left/)
  expect(first).toMatch(/Never leave hot oil unattended/)
})

test('a classic written for any rice cooks short-grain rice by absorption, not as long-grain', () => {
  const [first = ''] = ideas('chicken thighs, onion, eggs, dashi, soy sauce, mirin, sushi rice', 1)
  expect(first).toMatch(/^## Oyakodon$/m)
  expect(first).toMatch(/Rinse the sushi rice in several changes of cold water/)
  expect(first).not.toMatch(/as the packet says|plenty of boiling salted water/)
})
