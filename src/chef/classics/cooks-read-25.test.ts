import { expect, test } from 'vitest'
import { expectDish, firstIdea, idea, ideas } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// What the twelfth cook's read found: a Cypriot kolokasi list given a pork and celery braise
// with the taro "not recognised", a Norwegian list's salted pork sliced into a soup for five
// minutes, and Ghanaian koobi (salted tilapia) stirred into a stew unsoaked.

test('kolokasi and kålrabi are read: taro, and the swede of a Norwegian kålrabistappe', () => {
  for (const typed of ['kolokasi', 'kolokassi', 'colocasia']) {
    expect(matchIngredient(typed).entry?.id).toBe('taro')
  }
  // Danish kålrabi is kohlrabi, the swede's near cousin, cooked alike.
  for (const typed of ['kålrabi', 'kalrabi'])
    expect(matchIngredient(typed).entry?.id).toBe('turnip')
})

test('kolokasi with pork, celery, tomato paste and lemon is the Cypriot stew, the taro cooked through', () => {
  const recipe = firstIdea(
    'kolokasi, pork shoulder, celery, onion, tomato paste, lemons, olive oil',
  )
  expectDish(recipe, 'Kolokasi', /kolokasi/i)
  expect(recipe).toMatch(/taro soft right through/)
  expect(recipe).toMatch(/Tomato paste — 2 tbsp/)
  expect(recipe).not.toMatch(/Not used/)
})

test('potatoes, barley flour, salted pork and kålrabi are raspeballer, the swede mashed beside them', () => {
  const recipe = firstIdea('potatoes, barley flour, salted pork, kålrabi, carrots, butter')
  expectDish(recipe, 'Raspeballer', /barley flour/i)
  expect(recipe).toMatch(/mash with a knob of the butter/)
  expect(recipe).toMatch(/cooked right through/)
})

test('salted pork in a potato soup is diced and fried through, not sliced in for 5 minutes', () => {
  const recipe = idea('potatoes, salted pork, carrots, leek, onion', /Kartoffelsuppe/)
  expect(recipe).toMatch(/dice the salted pork and fry in a dry pan for 8–10 minutes/)
  expect(recipe).not.toMatch(/salted pork, sliced|Serve and/)
  const frankfurters = firstIdea('potatoes, frankfurters, carrots, leek, onion')
  expect(frankfurters).toMatch(/Add the frankfurters, sliced, and simmer for 5 minutes/)
  expect(frankfurters).not.toMatch(/dry pan/)
})

test('koobi is salted fish: soaked in changes of water before it goes into any dish', () => {
  for (const typed of ['koobi', 'kobi', 'salted tilapia']) {
    expect(matchIngredient(typed).entry?.id).toBe('salt cod')
  }
  for (const recipe of ideas(
    'spinach, palm oil, koobi, egusi, onion, tomatoes, scotch bonnet, eggs',
    3,
  )) {
    if (!/koobi/i.test(recipe)) continue
    expect(recipe).toMatch(/soak|boil (?:it )?twice|fresh water/i)
  }
})

test('eggs and chai poh are cai pu dan: the radish rinsed, fried and set in the omelette', () => {
  const recipe = firstIdea('eggs, chai poh, scallions, soy sauce, white pepper')
  expectDish(recipe, 'Cai Pu Dan', /chai poh/i)
  expect(recipe).toMatch(/no salt: the chai poh is salty/)
  expect(recipe).not.toMatch(/Not used/)
})

test('two zucchini make zucchini fritters, not zucchinis', () => {
  const titles = ideas(
    '2 zucchini, fresh dill, sour cream, flour, onion, white vinegar, paprika, salt',
    3,
  )
  expect(titles.join('\n')).not.toMatch(/zucchinis/i)
})

test('dried borlotti, smoked ribs, sweetcorn and potatoes are an Istrian manestra, the beans soaked and boiled', () => {
  const recipe = firstIdea(
    'dried borlotti beans, smoked pork ribs, frozen sweetcorn, potatoes, carrot, garlic, bay leaves, pancetta',
  )
  expectDish(recipe, 'Istrian Manestra', /sweetcorn/i)
  expect(recipe).toMatch(/boil (?:hard )?for 10 minutes/)
  expect(recipe).not.toMatch(/tinned: drained/)
})

test('a Yemeni shank list is saltah with its hawaij in the pot', () => {
  const recipe = firstIdea(
    'lamb shanks, fenugreek seeds, potatoes, tomatoes, garlic, green chillies, hawaij, cumin',
  )
  expectDish(recipe, 'Saltah', /fenugreek/i)
  expect(recipe).toMatch(/the hawaij/)
  expect(recipe).not.toMatch(/Not used: “hawaij”/)
})

test('dried kapenta, tomatoes, greens and mealie meal are kapenta with nshima (the thirteenth read)', () => {
  const recipe = firstIdea(
    'dried kapenta, tomatoes, onion, cooking oil, rape greens, mealie meal, salt',
  )
  expectDish(recipe, 'Kapenta with Nshima', /kapenta/i)
  expect(recipe).toMatch(/fry the fish for 5–6 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('tinned fish in fishcakes is drained, never told it is raw', () => {
  const recipe = idea('canned tuna, potatoes, spring onions, egg, flour', /Fishcakes/)
  expect(recipe).toMatch(/Drain the canned tuna well/)
  expect(recipe).not.toMatch(/Raw canned/)
})

test('padaek, kapenta and a Belgian abbey beer are read', () => {
  expect(matchIngredient('padaek').entry?.id).toBe('fish sauce')
  expect(matchIngredient('kapenta').entry?.id).toBe('dried fish')
  expect(matchIngredient('Westmalle dubbel').entry?.id).toBe('beer')
})
