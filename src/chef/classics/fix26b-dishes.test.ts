import { expect, test } from 'vitest'
import { expectDish, firstIdea, ideas } from '../../../tests/support/first-idea.ts'
import { COMPILED_CLASSICS } from './compiled-classics.ts'
import { openMixes } from '../reading/bought-mixes.ts'

// Beans bought dry for the dishes made from dry beans, bought vegetable mixes read as what they
// hold, and the small slips of amount and wording a cook notices.

const method = (recipe: string) => recipe.slice(recipe.indexOf('### Method'))

test('akara from plain black eyed peas is made from the dry bag, soaked and skinned, never a tin', () => {
  const recipe = firstIdea('black eyed peas, onion, scotch bonnet, oil')
  expectDish(recipe, 'Akara', /black eyed peas/i)
  expect(recipe).toMatch(/Dried black eyed peas — \d+ g/)
  expect(method(recipe)).toMatch(/skim off the skins/)
  expect(recipe).not.toMatch(/\btin\b|pat them dry/)
})

test('tinned black eyed beans for akara stay ready: drained, never soaked', () => {
  const recipe = firstIdea('tinned black eyed beans, onion, scotch bonnet, oil')
  expectDish(recipe, 'Akara', /black eyed beans/i)
  expect(recipe).toMatch(/Black eyed beans — 1 tin/)
  expect(method(recipe)).not.toMatch(/soak/i)
})

test('Boston baked beans from plain navy beans soak them and boil them hard before the slow bake', () => {
  const recipe = firstIdea('navy beans, molasses, salt pork, mustard powder')
  expectDish(recipe, 'Boston Baked Beans', /navy beans/i)
  expect(recipe).toMatch(/Dried navy beans — \d+ g/)
  expect(recipe).toMatch(/plus overnight soaking/)
  expect(method(recipe)).toMatch(/soak for 8–12 hours[\s\S]*boil hard for 10 minutes[\s\S]*bake/)
  expect(recipe).not.toMatch(/\btins?\b/)
})

test('canned beans in a dish bought dry stay ready', () => {
  const recipe = firstIdea('canned navy beans, molasses, salt pork, mustard powder')
  expectDish(recipe, 'Boston Baked Beans', /navy beans/i)
  expect(method(recipe)).not.toMatch(/soak/i)
})

test('every place bought dry holds beans, and the dish cooks them long', () => {
  for (const classic of COMPILED_CLASSICS)
    for (const place of classic.places) {
      if (!place.boughtDry || place.ingredient.groundRaw === true) continue
      expect(place.ingredient.key, classic.dish.id).toMatch(/bean|chickpea|pea/)
      expect(classic.dish.minutes, classic.dish.id).toBeGreaterThanOrEqual(75)
    }
})

test('a bought mix is the foods it holds: holy trinity, mirepoix, soffritto, soup greens', () => {
  expect(openMixes(['shrimp', 'holy trinity', 'onion'])).toEqual([
    'shrimp',
    'celery',
    'green pepper',
    'onion',
  ])
  expect(openMixes(['a bag of frozen mirepoix 500g'])).toEqual(['onion', 'carrot', 'celery'])
  // Italian soffritto is not Puerto Rican sofrito, which stays a condiment of its own.
  expect(openMixes(['soffritto'])).toEqual(['onion', 'carrot', 'celery'])
  expect(openMixes(['sofrito'])).toEqual(['sofrito'])
  expect(openMixes(['Suppengrün'])).toEqual(['carrot', 'celeriac', 'leek', 'parsley root'])
  expect(openMixes(['soup greens'])).not.toContain('soup greens')
  const etouffee = firstIdea('shrimp, butter, flour, holy trinity, cajun seasoning, rice')
  expectDish(etouffee, 'Shrimp Etouffee', /celery/i)
  expect(etouffee).toMatch(/Green pepper — /)
  expect(etouffee).not.toMatch(/\*\(extra\)\*/)
})

test('fennel seeds in a place counted for a fennel bulb are spoons of seed, never "1"', () => {
  const recipe = firstIdea('sardines, bucatini, fennel seed, raisins, pine nuts, onion')
  expectDish(recipe, 'Pasta con le Sarde', /fennel/i)
  expect(recipe).toMatch(/Fennel seeds? — (?:½|1|1½|2) tsp/)
})

test('dried mint in tabbouleh is a third of the fresh measure, crumbled, never stripped or chopped', () => {
  const recipe = firstIdea('bulgur, parsley, dried mint, tomatoes, lemon, olive oil, spring onions')
  expectDish(recipe, 'Tabbouleh', /dried mint/i)
  expect(recipe).toMatch(/Dried mint — (?:1|1½|2) tsp/)
  expect(method(recipe)).toMatch(/Crumble the dried mint/)
  expect(method(recipe)).not.toMatch(/(?:strip|chop)[^.]*dried mint|dried mint[^.]*chop/i)
})

test('a dried herb in a composed dish is spoons of it, said dried', () => {
  const recipe = firstIdea('chicken thighs, rice, dried dill, lemon, courgette')
  expect(recipe).toMatch(/Dried dill — (?:½|1|1½|2|2½) tsp|Dried dill — 1 tbsp/)
  expect(recipe).not.toMatch(/Dill — [\d½]+ handful/)
})

test('a cassava curry is the meal’s starch: no rice bought or served beside it', () => {
  const list =
    'frozen cassava 1kg, grated coconut, green chillies, shallots, curry leaves, turmeric, mustard seeds, coconut oil'
  const curry = ideas(list, 6).find((recipe) => /^## Cassava Curry$/m.test(recipe))
  expect(curry).toBeDefined()
  expect(curry).not.toMatch(/^- Rice — /m)
  expect(curry).not.toMatch(/rice or warm bread/)
  expect(curry).not.toMatch(/add the frozen cassava/i)
})
