import { expect, test } from 'vitest'
import { firstIdea as first } from '../../../tests/support/first-idea.ts'

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
