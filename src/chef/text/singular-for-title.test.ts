import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'
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
  const title = (ingredients: string[]): string => composeRecipe(ingredients).split('\n')[0] ?? ''
  expect(title(['mushrooms', 'onion', 'vegetable stock', 'cream'])).toBe('## Mushroom Soup')
  expect(title(['tomatoes', 'mozzarella', 'penne'])).toBe('## Tomato & Mozzarella Pasta')
  expect(title(['Courgettes', 'spinach', 'eggs', 'feta'])).toBe('## Courgette & Spinach Frittata')
  expect(title(['black beans', 'sweet potato', 'tortillas'])).toBe(
    '## Black Bean & Sweet Potato Wraps',
  )
})

test('ingredients after "with" keep the visitor’s plural', () => {
  const markdown = composeRecipe(['plain flour', 'eggs', 'milk', 'blueberries'])
  expect(markdown.split('\n')[0]).toBe('## Pancakes with Blueberries')
  expect(markdown).toContain('- Blueberries')
})
