import { expect, test } from 'vitest'
import { expectDish, firstIdea } from '../../../tests/support/first-idea.ts'
import { withShanksWhole } from './shank-braise.ts'

// Ghormeh sabzi took no lamb shank, and a place written for boneless lamb that took one cut the
// shank into chunks: a shank is braised whole on the bone and its meat pulled off at the end.

test('ghormeh sabzi braises lamb shanks whole and takes the meat off the bone', () => {
  const recipe = firstIdea(
    'lamb shanks, kidney beans, parsley, coriander, fenugreek, dried limes, onion',
  )
  expectDish(recipe, 'Ghormeh Sabzi', /lamb shanks/i)
  expect(recipe).toMatch(/leave the lamb shanks whole on the bone/)
  expect(recipe).not.toMatch(/cut the lamb shanks into/i)
  expect(recipe).toMatch(/pull the flesh off the bones/)
})

test('a braise shorter than a shank needs is told the shank’s time', () => {
  const steps = withShanksWhole(
    [
      'Cut the {lamb} into 3 cm chunks and brown them in the {oil}.',
      'Add the {water}, cover and simmer for 1 hour, until tender. Season and serve.',
    ],
    'lamb',
  )
  expect(steps[0]).toBe('Leave the {lamb} whole on the bone and brown them in the {oil}.')
  expect(steps[1]).toMatch(
    /simmer for 1 hour, until tender\. Shanks on the bone want 2–2½ hours in all[^.]*\. Lift out the shanks, pull the flesh off the bones[^.]*\. Season and serve\./,
  )
})

test('a method that already says how shanks go in is left as written', () => {
  const steps = ['Cut boneless {lamb} into chunks (shanks go in whole).', 'Simmer for 2 hours.']
  expect(withShanksWhole(steps, 'lamb')).toEqual(steps)
})
