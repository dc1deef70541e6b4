import { expect, test } from 'vitest'
import { idea } from '../../../tests/support/first-idea.ts'

// What a blind cook's read of the offline chef (issue 18) left in its composed dishes: each list
// is the one the cook typed, and the test holds the general cause, not that one list.

test('a bean soup takes the smoked sausage beside the bacon, sliced and fried first', () => {
  const recipe = idea(
    '500g dried black beans, linguiça, smoked pork ribs, bacon, onion, garlic, bay leaves, oranges, collard greens',
    /Black Bean .*Soup/,
  )
  expect(recipe).not.toMatch(/“linguiça” — doesn't belong in a soup/)
  expect(recipe).toMatch(/^- Linguiça — /m)
  expect(recipe).toMatch(/^- Bacon — /m)
  expect(recipe).toMatch(/slice the linguiça into rounds/)
  expect(recipe).toMatch(/Fry the linguiça and bacon/)
})

test('an onion simmers in a noodle soup’s broth, never left out as not belonging', () => {
  const recipe = idea(
    'sweet potato noodles, spinach, carrot, dried shiitake, beef sirloin, soy sauce, sesame oil, onion, egg',
    /Noodle Soup/,
    // After japchae a Korean cook names the kitchen's own dishes first: the soup is a later idea.
    6,
  )
  expect(recipe).not.toMatch(/“onion” — doesn't belong/)
  expect(recipe).not.toMatch(/whatever aromatics you have/)
  expect(recipe).toMatch(/to a simmer with the onion/)
})
