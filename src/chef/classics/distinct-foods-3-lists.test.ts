import { expect, test } from 'vitest'
import { expectDish, firstIdea as first } from '../../../tests/support/first-idea.ts'
import { composeRecipe } from '../index.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// Lists carrying a food the chef used to read as another (issue 18: no silent swaps, round 3):
// the recipe lists the visitor's own food and cooks the dish a cook makes with it.

test('shrimp paste seasons the dishes written for it, never as dried shrimp', () => {
  const kangkung = first('kangkung, belacan, garlic, chilli')
  expectDish(kangkung, 'Kangkung Belacan', /^- Belacan — /m)
  expect(kangkung).not.toMatch(/^- Dried shrimp/m)
  expectDish(
    first('pork belly, bagoong, squash, okra, aubergine, tomatoes'),
    'Pinakbet',
    /^- Bagoong — /m,
  )
})

test('a jar of curry sauce is simmered in a curry, not fried as a paste', () => {
  const curry = first('chicken, curry sauce, rice, onion')
  expectDish(curry, 'Chicken Curry', /^- Curry sauce — /m)
  expect(curry).toMatch(/Add the curry sauce/)
  expect(curry).not.toMatch(/curry paste/i)
})

test('a Japanese curry block makes Japanese curry rice, not a katsu sauce', () => {
  const curry = first('chicken, japanese curry roux, potatoes, carrots, onion, rice')
  expectDish(curry, 'Japanese Curry Rice', /^- Japanese curry roux — /m)
  expect(curry).not.toMatch(/katsu sauce/i)
})

test('a bought curry block stands in for the roux: no flour, butter or curry powder bought for it', () => {
  const curry = first('chicken, golden curry, potatoes, carrots, onion, rice, butter')
  expectDish(curry, 'Japanese Curry Rice', /break in the golden curry/)
  expect(curry).not.toMatch(/flour|curry powder|butter —|quick roux/i)
  // Made from scratch, the roux is still made.
  const roux = first('chicken, curry powder, potatoes, carrots, onion, rice, butter')
  expectDish(roux, 'Japanese Curry Rice', /^- Plain flour — .*\(extra\)/m)
  expect(roux).toMatch(/heat the plain flour with the butter/)
  // The katsu still flours its chicken, but makes its sauce with the block.
  const katsu = first('chicken breast, panko, eggs, s&b curry, rice, onion')
  expectDish(katsu, 'Chicken Katsu Curry', /break in the Japanese curry roux/)
  expect(katsu).not.toMatch(/curry powder|half the|rest of the flour|can stand in/i)
  expect(katsu).toMatch(/put the plain flour on a plate/)
  expect(katsu).not.toMatch(/on the side/)
})

test('split peas make the split-pea dishes under their own name', () => {
  expectDish(
    first('split peas, ham hock, onion, carrot'),
    'Split Pea and Ham Soup',
    /^- Split peas — /m,
  )
  const soup = first('green split peas, ham hock, onion, carrot')
  expect(soup).not.toMatch(/moong/i)
})

test('the cheeses once filed under gouda fill the places gouda filled', () => {
  expectDish(
    first('cauliflower, manchego, milk, butter, flour'),
    'Cauliflower Cheese',
    /^- Manchego — /m,
  )
  // Gouda itself still comes first where the visitor has it.
  expectDish(first('cauliflower, gouda, milk, butter, flour'), 'Cauliflower Cheese', /^- Gouda — /m)
})

test('calamansi squeezes over the Filipino dishes, never bought as a yuzu', () => {
  const bistek = first('beef, calamansi, soy sauce, onions')
  expectDish(bistek, 'Bistek Tagalog', /^- Calamansi — /m)
  expect(bistek).not.toMatch(/yuzu/i)
  expect(first('beef, lime, soy sauce, onions')).not.toMatch(/^- Yuzu/m)
})

test('gai lan is the green of Chinese greens with oyster sauce', () => {
  expectDish(
    first('gai lan, oyster sauce, garlic'),
    'Chinese Greens with Oyster Sauce',
    /^- Gai lan — /m,
  )
  expectDish(
    first('pak choi, oyster sauce, garlic'),
    'Chinese Greens with Oyster Sauce',
    /^- Pak choi — /m,
  )
})

test('American tomato sauce and pinto beans cook as themselves', () => {
  expectDish(
    first('ground beef, tomato sauce, burger buns, onion'),
    'Sloppy Joes',
    /^- Tomato sauce — /m,
  )
  expectDish(first('pinto beans, onion, garlic, lard'), 'Frijoles Refritos', /^- Pinto beans — /m)
})

