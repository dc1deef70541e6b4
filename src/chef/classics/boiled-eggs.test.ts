import { expect, test } from 'vitest'
import { boilsAndPeelsEgg, withEggsBoiledAlready } from './boiled-eggs.ts'

test.each([
  [
    'Meanwhile boil the {egg} for 9 minutes, cool in cold water, peel and halve.',
    'Peel the {egg} and halve.',
  ],
  [
    '[Hard-boil the {eggs} for 10 minutes, then cool, peel and halve.] Wash.',
    '[Peel the {eggs} and halve.] Wash.',
  ],
  [
    'Drain. Boil the {egg} for 10 minutes, cool under cold water and peel.',
    'Drain. Peel the {egg}.',
  ],
])('%s → %s', (step, written) => {
  const key = /\{(\w+)\}/.exec(step)?.[1] ?? ''
  expect(boilsAndPeelsEgg([step], key)).toBe(true)
  expect(withEggsBoiledAlready([step], key)).toEqual([written])
})

test('an egg beaten or fried is not one boiled eggs can stand in for', () => {
  expect(boilsAndPeelsEgg(['Beat the {egg} and scramble until just set.'], 'egg')).toBe(false)
})
