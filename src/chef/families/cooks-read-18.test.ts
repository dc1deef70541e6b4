import { expect, test } from 'vitest'
import { composeRecipe, renderRecipe } from '../compose-recipe.ts'
import { planFamilyDish } from '../planning/plan-recipe.ts'
import { DISH_FAMILIES } from './dish-families.ts'
import { ideas, idea } from '../../../tests/support/first-idea.ts'

// What a blind cook's read of the offline chef found in its composed dishes (issue 18): each list
// is the one the cook typed, and the test holds the general cause, not that one list.

test('a flour pancake batter always has its milk: bought as an extra when the list has none', () => {
  const recipe = idea(
    '3 overripe bananas, self raising flour, butter, 2 eggs, caster sugar, walnuts',
    /Pancakes/,
  )
  expect(recipe).toMatch(/^- Milk — \d+ ml \*\(extra\)\*$/m)
  expect(recipe).toMatch(/whisk in the milk a little at a time/)
  // Self-raising flour makes a thick, risen batter, not a thin swirled one.
  expect(recipe).not.toMatch(/swirl it thin/)
})

test('flourless banana pancakes still need no milk', () => {
  const recipe = composeRecipe(['bananas', 'eggs', 'blueberries'], { variant: 0 })
  expect(recipe).toMatch(/Banana Pancakes/)
  expect(recipe).not.toMatch(/Milk/)
})

test('a loaf is split for a French bread pizza, and raw eggs are cracked into hollows, never scattered', () => {
  const recipe = idea(
    '6 eggs, tinned tomatos, red pepper, onion, cumin, paprika, feta, crusty bread',
    /Pizza/,
  )
  expect(recipe).toMatch(/^## .*French Bread Pizza$/m)
  expect(recipe).toMatch(/Split the crusty bread in half lengthwise/)
  expect(recipe).not.toMatch(/Lay the crusty bread/)
  expect(recipe).not.toMatch(/Scatter over the eggs/)
  expect(recipe).toMatch(/crack in the eggs, sharing them out/)
})

test('three eggs and a filling of rice, vegetables and cheese make a frittata for two', () => {
  const recipe = idea(
    'leftover roast chicken, half a broccoli, cheddar, 3 eggs, cooked rice from yesterday, half an onion, soy sauce, frozen peas',
    /Frittata/,
  )
  expect(recipe).toMatch(/\*\*Serves 2 /)
  expect(recipe).not.toMatch(/Made for 1 rather than 2/)
})

const FEIJOADA_LIST =
  '500g dried black beans, linguiça, smoked pork ribs, bacon, onion, garlic, bay leaves, oranges, collard greens'

test('a bay leaf is never a garnish: no idea tops, scatters or serves with it', () => {
  for (const recipe of ideas(FEIJOADA_LIST)) {
    expect(recipe).not.toMatch(/bay leaves on top/)
  }
  // Across every family: a list with bay leaves never ends with them on a plate.
  const lists = [
    ['spaghetti', 'bay leaves', 'garlic', 'bacon', 'tinned tomatoes'],
    ['eggs', 'bay leaves', 'potatoes', 'onion'],
    ['salmon', 'bay leaves', 'lemon', 'potatoes'],
    ['chickpeas', 'bay leaves', 'olive oil'],
  ]
  for (const family of DISH_FAMILIES) {
    for (const list of lists) {
      const plan = planFamilyDish(family.id, list)
      if (plan === undefined) continue
      const recipe = renderRecipe(plan)
      expect(recipe, `${family.id}: ${list.join(', ')}`).not.toMatch(
        /(?:on top|scatter|sprinkle|garnish|to serve|serve with)[^.]*\bbay\b|\bbay leaf\b[^.]*on top|bay leaves[^.]*on top/i,
      )
    }
  }
})

test('a soup or stew with bay leaves fishes them out before it is served', () => {
  const soup = idea(FEIJOADA_LIST, /Soup/)
  expect(soup).toMatch(/Fish out and discard the bay leaves/)
  const stew = planFamilyDish('stew', [
    'stewing beef',
    'carrots',
    'onion',
    'beef stock',
    'bay leaves',
  ])
  expect(stew).toBeDefined()
  if (stew !== undefined) expect(renderRecipe(stew)).toMatch(/Fish out the bay lea/)
})

test('soaked saltfish is flaked into dishes of its own, never pan-fried as a skin-on fillet', () => {
  const list =
    '400g saltfish, tin of ackee, onion, scotch bonnet, 2 tomatoes, fresh thyme, green bell pepper, butter'
  const titles = ideas(list, 4)
  expect(titles[0]).toMatch(/^## Ackee and Saltfish/)
  expect(titles.join('\n')).not.toMatch(/Pan-Fried/)
})

test('smoked haddock is peppered, never salted again, when it is pan-fried', () => {
  const recipe = idea(
    'smoked haddock, leeks, potatoes, milk, double cream, butter, parsley',
    /Pan-Fried/,
  )
  expect(recipe).toMatch(/season with pepper only/)
})

test('a stir-fry sauce takes a little sugar, never three times its fish sauce', () => {
  const recipe = idea(
    'chicken thighs, mae ploy green curry paste, 2 tins coconut milk, thai aubergines, bamboo shoots, kaffir lime leaves, thai basil, fish sauce, palm sugar',
    /Stir-Fry/,
  )
  expect(recipe).not.toMatch(/Palm sugar — 1½ tbsp/)
  expect(recipe).toMatch(/^- Palm sugar — ½ tbsp$/m)
})

test('a salad trims and boils its beans before anything else, with no times for what it lacks', () => {
  const recipe = idea(
    'bihon noodles, 2 chicken breasts, half a cabbage, carrot, green beans, silver swan soy sauce, calamansi, garlic, onion',
    /Salad/,
  )
  expect(recipe).not.toMatch(/potatoes about 12 minutes/)
  expect(recipe).toMatch(
    /Trim the green beans\. Boil the green beans in salted water for 3–4 minutes/,
  )
  expect(recipe).not.toMatch(/and trim the green beans/)
})

test('chicory is cored and sliced and ham cut into strips before they go into a pasta', () => {
  const recipe = idea(
    '4 chicory heads, ham slices, butter, plain flour, milk, gruyere, nutmeg',
    /Pasta/,
  )
  expect(recipe).toMatch(/trim the chicories, cut out the bitter core and slice thickly/)
  expect(recipe).toMatch(/cut the ham into strips/)
})

test('a noodle soup tops each bowl with an egg, not three eggs for two', () => {
  const recipe = idea(
    'sweet potato noodles, spinach, carrot, dried shiitake, beef sirloin, soy sauce, sesame oil, onion, egg',
    /Noodle Soup/,
    // After japchae a Korean cook names the kitchen's own dishes first: the soup is a later idea.
    6,
  )
  expect(recipe).not.toMatch(/^- Eggs — 3$/m)
  expect(recipe).toMatch(/^- Eggs — 2$/m)
})

test('a tin of tomatoes flavours a soup, with stock for its liquid', () => {
  const recipe = idea(
    '2 sausages, half a pepper, 1 courgette, tin chopped tomatoes, penne, a bit of cream, parmesan, bag of spinach',
    /Soup/,
  )
  expect(recipe).not.toMatch(/Chopped tomatoes — 600 ml/)
  expect(recipe).toMatch(/^- Chopped tomatoes — 1 tin$/m)
  // A sausage soup's bought stock is chicken stock, as a cook buys for a meat soup.
  expect(recipe).toMatch(/Pour in the chopped tomatoes and the chicken stock/)
})
