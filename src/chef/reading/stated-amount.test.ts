import { expect, test } from 'vitest'
import { statedAmount } from './stated-amount.ts'

test.each([
  ['2 eggs', 2, ''],
  ['2 large eggs', 2, ''],
  ['a dozen eggs', 12, ''],
  ['six eggs', 6, ''],
  ['eggs x 6', 6, ''],
  ['an onion', 1, ''],
  ['½ lemon', 0.5, ''],
  ['half a lemon', 0.5, ''],
  ['1 ½ onions', 1.5, ''],
  ['1/2 cucumber', 0.5, ''],
  ['2-3 carrots', 2, ''],
  ['- 2 eggs', 2, ''],
  ['500g chicken breast', 500, 'g'],
  ['500 grams of mince', 500, 'g'],
  ['1.5kg potatoes', 1500, 'g'],
  ['about 200g cheddar', 200, 'g'],
  ['chicken (about 500g)', 500, 'g'],
  ['chicken 500g', 500, 'g'],
  ['200 ml milk', 200, 'ml'],
  ['milk - 1 litre', 1000, 'ml'],
  ['1 tbsp olive oil', 1, 'tbsp'],
  ['2 tsp cumin', 2, 'tsp'],
  ['2 cloves garlic', 2, 'clove'],
  ['garlic, 2 cloves', 2, 'clove'],
  ['4 rashers of bacon', 4, 'rasher'],
  ['a tin of tomatoes', 1, 'tin'],
  ['2 cans coconut milk', 2, 'tin'],
  ['a handful of spinach', 1, 'handful'],
  ['3 x 400g tins of chickpeas', 1200, 'g'],
])('%s is %d %s', (text, quantity, unit) => {
  expect(statedAmount(text)).toEqual({ quantity, unit })
})

test.each([
  'eggs',
  'some eggs',
  'a few eggs',
  'a little milk',
  'a bag of spinach',
  '2 bags of spinach',
  '2 cups flour',
  'a bunch of coriander',
  '1. eggs',
  '7up',
  '500g',
  'vitamin b12',
  '0 eggs',
  '0.2g saffron',
  'chicken 2 breasts',
  '',
])('%j states no usable amount', (text) => {
  expect(statedAmount(text)).toBeUndefined()
})
