import { expect, test } from 'vitest'
import { composeRecipe } from '../compose-recipe.ts'

// A sausage bought by weight is one food in the recipe ("Andouille — 150 g"), never a count of
// rings; one sold as counted links stays counted.

function ideas(list: string): string {
  const items = list.split(',').map((item) => item.trim())
  return Array.from({ length: 3 }, (_, variant) => composeRecipe(items, { variant })).join('\n')
}

test.each([
  [
    'red kidney beans dried 500g, andouille, onion, celery, green pepper, rice, cajun seasoning',
    /Andouilles/,
  ],
  ['boerewors, onions, tomatoes, maize meal, chilli', /Boerewor\b|Boereworses|Boerewors — \d+\n/],
  ['linguica, kale, potatoes, onion, garlic', /Linguicas —/],
])('%s: the sausage is weighed and named as one food', (list, plural) => {
  expect(ideas(list)).not.toMatch(plural)
})

test('frankfurters are counted links, not weighed', () => {
  expect(ideas('frankfurters, potatoes, sauerkraut, mustard')).not.toMatch(/Frankfurter — \d+ g/)
})

test.each(['bisto gravy granules', 'bisto', 'gravy granules'])(
  '%s: the gravy is made up from the granules, never listed as millilitres of powder',
  (granules) => {
    const recipe = composeRecipe(['sausages', 'potatoes', 'onions', granules, 'peas'], {})
    expect(recipe).toMatch(/- Gravy — \d+ ml, made up from the granules as the packet says/)
    expect(recipe).not.toMatch(/Beef stock|Gravy granules —/)
  },
)

test('gravy the visitor has made is gravy, with nothing to make up', () => {
  const recipe = composeRecipe(['sausages', 'potatoes', 'onions', 'leftover gravy', 'peas'], {})
  expect(recipe).toMatch(/- Gravy — \d+ ml\n/)
})
