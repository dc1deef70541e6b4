import fc from 'fast-check'
import { cutAt } from '../../../tests/support/cut-text.ts'
import { expect, test } from 'vitest'
import { createEndTokenTrimmer, END_TOKENS } from './end-token-trimmer.ts'

function trim(pieces: readonly string[]): string {
  const trimmer = createEndTokenTrimmer()
  return pieces.map((piece) => trimmer.push(piece)).join('') + trimmer.end()
}

function everySplit(text: string): string[][] {
  const out: string[][] = [[text], [...text]]
  for (let a = 0; a <= text.length; a += 1) {
    for (let b = a; b <= text.length; b += 1) {
      out.push([text.slice(0, a), text.slice(a, b), text.slice(b)])
    }
  }
  return out
}

const CASES: [string, string][] = [
  ['Stir.</s>', 'Stir.'],
  ['Stir.\n</s>\n', 'Stir.\n'],
  ['Stir.<|eot_id|>', 'Stir.'],
  ['Stir.<|im_end|>\n<|endoftext|>', 'Stir.'],
  ['Stir.<|end|>', 'Stir.'],
  ['Use </s> tags', 'Use </s> tags'],
  ['Stir. <', 'Stir. <'],
  ['a < b', 'a < b'],
  ['Stir.\n\n', 'Stir.\n\n'],
  ['<|e', '<|e'],
  ['', ''],
]

test.each(CASES)('%j ends as %j, whatever the split', (input, expected) => {
  for (const pieces of everySplit(input))
    expect(trim(pieces), JSON.stringify(pieces)).toBe(expected)
})

test('text goes out at once unless its end may be a token', () => {
  const trimmer = createEndTokenTrimmer()
  expect(trimmer.push('## Lemon ')).toBe('## Lemon ')
  expect(trimmer.push('chicken\n')).toBe('chicken\n')
  expect(trimmer.push('Serve </')).toBe('Serve ')
  expect(trimmer.push('s> hot')).toBe('</s> hot')
})

test('property: split anywhere, the result is the same', () => {
  const unit = fc.constantFrom(...END_TOKENS, '<', '|', 'e', 's', '>', '/', ' ', '\n', 'x')
  fc.assert(
    fc.property(
      fc.array(unit, { maxLength: 20 }),
      fc.array(fc.nat(), { maxLength: 5 }),
      (units, cuts) => {
        const text = units.join('')
        const pieces = cutAt(text, cuts)
        const whole = trim([text])
        expect(trim(pieces)).toBe(whole)
        // Only an end run of tokens and whitespace is ever removed.
        expect(text.startsWith(whole)).toBe(true)
        for (const token of END_TOKENS) expect(whole.endsWith(token)).toBe(false)
      },
    ),
    { numRuns: 2_000 },
  )
})
