import { expect, test } from 'vitest'
import { proteinSwap, withProteinSwapped } from './protein-in-title.ts'
import { composeRecipe } from '../compose-recipe.ts'

test('a dish named for its meat names the visitor’s meat, in title and description alike', () => {
  const swap = proteinSwap('pork shoulder', 'stewing beef')
  expect(swap).toEqual({ from: 'pork', to: 'beef' })
  expect(withProteinSwapped('Pork Porkolt', [swap!])).toBe('Beef Porkolt')
  expect(withProteinSwapped('Porkolt with pork: pork braised slowly', [swap!])).toBe(
    'Porkolt with beef: beef braised slowly',
  )
})

test('a vegetarian main takes the meat’s place in the name', () => {
  const swap = proteinSwap('chicken thigh', 'paneer')
  expect(withProteinSwapped('Chicken Tikka Masala', [swap!])).toBe('Paneer Tikka Masala')
})

test('no swap for the same meat, a generic fish, or a dish not named for meat', () => {
  expect(proteinSwap('chicken thigh', 'chicken breast')).toBeUndefined()
  expect(proteinSwap('white fish', 'salmon')).toBeUndefined()
  expect(proteinSwap('tofu', 'chicken breast')).toBeUndefined()
  expect(proteinSwap(undefined, 'beef')).toBeUndefined()
})

test('the notes of a later idea name the earlier one by the title the visitor read', () => {
  // A cook's read found "it would suit Pork Porkolt (an earlier idea)" after a "Beef Porkolt".
  // (Egg noodles, porkolt's own side: with potatoes and caraway in the pot the list is a goulash.)
  const list = [
    '1kg beef shin',
    'onions',
    'sweet paprika',
    'caraway seeds',
    'egg noodles',
    'green pepper',
    'tomato',
  ]
  const recipes = [0, 1, 2].map((variant) => composeRecipe(list, { variant }))
  expect(recipes[0]).toMatch(/^## Beef Porkolt/m)
  const later = recipes.slice(1).join('\n')
  expect(later).toMatch(/suit Beef Porkolt/)
  expect(later).not.toMatch(/Pork Porkolt/)
})

test('a dish named for its beans names the beans the visitor has', () => {
  // A lead's read found "Cod with Chorizo & Chickpeas" made with the list's butter beans.
  const recipe = composeRecipe(
    ['cod loin', 'chorizo', 'butter beans', 'smoked paprika', 'spinach'],
    {
      variant: 0,
    },
  )
  expect(recipe).toMatch(/^## Cod with Chorizo & Butter Beans$/m)
  expect(proteinSwap('chickpeas', 'butter beans')).toEqual({
    from: 'chickpeas',
    to: 'butter beans',
  })
  expect(
    withProteinSwapped('Cod with Chorizo & Chickpeas', [{ from: 'chickpeas', to: 'butter beans' }]),
  ).toBe('Cod with Chorizo & Butter Beans')
})

test.each([
  ['kielbasa, sauerkraut, onion, potatoes', 'Kielbasa mit Sauerkraut'],
  ['bratwurst, sauerkraut, onion, potatoes', 'Bratwurst mit Sauerkraut'],
  ['sausages, sauerkraut, onion, potatoes', 'Bratwurst mit Sauerkraut'],
  ['trout, miso, honey, soy sauce', 'Miso-Glazed Trout'],
  ['penne, eggs, pancetta, parmesan, black pepper', 'Penne Carbonara'],
])('a title names the kind that fills its place, not another it also takes: %s', (list, title) => {
  expect(composeRecipe(list.split(', '))).toMatch(new RegExp(`^## ${title}$`, 'm'))
})

test('a dish named for a product of its own kitchen keeps its name, whatever stands in', () => {
  const recipe = composeRecipe(['fish cakes', 'soy sauce', 'garlic', 'onion', 'gochugaru'])
  expect(recipe).not.toMatch(/^## Fish Cakes (?:Bokkeum|-Guk)/m)
})

test('"chicken or goat" made with goat is "goat", and a word swapped once is not swapped again', () => {
  expect(withProteinSwapped('chicken or goat in a broth', [{ from: 'chicken', to: 'goat' }])).toBe(
    'goat in a broth',
  )
  expect(
    withProteinSwapped('Goat Pepper Soup', [
      { from: 'goat', to: 'beef' },
      { from: 'beef', to: 'chicken' },
    ]),
  ).toBe('Beef Pepper Soup')
})
