import { expect, test } from 'vitest'
import { firstIdea as first } from '../../../tests/support/first-idea.ts'
import { dietConflict } from '../allergens/diet-conflicts.ts'
import { composeRecipe } from '../compose-recipe.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'

// Lists carrying a food the chef used to read as another (issue 18: no silent swaps): the recipe
// lists the visitor's own food and cooks it the way that food needs.

test('chana dal is soaked and simmered as chana dal, not cooked in a lentil’s time', () => {
  const recipe = first('chana dal, onion, garlic, tomatoes, cumin, turmeric')
  expect(recipe).toMatch(/^- Chana dal — /m)
  expect(recipe).not.toMatch(/^- Moong/im)
  expect(recipe).toMatch(/Soak the chana dal in plenty of cold water for at least 2 hours/)
})

test('toor dal in a sambar is boiled once, for a split pea’s time, not boiled and boiled again', () => {
  const recipe = first('toor dal, tamarind, okra, onion, mustard seeds, curry leaves')
  expect(recipe).toMatch(/^## Sambar$/m)
  expect(recipe).toMatch(/^- Toor dal — /m)
  expect(recipe).toMatch(/simmer part-covered for 40–50 minutes/)
  expect(recipe).not.toMatch(/simmer for 45–60 minutes/)
})

test('urad dal in a South Indian tempering is urad dal, fried golden in the oil, not boiled first', () => {
  const recipe = first('urad dal, mustard seeds, curry leaves, cabbage, coconut')
  expect(recipe).toMatch(/^## Cabbage Thoran$/m)
  expect(recipe).toMatch(/add the urad dal and fry until golden/)
  expect(recipe).not.toMatch(/moong/i)
  expect(recipe).not.toMatch(/simmer for 45–60 minutes/)
})

test('an egusi list’s crayfish is the ground dried crayfish in the soup, never langoustines', () => {
  const recipe = first('egusi, palm oil, crayfish, spinach, beef, onion, scotch bonnet')
  expect(recipe).toMatch(/^## Egusi Soup$/m)
  expect(recipe).toMatch(/^- Crayfish — \d+ tsp/m)
  expect(recipe).not.toMatch(/langoustine/i)
})

test('a bún list’s vermicelli is rice vermicelli; a Turkish soup’s is the wheat kind', () => {
  expect(first('vermicelli, fish sauce, pork mince, lettuce, mint, carrots')).toMatch(
    /^## Bun Cha$/m,
  )
  expect(first('vermicelli, butter, tomato paste, chicken stock')).not.toMatch(/rice noodles/i)
})

test('galangal goes into opor ayam as galangal, and caraway into goulash as caraway', () => {
  const opor = first(
    'chicken, coconut milk, galangal, lemongrass, shallots, candlenuts, coriander seeds',
  )
  expect(opor).toMatch(/^## Opor Ayam$/m)
  expect(opor).toMatch(/^- Candlenuts — /m)
  expect(opor).toMatch(/^- Galangal — /m)
  expect(opor).not.toMatch(/^- Ginger/m)
  const gulyas = first('stewing beef, paprika, caraway seeds, onions, potatoes, peppers')
  expect(gulyas).toMatch(/^- Caraway seeds — /m)
  expect(gulyas).not.toMatch(/fennel/i)
})

test('gari is sprinkled over red-red as gari, not as fufu', () => {
  const recipe = first('black eyed beans, palm oil, plantain, onion, tomatoes, gari')
  expect(recipe).not.toMatch(/fufu/i)
  expect(recipe).toMatch(/gari/i)
})

test('mapo tofu is made with doubanjiang, never with gochujang passed off as it', () => {
  const recipe = first('tofu, pork mince, gochujang, spring onions, garlic')
  expect(recipe).not.toMatch(/^## Mapo Tofu$/m)
  expect(recipe).toMatch(/^- Gochujang — /m)
  expect(first('tofu, pork mince, doubanjiang, spring onions, garlic')).toMatch(/^## Mapo Tofu$/m)
})

test('dried marrowfat peas go with the fish and chips, soaked and boiled tender first', () => {
  const recipe = first('dried marrowfat peas, cod, potatoes, flour, beer')
  expect(recipe).toMatch(/^## Fish and Chips$/m)
  expect(recipe).toMatch(/^- Dried marrowfat peas — /m)
  expect(recipe).toMatch(/soak for 8–12 hours/)
  expect(recipe).not.toMatch(/Not used: “dried marrowfat peas”/)
})

test('Gruyère and emmental are made with calf rennet: not labelled vegetarian, swapped for a vegetarian', () => {
  const gruyere = first('cauliflower, gruyere, milk, butter, flour')
  expect(gruyere).toMatch(/^## Cauliflower Cheese$/m)
  expect(gruyere).not.toMatch(/· Vegetarian/)
  const vegetarian = composeRecipe(['cauliflower', 'gruyere', 'milk', 'butter', 'flour'], {
    diets: ['vegetarian'],
  })
  expect(vegetarian).toMatch(/^- Cheddar — .*\(instead of gruyere\)/m)
  expect(vegetarian).not.toMatch(/^- Gruyere/m)
  expect(first('emmental, bread, ham, butter')).not.toMatch(/· Vegetarian/)
})

test('a vegetarian is told why the Gruyère is left out: its rennet', () => {
  const conflict = dietConflict(lexiconEntry('gruyere'), ['vegetarian'])
  expect(conflict?.reason).toBe('not vegetarian: made with animal rennet')
  expect(dietConflict(lexiconEntry('cheddar'), ['vegetarian'])).toBeUndefined()
})
