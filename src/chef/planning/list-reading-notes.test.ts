import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'

// What a cook's read found in how a list was read: items misread, merged or refused.

function ideas(list: string, count = 3): string[] {
  const items = list.split(',').map((item) => item.trim())
  return Array.from({ length: count }, (_, variant) => composeRecipe(items, { variant }))
}

test('two words for one food are named together, so neither is taken for another item', () => {
  const [recipe] = ideas(
    'salmon fillets, short grain rice, white miso, spring onions, mirin, sake',
    1,
  )
  expect(recipe).toMatch(/“sake” and “mirin” are the same thing to me \(mirin\)/)
  expect(recipe).not.toMatch(/“sake” was already on the list/)
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
