import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'
import { ALL_CLASSICS } from './all-classics.ts'

// What a blind cook's read of the offline chef found in its classics (issue 18): each list is the
// one the cook typed; where the cause is in the data, a check over every classic holds it.

function ideas(list: string, count = 3): string[] {
  const items = list.split(',').map((item) => item.trim())
  return Array.from({ length: count }, (_, variant) => composeRecipe(items, { variant }))
}

function idea(list: string, title: RegExp): string {
  const found = ideas(list).find((recipe) => title.test(recipe.split('\n')[0] ?? ''))
  expect(found, `no idea titled ${String(title)}`).toBeDefined()
  return found ?? ''
}

const EGUSI_LIST =
  'ground egusi, spinach 1 bag, palm oil, stockfish, 500g stewing beef, ground crayfish, onion, scotch bonnet'

test('a powder or paste never shares a place with a fish that is flaked and boned', () => {
  const powders = ['ground crayfish', 'dried shrimp', 'shrimp paste']
  const slips: string[] = []
  for (const dish of ALL_CLASSICS) {
    for (const place of dish.ingredients) {
      if (!place.accepts.some((id) => powders.includes(id))) continue
      const flaked = new RegExp(`\\{${place.key}\\}[^.{]{0,20}(?:flaked|skin and bones)`)
      if (dish.method.some((step) => flaked.test(step))) slips.push(`${dish.id}: ${place.key}`)
    }
  }
  expect(slips).toEqual([])
})

test('kontomire stew takes a teaspoon or two of ground crayfish, stirred in, not 100 g flaked', () => {
  const recipe = idea(EGUSI_LIST, /Kontomire/)
  expect(recipe).not.toMatch(/Ground crayfish — 100 g/)
  expect(recipe).toMatch(/^- Ground crayfish — \d tsp$/m)
  expect(recipe).not.toMatch(/crayfish, flaked/)
  expect(recipe).toMatch(/Stir in the ground crayfish/)
})

const POTATO_LIST = '6 potatoes, onion, 1 egg, plain flour, sunflower oil, smetana'

test('one egg is too few for a Spanish tortilla, so it is not offered for one with the egg alone', () => {
  for (const recipe of ideas(POTATO_LIST)) expect(recipe).not.toMatch(/^## Spanish Tortilla$/m)
  // Two eggs make one.
  const two = ideas('6 potatoes, onion, 2 eggs, olive oil').join('\n')
  expect(two).toMatch(/^## Spanish Tortilla$/m)
})

test('rakott krumpli lays half its sliced egg in each layer, with no leftover note about boiled eggs', () => {
  const recipe = idea(POTATO_LIST, /Rakott Krumpli/)
  expect(recipe).not.toMatch(/boiled eggs are just sliced/)
  expect(recipe).not.toMatch(/Cover with the eggs/)
  expect(recipe).toMatch(/Cover with half the sliced egg and the sausage/)
})