test('oyster mushrooms are not sold as shiitake, nor put in a dish named for shiitake', () => {
  const idea = first('chicken, oyster mushrooms, soy sauce, garlic, ginger')
  expect(idea).toMatch(/^- Oyster mushrooms — /m)
  expect(idea).not.toMatch(/shiitake/i)
})

test('wood ear, bought dried, is soaked in the hot and sour soup', () => {
  const soup = first('wood ear, pork, eggs, tofu, vinegar, soy sauce')
  expectDish(soup, 'Hot and Sour Soup', /^- Dried wood ear — /m)
  expect(soup).toMatch(/soak/i)
})

test('musir makes mast-o-musir', () => {
  expectDish(first('musir, yogurt'), 'Maast-o Musir', /^- Musir — /m)
})

test('black treacle and golden syrup both go into a parkin', () => {
  const parkin = first(
    'oats, black treacle, golden syrup, ground ginger, butter, flour, sugar, egg',
  )
  expectDish(parkin, 'Parkin', /^- Black treacle — /m)
  expect(parkin).toMatch(/^- Golden syrup — /m)
})

test('salt pork is the petit salé of a petit salé aux lentilles', () => {
  expectDish(
    first('puy lentils, salt pork, carrots, onion, thyme'),
    'Petit Sale aux Lentilles',
    /^- Salt pork — /m,
  )
})

test('fresh bamboo shoots are boiled before any dish; foraged dandelions stay out', () => {
  const stew = first('fresh bamboo shoots, pork, soy sauce, garlic, rice')
  expect(stew).toMatch(/^1\. Peel the tough outer sheaths off the bamboo shoots[^\n]*Boil/m)
  const omelette = first('foraged dandelion leaves, eggs, onion, feta')
  expect(omelette).toMatch(/Left out for safety:\*\* “foraged dandelion leaves”/)
  expect(omelette).not.toMatch(/^- Dandelion/m)
})

test('cumin seeds sizzle in the hot oil before the onion; ground cumin is stirred in after it', () => {
  const seeds = first(
    'beef mince, kidney beans, onion, cumin seeds, chilli powder, tinned tomatoes',
  )
  expectDish(seeds, 'Chilli con Carne', /sizzle the cumin seeds in it for 30 seconds/)
  expect(seeds).not.toMatch(/Sprinkle in[^.]*cumin/)
  const ground = first(
    'beef mince, kidney beans, onion, ground cumin, chilli powder, tinned tomatoes',
  )
  expectDish(ground, 'Chilli con Carne', /Sprinkle in the chilli powder and the ground cumin/)
  expect(ground).not.toMatch(/sizzle/)
  const shakshuka = first('eggs, tinned tomatoes, onion, cumin seeds, peppers')
  expectDish(shakshuka, 'Shakshuka', /Add the cumin seeds and let them sizzle[^.]*\. Add the onion/)
})

test('duck fat is its own poultry fat, not lard: no pork, and it roasts the potatoes', () => {
  expect(matchIngredient('duck fat').entry?.id).toBe('duck fat')
  expect(matchIngredient('goose fat').entry?.id).toBe('duck fat')
  expect(matchIngredient('lard').entry?.id).toBe('lard')
  const roast = first('potatoes, goose fat, rosemary')
  expect(roast).toMatch(/^- Goose fat — /m)
  const noPork = composeRecipe(['potatoes', 'duck fat', 'garlic', 'parsley'], { avoid: ['pork'] })
  expectDish(noPork, 'Pommes Sarladaises', /^- Duck fat — /m)
  expect(noPork).not.toMatch(/Left out/)
})

test('a quesadilla with chicken is titled for the chicken, not "Cheese Quesadillas"', () => {
  expect(first('tortillas, chicken, cheddar, peppers')).toMatch(/^## Chicken Quesadillas$/m)
  expect(first('tortillas, cheddar, peppers, salsa')).toMatch(/^## Cheese Quesadillas$/m)
})

test('biscuits and gravy warms the biscuits a cook has ready, and bakes them only without', () => {
  const ready = first('buttermilk biscuits, sausage, milk, flour')
  expectDish(ready, 'Biscuits and Gravy', /warm the buttermilk biscuits in the oven/)
  expect(ready).not.toMatch(/Not used|Rub in the butter|Baking powder/)
  const baked = first('sausage, milk, flour, butter, buttermilk')
  expectDish(baked, 'Biscuits and Gravy', /Rub in the butter/)
})
