import { expect, test } from 'vitest'
import { rankClassics } from '../classics/fit-classic.ts'
import { prepare } from './read-list.ts'

// Two classics that use a list exactly as well: the one that calls the visitor's items by the
// words they typed is theirs, before library order decides.

const firstOf = (list: string, ids: readonly string[]): string | undefined =>
  rankClassics(prepare(list.split(', ')).candidates)
    .map((fit) => fit.classic.dish.id)
    .find((id) => ids.includes(id))

test('samp and sugar beans are umngqusho, written with them, before githeri of hominy and beans', () => {
  expect(firstOf('samp, sugar beans, 2 onions, beef stock', ['githeri', 'umngqusho'])).toBe(
    'umngqusho',
  )
})

test('mixed dried fruit is what rock cakes are made of, only an optional extra in scones', () => {
  expect(
    firstOf('self-raising flour, salted butter, sugar, mixed dried fruit, 1 egg, milk', [
      'scones',
      'rock-cakes',
    ]),
  ).toBe('rock-cakes')
})
