import { expect, test } from 'vitest'
import { withMolluscsCookedAlready } from './cooked-molluscs-steps.ts'
import { isCookedShellfish } from '../lexicon/cooked-shellfish.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { composeRecipe } from '../index.ts'

const HEATED = 'until piping hot (they are cooked already: longer only toughens them)'

test.each([
  [
    'Rinse the mussels in plenty of cold water, scrub off any grit and pull away the hairy beards. Throw away any with broken shells, and any open ones that do not close when tapped firmly on the worktop.',
    'Rinse the mussels in plenty of cold water.',
  ],
  [
    'Turn up the heat, add the clams and the wine, cover and cook for 3–5 minutes, shaking the pan, until the shells have opened. Throw away any that stay shut.',
    `Turn up the heat, add the clams and the wine, cover and cook for 3–5 minutes, shaking the pan, ${HEATED}.`,
  ],
  [
    'Get the fish ready: prawns peeled and deveined, mussels scrubbed and debearded (discard any that stay open when tapped), squid cut into rings.',
    'Get the fish ready: prawns peeled and deveined, squid cut into rings.',
  ],
  [
    'Lay the fish on top with the clams, scrubbed, any open ones that do not close when tapped thrown away, cover and cook for 8 minutes, until the fish flakes; throw away any clams that stay shut.',
    'Lay the fish on top with the clams, cover and cook for 8 minutes, until the fish flakes.',
  ],
  [
    'Simmer for 20 minutes (add shellfish for the last 5 minutes, until they open; discard any that stay shut). Season.',
    'Simmer for 20 minutes (add shellfish for the last 5 minutes, until piping hot). Season.',
  ],
  [
    'Soak the clams in cold salted water for 30 minutes so they spit out their sand, then rinse. Heat the oil.',
    'Heat the oil.',
  ],
  [
    'Prepare the protein: peel any prawns, slice any sausage thinly and scrub any cockles in several changes of water.',
    'Prepare the protein: peel any prawns, slice any sausage thinly.',
  ],
  [
    'Simmer until the fish flakes, any shells have opened (throw away any that stay shut) and the prawns are pink.',
    'Simmer until the fish flakes, the shellfish are piping hot and the prawns are pink.',
  ],
  [
    'Buy mussels the day you cook them and keep them in the fridge under a damp cloth, never in water.',
    '',
  ],
  [
    'Mussels steamed open in white wine with shallots, served in their broth.',
    'Mussels warmed through in white wine with shallots, served in their broth.',
  ],
])('cooked molluscs are neither checked alive nor steamed open: %s', (text, written) => {
  expect(withMolluscsCookedAlready(text)).toBe(written)
})

test('a sentence with nothing about live shellfish is kept as it was', () => {
  const step = 'Crack a raw egg into the pot, stir, and simmer (no longer than 2 minutes); serve.'
  expect(withMolluscsCookedAlready(step)).toBe(step)
})

test('mussels, clams and cockles sold cooked are read as cooked', () => {
  const mussels = lexiconEntry('mussels')
  const clams = lexiconEntry('clams')
  expect(isCookedShellfish(mussels, 'frozen cooked mussels')).toBe(true)
  expect(isCookedShellfish(mussels, 'mussel meat')).toBe(true)
  expect(isCookedShellfish(clams, 'tinned clams')).toBe(true)
  expect(isCookedShellfish(clams, 'clams in brine')).toBe(true)
  expect(isCookedShellfish(mussels, 'mussels')).toBe(false)
  expect(isCookedShellfish(mussels, 'live mussels')).toBe(false)
  expect(isCookedShellfish(clams, 'fresh clams')).toBe(false)
})

const LIVE_STEPS = /beard|scrub|tapped|stay (?:shut|closed|open)|spit out|(?:have |they )open/i

test.each([
  'frozen cooked mussels, white wine, garlic, shallots, butter, cream, parsley',
  'mussel meat, spaghetti, garlic, chilli, white wine, parsley',
  'cooked clams, spaghetti, garlic, white wine, parsley',
  'cooked mussels, onion, canned tomatoes, fish stock, saffron, paella rice',
  'tinned clams, potatoes, bacon, onion, milk',
])(
  'a cook with cooked molluscs is never told to scrub them or wait for them to open: %s',
  (list) => {
    for (const variant of [0, 1, 2]) {
      const recipe = composeRecipe(list.split(', '), { variant })
      expect(recipe).not.toMatch(LIVE_STEPS)
    }
  },
)

test('live mussels keep every check that they are alive', () => {
  const recipe = composeRecipe(['mussels', 'white wine', 'garlic', 'shallots', 'butter'])
  expect(recipe).toMatch(/beards/)
  expect(recipe).toMatch(/do not close when tapped/)
  expect(recipe).toMatch(/until the shells have opened/)
  expect(recipe).toMatch(/stay closed/)
})

test('a chowder of tinned clams drains them and keeps their juice, and never steams them', () => {
  const recipe = composeRecipe(['tinned clams', 'potatoes', 'bacon', 'onion', 'milk'])
  expect(recipe).toMatch(/^## New England Clam Chowder/m)
  expect(recipe).toMatch(/Drain the clams \(tinned or cooked\), keeping their juice/)
  expect(recipe).not.toMatch(/steam/)
})
