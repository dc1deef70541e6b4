import { expect, test } from 'vitest'
import { expectDish, firstIdea, ideas } from '../../../tests/support/first-idea.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// What the fifteenth cook's read found (12 lists from Scotland, the Netherlands, Slovenia,
// Iceland, Azerbaijan, Tunisia, Cameroon, Madagascar, Goa, Cambodia, Ilocos and Puerto Rico):
// cassava leaves stirred into a stew for its last 2 minutes, Dutch words unread, and six dishes a
// cook names at once missing or out of reach.

test('cassava leaves in composed dishes are boiled 45 minutes first, never only wilted', () => {
  for (const recipe of [
    ...ideas('cassava leaves, chicken thighs, coconut milk, curry paste', 3),
    firstIdea('cassava leaves, eggs, onion, tomatoes'),
  ].filter((text) => !/^## Cassava Leaf Stew$/m.test(text))) {
    expect(recipe).toMatch(/boil uncovered for 45 minutes/)
    expect(recipe).not.toMatch(/until wilted/)
    expect(recipe).toMatch(/Cassava leaves must be boiled for a long time/)
  }
})

test('ravitoto with pork is the Malagasy ravitoto sy henakisoa, the leaves boiled an hour first', () => {
  const recipe = firstIdea(
    'ravitoto (frozen pounded cassava leaves), pork belly, garlic, ginger, onion, coconut milk, salt',
  )
  expectDish(recipe, 'Ravitoto sy Henakisoa', /cassava leaves/i)
  expect(recipe).toMatch(/boil uncovered for 1 hour/)
  expect(recipe).not.toMatch(/boil uncovered for 45 minutes|Not used/)
})

test('a dish that boils its cassava leaves for an hour and more gets no second boil', () => {
  const recipe = firstIdea('cassava leaves, palm oil, onion, dried fish, scotch bonnet')
  expectDish(recipe, 'Cassava Leaf Stew', /cassava leaves/i)
  expect(recipe).not.toMatch(/boil uncovered for 45 minutes/)
})

test('Goya typed after the food is the brand; goya alone is still the bitter gourd', () => {
  expect(matchIngredient('sofrito goya').entry?.id).toBe('sofrito')
  expect(matchIngredient('sofrito goya').kind).toBe('known')
  expect(matchIngredient('gandules goya').entry?.id).toBe('pigeon peas')
  expect(matchIngredient('adobo goya').entry?.id).toBe('adobo seasoning')
  expect(matchIngredient('goya').entry?.id).toBe('bitter gourd')
  expect(matchIngredient('jamon de cocinar').entry?.id).toBe('ham')
  expect(matchIngredient('habichuelas').entry?.id).toBe('kidney beans')
  const recipe = firstIdea(
    'arroz, gandules 1 lata, sofrito goya, sazon goya, jamon de cocinar, aceitunas',
  )
  expectDish(recipe, 'Arroz con Gandules', /gandules/i)
  expect(recipe).not.toMatch(/bitter gourd|goya/i)
})

test('Dutch words are read, and potatoes, apples, pears and bacon are hete bliksem', () => {
  expect(matchIngredient('3 goudreinetten').entry?.id).toBe('apples')
  expect(matchIngredient('stoofperen').entry?.id).toBe('pears')
  expect(matchIngredient('200g spekblokjes').entry?.id).toBe('bacon')
  expect(matchIngredient('kruimige aardappelen').entry?.id).toBe('potatoes')
  const recipe = firstIdea(
    '1 kg kruimige aardappelen, 3 goudreinetten, stoofperen, 200g spekblokjes, butter, salt, pepper',
  )
  expectDish(recipe, 'Hete Bliksem', /goudreinetten/i)
  expect(recipe).toMatch(/stoofperen/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('chicken, a lot of onion, eggs, tomatoes and saffron are chighirtma, the chicken used', () => {
  const recipe = firstIdea('chicken thighs, 3 onions, 4 eggs, tomatoes, butter, saffron, salt')
  expectDish(recipe, 'Chighirtma', /chicken thighs/i)
  expect(recipe).toMatch(/saffron/i)
  expect(recipe).toMatch(/no pink at the bone/)
})

test('pearl barley, dried beans and smoked ribs are ričet, with the barley cooked in the pot', () => {
  const recipe = firstIdea(
    'pearl barley, dried borlotti beans, smoked pork ribs, carrots, parsley root, onion, bay leaves, garlic',
  )
  expectDish(recipe, 'Ricet', /pearl barley/i)
  expect(recipe).toMatch(/Rinse the pearl barley/)
  expect(recipe).toMatch(/soak for 8–12 hours/)
})

test('goat, green plantains and njansang are kondre, the goat simmered an hour and a half', () => {
  expect(matchIngredient('njansang').entry?.id).toBe('njangsa')
  const recipe = firstIdea(
    'green plantains, goat meat 1kg, tomatoes, onions, garlic, ginger, maggi cubes, njansang',
  )
  expectDish(recipe, 'Kondre', /goat/i)
  expect(recipe).toMatch(/for 1½ hours, until the meat is nearly tender/)
  expect(recipe).toMatch(/njansang/i)
})

test('kroeung, prahok, pork, green papaya and toasted rice are samlor korko', () => {
  expect(matchIngredient('prahok').entry?.id).toBe('fish sauce')
  const recipe = firstIdea(
    'lemongrass, galangal, turmeric, prahok, pork shoulder, green papaya, long beans, pumpkin, toasted rice powder',
  )
  expectDish(recipe, 'Samlor Korko', /green papaya/i)
  expect(recipe).toMatch(/toasted rice powder/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('kingfish, Kashmiri chillies, tamarind, cumin and Goa vinegar are ambot tik, all of them used', () => {
  expect(matchIngredient('goa vinegar').entry?.id).toBe('vinegar')
  const recipe = firstIdea(
    'kingfish steaks, kashmiri chillies, tamarind, onion, garlic, cumin, turmeric, goa vinegar',
  )
  expectDish(recipe, 'Ambot Tik', /kingfish/i)
  expect(recipe).toMatch(/goa vinegar/i)
  expect(recipe).not.toMatch(/Not used/)
})

test('stovies take Lorne sausage, fried through first, with no word about roast leftovers', () => {
  const recipe = firstIdea(
    'potatoes, 2 onions, lorne sausage, beef dripping, oxo cube, salt, pepper',
  )
  expectDish(recipe, 'Stovies', /lorne sausage/i)
  expect(recipe).toMatch(/until browned and cooked right through/)
  expect(recipe).not.toMatch(/Leftovers from a roast/)
  const roast = firstIdea('leftover roast beef, potatoes, onion, beef dripping')
  expectDish(roast, 'Stovies', /roast beef/i)
  expect(roast).toMatch(/Leftovers from a roast/)
})

test('serenata takes the yautía beside the yuca and green bananas, boiled until tender', () => {
  const recipe = firstIdea(
    'bacalao, yautia, green bananas, yuca, onions, avocado, hard boiled eggs, olive oil, vinegar',
  )
  expectDish(recipe, 'Serenata de Bacalao', /bacalao/i)
  expect(recipe).toMatch(/Peel the yautia .* boil in salted water for 20–25 minutes/)
  expect(recipe).not.toMatch(/Not used/)
})

test('a slow curry adds its vegetables for the last half hour and cooks its rice at the end', () => {
  const recipe = firstIdea(
    'lemongrass, galangal, turmeric, fish sauce, pork shoulder, green papaya, long beans, pumpkin',
  )
  expect(recipe).toMatch(
    /cook gently for 45 minutes, lid on\. Add the green papaya, pumpkin and long beans and cook for 25–30 minutes more/,
  )
  expect(recipe).not.toMatch(/While you make the curry, rinse the rice/)
  expect(recipe).toMatch(/Half an hour before the curry is ready, rinse the rice/)
})

test('bread with toppings but neither cheese nor tomato is never offered as a pizza', () => {
  for (const list of [
    'can of chickpeas, eggs, harissa, stale baguette, garlic, cumin, lemon, capers, canned tuna',
    'dried red kidney beans, salt beef, coconut milk, flour, scallion, thyme, scotch bonnet',
  ]) {
    for (const recipe of ideas(list, 3)) expect(recipe.split('\n')[0]).not.toMatch(/Pizza/)
  }
  expect(firstIdea('pizza base, mozzarella, passata, salami')).toMatch(/^## .*Pizza$/m)
})

test('misspellings are read as slips and written right, the note saying how each was read', () => {
  const recipe = firstIdea(
    'pearl barely, dried borlotti beans, smoked pork ribs, carrots, parsley root, onion, bay leaves, garlic',
  )
  expectDish(recipe, 'Ricet', /pearl barley/i)
  expect(recipe).toMatch(/I read “barely” as barley/)
  expect(recipe.replace(/I read “barely” as barley/, '')).not.toMatch(/barely/i)
  const vinegar = firstIdea('chicken thighs, red wine vinager, onion, garlic, tomatoes')
  expect(vinegar).toMatch(/Red wine vinegar — /)
  expect(firstIdea('celeriac, mayonaise, dijon mustard, lemon, parsley')).toMatch(/Mayonnaise — /)
})
