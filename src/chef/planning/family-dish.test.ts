import { expect, test } from 'vitest'
import { pantryCovered } from './family-dish.ts'
import { prepare } from './read-list.ts'

const covers = (item: string) => pantryCovered(prepare([item]).candidates).has('oil')

test('a finishing oil (toasted sesame, truffle) is no oil to fry in; a cooking oil or fat is', () => {
  expect(covers('toasted sesame oil')).toBe(false)
  expect(covers('truffle oil')).toBe(false)
  expect(covers('olive oil')).toBe(true)
  expect(covers('rapeseed oil')).toBe(true)
  expect(covers('duck fat')).toBe(true)
})
