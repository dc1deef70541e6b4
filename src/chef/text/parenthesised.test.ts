import { expect, test } from 'vitest'
import { replaceParenthesised } from './parenthesised.ts'

test('replaces each bracketed part as the regex it stands for does', () => {
  const samples = [
    '',
    'no brackets',
    '1 cup (200 g) rice (rinsed)',
    '(a) b (c',
    'a (b (c) d) e',
    ')(x)(',
    '((()))',
    'tail (open',
  ]
  for (const sample of samples) {
    expect(replaceParenthesised(sample, ' ')).toBe(sample.replace(/\([^)]*\)/g, ' '))
  }
})

test('a line of unclosed brackets takes one pass, not one per bracket', () => {
  const hostile = '(a '.repeat(100_000)
  const startedAt = performance.now()
  expect(replaceParenthesised(hostile, ' ')).toBe(hostile)
  expect(performance.now() - startedAt).toBeLessThan(200)
})
