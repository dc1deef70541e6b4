import { expect, test } from 'vitest'
import { expectDish, firstIdea, idea, ideas } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// What the eighth cook's read found: a dish's defining items set aside as "doesn't suit" in their
// own dish, and a shortcut bought while the list holds what it is made of.

test('asam pedas takes the daun kesum and the torch ginger flower that make it Melaka asam pedas', () => {
  const recipe = firstIdea(
    'mackerel, tamarind paste, okra, tomato, daun kesum, chilli paste, bunga kantan',
  )
  expectDish(recipe, 'Asam Pedas Ikan', /daun kesum/i)
  expect(recipe).toMatch(/Bunga kantan — /)
  expect(recipe).not.toMatch(/Not used|Ginger — /)
})

test('bunga kantan is the torch ginger flower, not ginger root', () => {
  for (const typed of ['bunga kantan', 'torch ginger flower', 'kecombrang'])
    expect(matchIngredient(typed).entry?.id).toBe('torch ginger flower')
  expect(matchIngredient('fresh ginger').entry?.id).toBe('ginger')
})

test('mutton with bhindi is bhindi gosht, the okra fried apart so it stays whole', () => {
  const recipe = firstIdea(
    'mutton 1kg, bhindi, onions, tomatoes, yogurt, ginger garlic paste, garam masala, green chillies',
  )
  expectDish(recipe, 'Bhindi Gosht', /bhindi/i)
  expect(recipe).toMatch(/dry it completely/)
  expect(recipe).not.toMatch(/Not used/)
})

test('polos takes the ginger a Sri Lankan cook crushes with the garlic', () => {
  const recipe = firstIdea(
    'canned young jackfruit, coconut milk, roasted curry powder, garlic, ginger, curry leaves, pandan',
  )
  expectDish(recipe, 'Polos Curry', /ginger/i)
  expect(recipe).not.toMatch(/Not used: “ginger/)
})

test('serenata takes the green bananas beside the yuca: both are viandas', () => {
  const recipe = firstIdea(
    'bacalao 1 lb, yuca, green bananas, onions, tomatoes, avocado, eggs, olive oil, white vinegar',
  )
  expectDish(recipe, 'Serenata de Bacalao', /green bananas/i)
  expect(recipe).not.toMatch(/Not used: “green bananas/)
})

test('maque choux takes half and half as its splash of cream', () => {
  const recipe = firstIdea(
    'frozen corn, andouille, green bell pepper, onion, celery, butter, half and half',
  )
  expectDish(recipe, 'Maque Choux', /half and half/i)
  expect(recipe).not.toMatch(/Not used: “half and half/)
})

test('a crumble takes the vanilla into its fruit, not "would suit a cake"', () => {
  const recipe = firstIdea(
    'rhubarb 500g, plain flour, cold butter, brown sugar, rolled oats, orange, vanilla',
  )
  expect(recipe).toMatch(/Crumble$/m)
  expect(recipe).toMatch(/Stir in the vanilla/)
  expect(recipe).not.toMatch(/Not used: “vanilla/)
})

test('mien ga simmers its chicken in the chicken broth the visitor has', () => {
  const recipe = idea(
    'frozen chicken thighs, bean thread noodles, ginger, green onions, chicken broth, dried shiitake',
    /Mien Ga/,
  )
  expect(recipe).toMatch(/with the water and the chicken broth/)
  expect(recipe).not.toMatch(/Not used: “chicken broth/)
})

test('khua kling pounds its own paste from the lemongrass, chillies and shrimp paste listed', () => {
  const recipe = firstIdea(
    'minced pork 500g, kaffir lime leaves, lemongrass, fresh turmeric, dried chilies, shrimp paste, garlic',
  )
  expectDish(recipe, 'Khua Kling', /lemongrass/i)
  expect(recipe).toMatch(/this is the curry paste/)
  expect(recipe).not.toMatch(/curry paste — .*\(extra\)/i)
})

test('khua kling from a list with a jar of paste fries the jar, and buys none', () => {
  const recipe = firstIdea('pork mince, lime leaves, thai red curry paste, fish sauce, rice')
  expectDish(recipe, 'Khua Kling', /curry paste/i)
  expect(recipe).toMatch(/fry the Thai red curry paste/)
  expect(recipe).not.toMatch(/pound it|pound in/)
})

test('a Colombian family’s chicken, potatoes, tomatoes, cumin and sazón are sudado de pollo', () => {
  const recipe = firstIdea(
    'frozen chicken thighs, potatoes, tomatoes, onion, garlic, cumin, Sazón Goya, cilantro',
  )
  expectDish(recipe, 'Sudado de Pollo', /Sazón/i)
  expect(recipe).toMatch(/hogao/)
  expect(recipe).not.toMatch(/Traybake|Not used/)
})

test('sugar beans and njahi are bought dry: soaked and boiled hard, never poured in as a tin', () => {
  for (const list of [
    'samp, sugar beans, onion, potatoes, knorrox stock cube, butter',
    'dried maize, njahi beans, onion, tomatos, carrots, royco, potatoes',
  ]) {
    for (const recipe of ideas(list, 3)) {
      expect(recipe).not.toMatch(/Beans — 1 tin|tinned, already cooked/)
      if (/sugar beans|njahi/i.test(recipe))
        expect(recipe).toMatch(/boil(?:ing)? hard|boil (?:hard )?for 10 minutes/)
    }
  }
  expect(firstIdea('dried maize, njahi beans, onion, tomatos, carrots, royco, potatoes')).toMatch(
    /^## Githeri$/m,
  )
})

test('quimbombó, eye of round, lau, papelón and Knorrox are read as the foods they are', () => {
  expect(matchIngredient('quimbombo').entry?.id).toBe('okra')
  expect(matchIngredient('3 lb eye of round').entry?.id).toBe('beef joint')
  expect(matchIngredient('lau').entry?.id).toBe('bottle gourd')
  expect(matchIngredient('papelon').entry?.id).toBe('brown sugar')
  expect(matchIngredient('knorrox').entry?.id).toBe('beef stock')
})

test('eye of round caramelised in papelón with Worcestershire is asado negro', () => {
  const recipe = firstIdea(
    'papelon, 3 lb eye of round, onions, garlic, worcestershire sauce, red wine, aji dulce',
  )
  expectDish(recipe, 'Asado Negro', /eye of round/i)
  expect(recipe).toMatch(/burnt sugar is bitter/)
})

test('bottle gourd with small prawns in mustard oil is lau chingri', () => {
  const recipe = firstIdea(
    'lau, small prawns, onion, green chili, turmeric, cumin powder, mustard oil',
  )
  expectDish(recipe, 'Lau Chingri', /lau/i)
  expect(recipe).toMatch(/mustard oil must be heated/)
  expect(recipe).not.toMatch(/\(extra\)/)
})

test('potatoes, raclette cheese, gherkins and ham are a raclette, the cheese not set aside', () => {
  const recipe = firstIdea('potatoes, raclette cheese, gherkins, pickled onions, ham')
  expectDish(recipe, 'Raclette', /raclette cheese/i)
  expect(recipe).toMatch(/scrape the melted cheese over them/)
  expect(recipe).not.toMatch(/\(extra\)/)
})
