import { expect, test } from 'vitest'
import { withoutAbsentKinds } from './described-foods.ts'

// Made-up descriptions: dropping "with fish" must leave a sentence a cook can read.

const none = { meat: false, fish: false }

test('kinds that head a longer list leave the rest of the list', () => {
  expect(withoutAbsentKinds('A soup eaten with fish, yam or plantain.', none)).toBe(
    'A soup eaten with yam or plantain.',
  )
  expect(withoutAbsentKinds('Greens stewed with meat, fish and crayfish.', none)).toBe(
    'Greens stewed with crayfish.',
  )
})

test('a serving verb left with nothing to serve goes too', () => {
  expect(withoutAbsentKinds('A party soup served with meat; a party staple', none)).toBe(
    'A party soup; a party staple',
  )
  expect(withoutAbsentKinds('Pepper soup, eaten with fish.', none)).toBe('Pepper soup.')
})

test('a closed aside or a new clause after the kinds is kept whole', () => {
  expect(
    withoutAbsentKinds('Greens in a pepper sauce with meat or fish, rich and green.', none),
  ).toBe('Greens in a pepper sauce, rich and green.')
  expect(withoutAbsentKinds('Greens simmered with fish, then served with rice.', none)).toBe(
    'Greens simmered, then served with rice.',
  )
})

test('foods named after a kind word, and kinds the recipe holds, are left alone', () => {
  for (const text of [
    'Cooked with fish sauce and lime.',
    'A stew with meat-free stock.',
    'A stew with fish and rice.',
  ])
    expect(withoutAbsentKinds(text, none)).toBe(text)
  expect(
    withoutAbsentKinds('A soup eaten with fish, yam or plantain.', { meat: false, fish: true }),
  ).toBe('A soup eaten with fish, yam or plantain.')
})
