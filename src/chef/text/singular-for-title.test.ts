import { expect, test } from 'vitest'
import { renderRecipe } from '../compose-recipe.ts'
import { planFamilyDish } from '../planning/plan-recipe.ts'

// The family templates write titles from the ingredients; the classics have their own names.
function familyRecipe(family: string, ingredients: string[]): string {
  const plan = planFamilyDish(family, ingredients)
  if (plan === undefined) throw new Error(`${family} does not fit ${ingredients.join(', ')}`)
  return renderRecipe(plan)
}
import { singularForTitle, titleModifier } from './singular-for-title.ts'

test.each([
  ['Mushrooms', 'Mushroom'],
  ['Tomatoes', 'Tomato'],
  ['potatoes', 'potato'],
  ['Courgettes', 'Courgette'],
  ['Cherries', 'Cherry'],
  ['berries', 'berry'],
  ['Peaches', 'Peach'],
  ['radishes', 'radish'],
  ['Glasses', 'Glass'],
  ['boxes', 'box'],
  ['Sausages', 'Sausage'],
  ['Sauces', 'Sauce'],
  ['cheeses', 'cheese'],
  ['Peas', 'Pea'],
  ['chickpeas', 'chickpea'],
  ['Jalapenos', 'Jalapeno'],
  ['Olives', 'Olive'],
  ['Leaves', 'Leaf'],
  ['cookies', 'cookie'],
  ['TOMATOES', 'TOMATO'],
])('%s in front of a dish reads %s', (plural, singular) => {
  expect(singularForTitle(plural)).toBe(singular)
})

test.each([
  'Hummus',
  'asparagus',
  'Couscous',
  'molasses',
  'Cress',
  'Lemongrass',
  'Citrus',
  'Brussels',
  'Greens',
  'Sweets',
  'Maltesers',
  'Feta',
  'Basil',
  'Chicken',
  'Gnocchi',
  'Bus',
  '',
])('%s is already right and stays as it is', (word) => {
  expect(singularForTitle(word)).toBe(word)
})

test('only the head noun of a phrase changes', () => {
  expect(titleModifier('Cherry Tomatoes')).toBe('Cherry Tomato')
  expect(titleModifier('Brussels Sprouts')).toBe('Brussels Sprout')
  expect(titleModifier('Spring Onions')).toBe('Spring Onion')
  expect(titleModifier('Feta')).toBe('Feta')
})

test('titles name the ingredient in the singular in front of the dish', () => {
  const title = (family: string, ingredients: string[]): string =>
    familyRecipe(family, ingredients).split('\n')[0] ?? ''
  expect(title('soup', ['mushrooms', 'onion', 'vegetable stock', 'cream'])).toBe('## Mushroom Soup')
  expect(title('pasta', ['tomatoes', 'mozzarella', 'penne'])).toBe('## Tomato & Mozzarella Pasta')
  expect(title('frittata', ['Courgettes', 'spinach', 'eggs', 'feta'])).toBe(
    '## Courgette & Spinach Frittata',
  )
  expect(title('tacos', ['black beans', 'sweet potato', 'tortillas'])).toBe(
    '## Black Bean & Sweet Potato Tacos',
  )
})

test('ingredients after "with" keep the visitor’s plural', () => {
  const markdown = familyRecipe('pancakes', ['plain flour', 'eggs', 'milk', 'blueberries'])
  expect(markdown.split('\n')[0]).toBe('## Pancakes with Blueberries')
  expect(markdown).toContain('- Blueberries')
})
