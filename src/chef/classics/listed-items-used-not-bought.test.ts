import { expect, test } from 'vitest'
import { ideas } from '../../../tests/support/first-idea.ts'

// What a blind cook's read of twelve kitchens found sent to "Not used" or bought again as an
// extra, although the list held the dish's own item.

const NIGERIAN =
  '2 cups long grain rice, 1 x tin plum tomatoes, 2 red bell peppers, scotch bonnet, 2 onions, maggi cubes, curry powder, thyme, chicken drumsticks'

test('stock cubes (Maggi, Knorr) make the stock of a jollof or a fried rice, never bought again', () => {
  for (const recipe of ideas(NIGERIAN)) {
    if (!/^## (?:Jollof|Nigerian Fried Rice)/m.test(recipe)) continue
    expect(recipe).not.toMatch(/Not used: “maggi cubes”/)
    expect(recipe).not.toMatch(/stock — [^\n]*\(extra\)/i)
  }
  expect(ideas(NIGERIAN, 1)[0]).toMatch(/^## Jollof Rice/m)
})

test('Turkish salça is the paste of the dish, not swapped for a bought tomato purée', () => {
  const turkish =
    '250g dried red lentils, 1 onion, 2 tbsp tomato paste (biber salcasi), bulgur, lemon, dried mint, pul biber'
  const recipes = ideas(turkish)
  const kofte = recipes.find((recipe) => /^## Mercimek/m.test(recipe))
  expect(kofte).toBeDefined()
  expect(kofte).toMatch(/Stir in the biber salcasi/)
  expect(kofte).not.toMatch(/Not used: “tomato paste/)
  for (const recipe of recipes) expect(recipe).not.toMatch(/Tomato puree — [^\n]*\(extra\)/)
  const domates = ideas('red lentils, bulgur, onion, domates salcasi, parsley, spring onions', 3)
  expect(domates.join('\n')).not.toMatch(/Not used: “domates salcasi” — I didn't recognise/)
})

test('short-grain rice on a Korean list is the table rice: the jjigae serves it steamed, and ideas do not run dry', () => {
  const korean =
    '2 cups short grain rice, kimchi (sour), 200g pork belly, gochujang, eggs, spring onions, sesame oil'
  const recipes = ideas(korean)
  expect(recipes.join('\n')).not.toMatch(/Out of New Ideas|Add \*\*cooked rice\*\*/)
  const jjigae = recipes.find((recipe) => /^## Kimchi Jjigae/m.test(recipe))
  // Cooked by absorption, as short-grain rice is (round 12).
  expect(jjigae).toMatch(/^\d\. Rinse the short grain rice\b[^\n]*\bcook on the lowest heat\b/m)
  expect(jjigae).toMatch(/Serve bubbling hot with the short grain rice/)
  // A British list with short-grain rice still makes a rice pudding.
  expect(ideas('short grain rice, milk, sugar, nutmeg', 1)[0]).toMatch(/^## Rice Pudding/m)
})

test('a list with dry rice is never asked to add cooked rice', () => {
  // Pudding rice is the one rice the savoury rice dishes do not take.
  const recipes = ideas('pudding rice, kimchi, eggs, spring onions', 4)
  expect(recipes.join('\n')).not.toMatch(/Add \*\*cooked rice\*\*/)
})

test('a herb sold by the sprig in a counted place is listed in sprigs', () => {
  const french =
    '4 chicken legs (frozen), 200g lardons, 250g chestnut mushrooms, 1 bottle red wine, 2 carrots, 1 onion, garlic, thyme'
  const all = ideas(french).join('\n')
  expect(all).not.toMatch(/Thymes/)
  expect(all).toMatch(/^- Thyme — \d+ sprigs?$/m)
})

test('a Nigerian stew made with chicken reads as a chicken stew, with chicken times, in its notes too', () => {
  const stew = ideas(NIGERIAN).find((recipe) => /^## Nigerian Chicken Stew/m.test(recipe))
  expect(stew).toBeDefined()
  expect(stew).not.toMatch(/beef|goat/i)
  expect(stew).toMatch(/25 minutes, until cooked through \(75 °C, no pink at the bone\)/)
  const beef = ideas(
    'stewing beef, tinned tomatoes, red peppers, scotch bonnet, onion, tomato puree',
    3,
  )
  expect(beef.join('\n')).toMatch(/^## Nigerian Beef Stew/m)
})

test('dry chana dal in a dal or khichdi is soaked, not boiled soft and then boiled again, and not called red lentils', () => {
  const indian =
    '200g dry chana dal, 1 onion, 3 tomatoes, ginger, garlic, cumin seeds, turmeric, ghee, basmati'
  for (const recipe of ideas(indian, 2)) {
    expect(recipe).toMatch(/^1\. Soak the chana dal in plenty of cold water for at least 2 hours/m)
    expect(recipe).toMatch(/plus 2 hours soaking/)
    expect(recipe).not.toMatch(/45–60 minutes/)
    expect(recipe).not.toMatch(/Red lentils|moong dal/i)
  }
})

test('pan-fried salt cod, its skin picked out, is not promised crisp skin; notes show parentheses bare', () => {
  const polish = '400g salt cod, 1kg potatoes, 2 onions, 1 tub sour cream, dill, butter, 2 eggs'
  for (const recipe of ideas(polish)) {
    if (/^## Pan-Fried Salt Cod/m.test(recipe)) expect(recipe).not.toMatch(/Crisp-skinned/i)
  }
  const turkish = ideas(
    'red lentils, onion, tomato paste (biber salcasi), bulgur, dried mint, lemon',
  )
  expect(turkish.join('\n')).not.toMatch(/\\\(/)
})

test('chipotles in adobo are a chilli for Mexican beans and tacos, not a mole left unused', () => {
  const mexican =
    '500g dried pinto beans, 1 white onion, garlic, 3 chipotles in adobo, corn tortillas, queso fresco, cilantro, limes'
  const all = ideas(mexican).join('\n')
  expect(all).not.toMatch(/Not used: “chipotles in adobo”/)
  expect(all).toMatch(/the chipotles in adobo/)
  expect(all).not.toMatch(/adobos/)
})
