import { expect, test } from 'vitest'
import { allergensOf } from '../allergens/ingredient-allergens.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { ideas } from '../../../tests/support/first-idea.ts'

// What a cook's read found in how a list was read: items misread, merged or refused.

test('two words for one food are named together, so neither is taken for another item', () => {
  const [recipe] = ideas(
    'salmon fillets, short grain rice, white miso, spring onions, mirin, scallions',
    1,
  )
  expect(recipe).toMatch(
    /“scallions” and “spring onions” are the same thing to me \(spring onions\)/,
  )
  expect(recipe).not.toMatch(/“scallions” was already on the list/)
  // The same words typed twice keep the short note.
  expect(ideas('eggs, cheddar, eggs', 1)[0]).toMatch(/“eggs” was already on the list/)
})

test('a branded stock cube is stock: the jollof uses it and is not called vegan', () => {
  const [recipe] = ideas(
    '1 tin plum tomatoes, scotch bonnet, 2 onions, long grain rice 3 cups, chicken stock cubes (maggi), tomato puree, vegetable oil',
    1,
  )
  expect(recipe).not.toMatch(/maggi\)?” — doesn't suit/i)
  expect(recipe).not.toMatch(/Vegan/)
})

test('"flour for dumplings" is flour, "red lentils dry" lentils, "greek yog" yogurt', () => {
  const recipes = ideas(
    'ackee (1 tin), saltfish 400g, scotch bonnet, onion, tomatoes, thyme, flour for dumplings',
  )
  for (const recipe of recipes) expect(recipe).not.toMatch(/finished dish/)
  for (const recipe of ideas('red lentils dry 300g, berbere, onions, garlic, ginger'))
    expect(recipe).not.toMatch(/a kind of bean/)
  for (const recipe of ideas('lamb shoulder, lemons, oregano, garlic, potatoes, feta, greek yog'))
    expect(recipe).not.toMatch(/didn't recognise/)
})

test('a salted duck egg is a cured egg of its own, never cracked in as a fresh one', () => {
  const recipes = ideas(
    'pork mince 400g, dried shiitake mushrooms, soy sauce, shaoxing wine, ginger, spring onion, jasmine rice, 1 salted duck egg',
  )
  for (const recipe of recipes) {
    expect(recipe).not.toMatch(/^- Duck egg/m)
    expect(recipe).not.toMatch(/crack in the (?:salted )?duck egg|scramble/i)
  }
})

test('hard boiled eggs are peeled, never beaten or boiled again', () => {
  for (const list of [
    'red lentils dry 300g, berbere, niter kibbeh (or butter), red onions x3, garlic, ginger, injera, hard boiled eggs',
    'rice cakes (tteok) 500g, gochujang, fish cakes, boiled eggs, spring onions, sugar',
  ]) {
    for (const recipe of ideas(list)) {
      expect(recipe).not.toMatch(/beat the (?:hard )?boiled eggs|boil the (?:hard )?boiled eggs/i)
      expect(recipe).not.toMatch(/^- Eggs — /m)
    }
  }
  expect(ideas('rice cakes (tteok) 500g, gochujang, fish cakes, boiled eggs', 1)[0]).toMatch(
    /Peel the boiled eggs/,
  )
})

test('a parmesan rind simmers in the pot and is fished out, never grated', () => {
  const recipes = ideas(
    '2 carrots, celery, tin of chopped tomatoes, 1 tin butter beans, stale sourdough, parmesan rind, red lentils',
  )
  expect(recipes[0]).toMatch(/Fish out and discard the parmesan rind/)
  for (const recipe of recipes)
    expect(recipe).not.toMatch(/to be a cheese|rinds?, grated|with the parmesan rind/)
  expect(
    ideas(
      'cannellini beans tin, pasta ditalini, celery, carrot, onion, tomatoes, parmesan rind',
      1,
    )[0],
  ).toMatch(/^## Pasta e Fagioli[\s\S]*discard the parmesan rind/m)
})

test('a frying fat on the list fills the frying-oil place', () => {
  const [recipe] = ideas(
    'chicken thighs, buttermilk, plain flour, paprika, cayenne, crisco, collard greens',
    1,
  )
  expect(recipe).toMatch(/^## Southern Fried Chicken/m)
  expect(recipe).toMatch(/^- Crisco — for deep-frying/m)
  expect(recipe).not.toMatch(/“crisco” — doesn't/)
})

test.each([
  ['salted duck egg', 'eggs'],
  ['boiled eggs', 'eggs'],
  ['parmesan rind', 'milk'],
])('the new row %s carries its allergen (%s)', (id, group) => {
  expect([...allergensOf(lexiconEntry(id))]).toContain(group)
})

test('sake and mirin are two rice wines, the dry and the sweet: a teriyaki takes both', () => {
  const [recipe] = ideas(
    'chicken thigh, kikkoman soy sauce, mirin, sake, sugar, rice, spring onion',
    1,
  )
  expect(recipe).toMatch(/^## Chicken Teriyaki$/m)
  expect(recipe).toMatch(/^- Mirin — 1 tbsp$/m)
  expect(recipe).toMatch(/^- Sake — 1 tbsp$/m)
  expect(recipe).not.toMatch(/same thing to me/)
})

test('tempura bits are tenkasu, scattered on the udon at the table; the egg is poached, not weighed', () => {
  const [recipe] = ideas(
    'frozen udon, dashi, soy sauce, mirin, spring onions, tempura bits, egg',
    1,
  )
  expect(recipe).toMatch(/^## Kake Udon$/m)
  expect(recipe).toMatch(/Top with the tempura bits just before eating/)
  expect(recipe).toMatch(/^- Eggs — 2$/m)
  expect(recipe).toMatch(/Crack in the eggs, one for each bowl/)
  expect(allergensOf(lexiconEntry('tempura bits'))).toContain('gluten')
})
