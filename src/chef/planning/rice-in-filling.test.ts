import { expect, test } from 'vitest'
import { planRecipe } from '../index.ts'
import { TREATMENTS } from './treatments.ts'

// A cook's read found sarmale whose raw rice, rolled into the cabbage and simmered for three
// hours, was also boiled in a pan of its own "to be ready with the rest".
test.each([
  ['Sarmale', 'sauerkraut, pork mince, rice, onion, tomato puree'],
  ['Toltott Kaposzta', 'sauerkraut, pork mince, rice, paprika, onion, sour cream'],
])('%s cooks its raw rice in the filling, and in no second pan', (title, list) => {
  const plan = planRecipe(list.split(', '))
  expect(plan.title).toBe(title)
  const steps = plan.steps.join('\n')
  expect(steps).toMatch(/raw rice/)
  expect(steps).not.toMatch(/Cook the rice to be ready/)
})

test('raw rice in a filling is cooked by an hour or more in the pot, never by a short simmer', () => {
  const rice = TREATMENTS.find((treatment) => treatment.id === 'dry-rice')
  if (rice === undefined) throw new Error('no dry-rice treatment')
  const cooks = (method: string) => rice.handledBy.every((pattern) => pattern.test(method))
  expect(
    cooks('Mix the mince with the raw rice.\nCover and cook very gently for 2–2½ hours.'),
  ).toBe(true)
  expect(cooks('Mix the mince with the raw rice.\nSimmer for 1½ hours, until soft.')).toBe(true)
  expect(cooks('Mix the mince with the raw rice.\nSimmer for 20 minutes.')).toBe(false)
})

// A cook's read found shrimp étouffée's rice cooked by absorption, then boiled again in a pan of
// its own: rice put in a pan with its water and brought to the boil has been cooked.
test('rice put in a pan with its water and brought to the boil is cooked once', () => {
  const plan = planRecipe(['frozen crawfish tails', 'onion', 'celery', 'green pepper', 'rice'])
  expect(plan.title).toBe('Crawfish Etouffee')
  expect(plan.steps.join('\n')).toMatch(/twice its volume of water/)
  expect(plan.steps.join('\n')).not.toMatch(/Cook the rice to be ready/)
})
