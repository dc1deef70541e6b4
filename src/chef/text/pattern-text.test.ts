import { expect, test } from 'vitest'
import { escapeForPattern } from './pattern-text.ts'

test('a name with pattern characters matches only itself', () => {
  const name = 'wheat berries (or barley) + 1.5 tsp [x]'
  expect(new RegExp(`^${escapeForPattern(name)}$`).test(name)).toBe(true)
  expect(new RegExp(escapeForPattern('a.b')).test('axb')).toBe(false)
})
