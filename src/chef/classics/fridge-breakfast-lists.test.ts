import { expect, test } from 'vitest'
import { firstIdea as first, expectDish, ideas } from '../../../tests/support/first-idea.ts'

// Fridge-clearing and breakfast lists typed the way people type them (issue 18): the dish a cook
// names first, using most of what is there, and further ideas that do not leave the list's
// leftovers behind or buy what the list is about.

function title(recipe: string | undefined): string {
  return recipe?.match(/^## (.*)$/m)?.[1] ?? ''
}

test('after chicken fried rice from leftovers, no Chinese steamed egg that leaves the chicken out', () => {
  const recipes = ideas(
    'leftover rice, cold roast chicken, a carrot, half an onion, 2 eggs, frozen peas',
  )
  expectDish(recipes[0] ?? '', 'Chicken Fried Rice', /chicken/)
  expect(recipes.map(title)).not.toContain('Chinese Steamed Egg')
  for (const recipe of recipes) expect(recipe).not.toMatch(/Not used: “cold roast chicken”/)
  // On its own list, the steamed egg is still the dish.
  expectDish(
    first('eggs, water, soy sauce, sesame oil, spring onion'),
    'Chinese Steamed Egg',
    /eggs/,
  )
})

test('leftover rice with eggs, ham and a carrot is fried rice first, not a frittata with rice in it', () => {
  for (const list of [
    'half an onion, 2 eggs, leftover rice, a carrot, some ham, bit of cheese, half a red pepper',
    'leftover rice, 2 eggs, a carrot, half an onion, tin of sweetcorn, some ham, bit of cheese',
  ]) {
    const recipe = first(list)
    expect(title(recipe)).toMatch(/Fried Rice$/)
    expect(recipe).not.toMatch(/Not used: “leftover rice”/)
  }
  // Leftover potatoes with eggs are still a frittata or a hash, and leftover mash bubble and squeak.
  expect(
    title(
      first(
        "yesterday's boiled potatoes, 3 eggs, half an onion, bit of cheddar, a few cherry tomatoes",
      ),
    ),
  ).toMatch(/Frittata|Tortilla|Hash/)
  expectDish(
    first('leftover mash, half a cabbage, half an onion, 2 eggs, bacon'),
    'Bubble and Squeak',
    /mash/i,
  )
})
