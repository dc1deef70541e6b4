import { expect, test } from 'vitest'
import { withShellfishCookedAlready } from './cooked-shellfish-steps.ts'
import { isCookedShellfish } from '../lexicon/cooked-shellfish.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import { composeRecipe } from '../index.ts'

const HEATED = 'until piping hot (they are cooked already: longer only toughens them)'

test.each([
  [
    'Add the prawns and simmer for 3–4 minutes, until pink and cooked right through. Spoon over.',
    `Add the prawns and simmer for 3–4 minutes, ${HEATED}. Spoon over.`,
  ],
  [
    '[ Stir in the {prawns} for the last 3 minutes, until pink and opaque.]',
    `[ Stir in the {prawns} for the last 3 minutes, ${HEATED}.]`,
  ],
  [
    'Lay the {prawns} over the rice, cover again and cook until they are pink.',
    `Lay the {prawns} over the rice, cover again and cook ${HEATED}.`,
  ],
  [
    'Add the {prawns} and cook for 1–2 minutes, until pink (just 1 minute if they were already cooked).',
    `Add the {prawns} and cook for 1–2 minutes, ${HEATED}.`,
  ],
  [
    'Fry the {prawns} in a little of the oil for 3–4 minutes, until cooked through, and let it cool.',
    `Fry the {prawns} in a little of the oil for 3–4 minutes, ${HEATED}, and let it cool.`,
  ],
  [
    'Steam for 10–12 minutes, until just set[ and the {prawns} pink right through].',
    'Steam for 10–12 minutes, until just set[ and the {prawns} piping hot].',
  ],
])('cooked shellfish is heated, not cooked until pink: %s', (step, written) => {
  expect(withShellfishCookedAlready([step], 'prawns')).toEqual([written])
})

test('a sentence that cooks raw chicken with them keeps its cue', () => {
  const step = 'Add the {prawns} and the {chicken} and fry for 6 minutes, until cooked through.'
  expect(withShellfishCookedAlready([step], 'prawns')).toEqual([step])
})

test('a pink cue in a sentence about another food is kept', () => {
  const step = 'Sear the {pork} until pink in the middle. Add the {prawns} and toss.'
  expect(withShellfishCookedAlready([step], 'prawns')).toEqual([step])
})

test('shellfish the visitor names as cooked, or sold cooked, is read as cooked', () => {
  const prawns = lexiconEntry('prawns')
  const crayfish = lexiconEntry('crayfish')
  expect(isCookedShellfish(crayfish, 'frozen crawfish tails')).toBe(true)
  expect(isCookedShellfish(prawns, 'cooked prawns')).toBe(true)
  expect(isCookedShellfish(prawns, 'cooked and peeled shrimp')).toBe(true)
  expect(isCookedShellfish(lexiconEntry('mussels'), 'cooked mussels')).toBe(true)
  expect(isCookedShellfish(prawns, 'raw king prawns')).toBe(false)
  expect(isCookedShellfish(crayfish, 'raw crawfish tails')).toBe(false)
  expect(isCookedShellfish(prawns, 'frozen prawns')).toBe(false)
})

test.each([
  'frozen crawfish tails, onion, celery, green pepper, rice, garlic',
  'cooked prawns, rice, onion, celery, green pepper, butter, flour',
  'cooked shrimp, rice, eggs, soy sauce, spring onions',
])('a cook with cooked shellfish is never told to cook it until pink: %s', (list) => {
  for (const variant of [0, 1, 2]) {
    const recipe = composeRecipe(list.split(', '), { variant })
    const steps = recipe.split('### Method')[1] ?? ''
    expect(steps).not.toMatch(/until (?:they are |they turn )?(?:just )?(?:pink|opaque)/i)
    expect(steps).not.toMatch(/(?:shrimp|prawns|crawfish tails) pink/i)
  }
})
