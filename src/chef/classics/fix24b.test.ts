import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'
import { withPlaceWordNamed } from './place-words.ts'
import { withShanksWhole } from './shank-braise.ts'

// A saltah made with lamb shank had "braise the shank" written into its eggs' optional part (a
// list without eggs would have dropped it), while the shank itself simmered only 1¼ hours before
// the method shredded it: a shank's braise ends where the method takes the meat apart, and
// another food's optional part is no part of it.

const SALTAH = [
  'Make up the {stock} with the {water}.[ Simmer the {meat} in it with half the {onion}, covered, for 1¼ hours, until tender, and shred it back into the broth.]',
  'Add the {potatoes} and the broth. Simmer for 15–20 minutes, until the potatoes are soft.',
  'Whisk the hilbeh.[ Break the {eggs} into the bubbling stew and cook for 4–5 minutes, until set.] Spoon the hilbeh over the top.',
]

test('the braise ends where the method shreds the meat, for as long as a shank needs', () => {
  const steps = withShanksWhole(SALTAH, 'meat')
  expect(steps[0]).toMatch(/covered, for 2–2½ hours, until tender, and shred it back/)
  expect(steps[0]).toMatch(/pull the flesh off the bones and discard them/)
  expect(steps[1]).toBe(SALTAH[1])
  expect(steps[2]).toBe(SALTAH[2])
})

test('a cook in another food’s optional part is not where the shank’s braise ends', () => {
  const steps = withShanksWhole(
    [
      'Brown the {lamb} in the {oil}, add the {water}, cover and simmer for 1 hour.',
      'Season.[ Add the {peas} and cook for 5 minutes.] Serve.',
    ],
    'lamb',
  )
  expect(steps[0]).toMatch(/simmer for 1 hour\. Shanks on the bone want 2–2½ hours/)
  expect(steps[0]).toMatch(/Lift out the shanks/)
  expect(steps[1]).toBe('Season.[ Add the {peas} and cook for 5 minutes.] Serve.')
})

test('the shank’s own words never use the place word the writer renames', () => {
  const steps = withShanksWhole(
    ['Cut the {meat} into chunks.', 'Add the {water} and simmer for 1 hour. Serve.'],
    'meat',
  )
  expect(steps.join(' ')).not.toMatch(/the meat comes away/)
  expect(steps[1]).toMatch(/until the flesh comes away from the bone/)
})

test('a saltah with lamb shanks and eggs braises the shanks before it shreds them', () => {
  const recipe = firstIdea(
    'lamb shanks, eggs, fenugreek seeds, potatoes, tomatoes, garlic, onion, hawaij',
  )
  expectDish(recipe, 'Saltah', /lamb shanks/i)
  expect(recipe).toMatch(/Simmer the lamb shanks in it[^.]*for 2–2½ hours[^.]*shred/)
  expect(recipe).not.toMatch(/set\. Shanks on the bone/)
  expect(recipe).not.toMatch(/lamb shanks comes away/)
})

test('the meat a plural food fills takes the plural verb', () => {
  expect(withPlaceWordNamed(['Simmer until the meat is tender.'], 'meat', ['lamb shanks'])).toEqual(
    ['Simmer until the {meat} are tender.'],
  )
  expect(withPlaceWordNamed(['Simmer until the meat is tender.'], 'meat', ['beef'])).toEqual([
    'Simmer until the {meat} is tender.',
  ])
})
