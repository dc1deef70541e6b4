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
