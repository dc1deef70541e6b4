import { expect, test } from 'vitest'
import { TREATMENTS } from './treatments.ts'

const smallBeans = TREATMENTS.find((treatment) => treatment.id === 'dry-small-beans')
const handled = (step: string) =>
  smallBeans?.handledBy.every((pattern) => pattern.test(step)) ?? false

test('whole mung beans sprouted by the dish need no boil first; bean sprouts beside them do not count', () => {
  expect(smallBeans).toBeDefined()
  expect(handled('Soak the mung beans overnight, drain and leave them to sprout for 2 days.')).toBe(
    true,
  )
  expect(handled('Toss the mung beans with the bean sprouts and the dressing.')).toBe(false)
})

const wholePeas = TREATMENTS.find((treatment) => treatment.id === 'dried-whole-peas')
const peasHandled = (step: string) =>
  wholePeas?.handledBy.every((pattern) => pattern.test(step)) ?? false

// A step that names the pulse but soaks (or simmers) another food beside it has not done the
// pulse's work: the pulse's own soak is by its name, for hours or overnight.
test.each([
  'Rinse the peas and pick out any grit. Whole dried peas need to soak overnight in plenty of cold water.',
  'The night before, put the peas in a large bowl, cover with plenty of cold water and leave to soak for 8–12 hours.',
  'Rinse the yellow peas, then soak them for at least 8 hours.',
])('whole dried peas soaked by the dish: %s', (step) => {
  expect(peasHandled(step)).toBe(true)
})

test.each([
  'Rinse the peas. Soak the rice overnight in cold water.',
  'Rinse the peas in a sieve. (If the ham is a raw hock that smells salty, soak it in cold water for a few hours first.)',
  'Soak the peas briefly in warm water.',
])('whole dried peas not soaked by the dish: %s', (step) => {
  expect(peasHandled(step)).toBe(false)
})

test.each([
  'The night before, rinse the mung beans and leave to soak in plenty of cold water.',
  'Soak the mung beans for 4–6 hours, then drain.',
  'Add the mung beans and the water, bring to the boil and simmer for 35–40 minutes, until soft.',
])('small beans cooked by the dish: %s', (step) => {
  expect(handled(step)).toBe(true)
})

test.each([
  'Rinse the mung beans. Soak the rice for 2 hours and drain.',
  'Add the mung beans. Simmer the pork for 40 minutes, until tender.',
  'Soak the mung beans in warm water while you chop the onion.',
])('small beans not cooked by the dish: %s', (step) => {
  expect(handled(step)).toBe(false)
})

test('small beans simmered in the sentence after the one that names them, which names nothing else', () => {
  expect(
    handled(
      'Rinse the adzuki beans, cover with water and boil for 5 minutes; drain. Cover with fresh water and simmer, partly covered, for 60–80 minutes, until soft.',
    ),
  ).toBe(true)
  expect(
    handled(
      'Cover and simmer gently for 30 minutes until everything is tender. Add the whole green moong for the last 15 minutes.',
    ),
  ).toBe(false)
})
