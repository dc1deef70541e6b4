import fc from 'fast-check'
import { cutAt } from '../../../tests/support/cut-text.ts'
import { describe, expect, test } from 'vitest'
import { createReasoningStripper, ORPHAN_WINDOW_CHARS } from './reasoning-stripper.ts'

function strip(pieces: readonly string[], windowChars?: number): string {
  const stripper = createReasoningStripper(windowChars === undefined ? {} : { windowChars })
  return pieces.map((piece) => stripper.push(piece)).join('') + stripper.end()
}

/** Every way to cut `text` in two, and in three for short texts, and one piece per character. */
function splits(text: string): string[][] {
  const out: string[][] = [[text], [...text]]
  for (let a = 0; a <= text.length; a += 1) {
    out.push([text.slice(0, a), text.slice(a)])
    if (text.length > 40) continue
    for (let b = a; b <= text.length; b += 1) {
      out.push([text.slice(0, a), text.slice(a, b), text.slice(b)])
    }
  }
  return out
}

const CASES: [name: string, input: string, answer: string][] = [
  ['a plain answer', '## Soup\nStir.', '## Soup\nStir.'],
  ['a think block first', '<think>Hmm, soup?</think>\n\n## Soup\nStir.', '## Soup\nStir.'],
  ['a thinking block', '<thinking>plan</thinking>## Soup', '## Soup'],
  ['a reasoning block', '<reasoning>plan</reasoning>\nSoup.', 'Soup.'],
  ['a block in the middle', '## Soup\n<think>salt?</think>Stir.', '## Soup\nStir.'],
  ['a block cut off by max_tokens', '<think>Let me think about soup and', ''],
  ['an answer that is only reasoning', '<think>all thought</think>\n', ''],
  ['an orphan end tag', 'Okay, so soup. Let me think.\n</think>\n\n## Soup', '## Soup'],
  ['an orphan </thinking>', 'plan it\n</thinking>Soup.', 'Soup.'],
  ['an end tag after the answer began', '## Soup\nStir.</think> Serve.', '## Soup\nStir. Serve.'],
  ['a lone < in text', 'Cook 2 < 3 min <b>', 'Cook 2 < 3 min <b>'],
  ['a partial tag at the very end', '## Soup <thi', '## Soup <thi'],
  ['a tag-like word', '## Soup <thinker>', '## Soup <thinker>'],
  ['leading blank lines kept without reasoning', '\n\n## Soup', '\n\n## Soup'],
  ['bold opening', '**Soup**\nStir.', '**Soup**\nStir.'],
  ['prose, then a heading', 'Here is one.\n## Soup', 'Here is one.\n## Soup'],
  ['two blocks', '<think>a</think>Soup<think>b</think>!', 'Soup!'],
  ['whitespace only', '  \n ', ''],
  ['empty', '', ''],
]

describe('removes reasoning, whatever the split', () => {
  for (const [name, input, answer] of CASES) {
    test(name, () => {
      for (const pieces of splits(input)) expect(strip(pieces), JSON.stringify(pieces)).toBe(answer)
    })
  }
})

test('an unmarked monologue longer than the window is let through (the bound)', () => {
  const monologue = 'I think '.repeat(300)
  const input = `${monologue}</think>## Soup`
  expect(strip([input])).toBe(`${monologue}## Soup`)
})

test('the hold-back is bounded: a long prose answer starts flowing at the window', () => {
  const stripper = createReasoningStripper({ windowChars: 100 })
  let out = ''
  for (let index = 0; index < 20 && out === ''; index += 1) out += stripper.push('word word ')
  expect(out.length).toBeGreaterThan(0)
  expect(out.length).toBeLessThanOrEqual(100 + 16 + 10)
})

test('a heading releases the answer at once', () => {
  const stripper = createReasoningStripper()
  expect(stripper.push('## Lemon ')).toBe('## Lemon ')
  expect(stripper.isHoldingReasoning).toBe(false)
})

test('says it holds reasoning inside a block and while the start is unsettled', () => {
  const stripper = createReasoningStripper()
  expect(stripper.isHoldingReasoning).toBe(false)
  stripper.push('<think>hmm')
  expect(stripper.isHoldingReasoning).toBe(true)
  stripper.push('</think>## Soup')
  expect(stripper.isHoldingReasoning).toBe(false)
  const prose = createReasoningStripper()
  prose.push('Okay, so')
  expect(prose.isHoldingReasoning).toBe(true)
})

test('the window default is documented', () => {
  expect(ORPHAN_WINDOW_CHARS).toBe(2_000)
})

// Fragments chosen to make tags, partial tags, headings and bold collide at every boundary.
const fragment = fc.constantFrom(
  '<think>',
  '</think>',
  '<thinking>',
  '</thinking>',
  '<reasoning>',
  '</reasoning>',
  '<',
  '</',
  '<th',
  '>',
  '#',
  '# ',
  '**',
  '\n',
  ' ',
  'soup',
  'x',
)

test('property: the answer does not depend on how the text was split', () => {
  fc.assert(
    fc.property(
      fc.array(fragment, { maxLength: 40 }),
      fc.array(fc.nat(), { maxLength: 8 }),
      fc.integer({ min: 1, max: 30 }),
      (fragments, cuts, windowChars) => {
        const text = fragments.join('')
        expect(strip(cutAt(text, cuts), windowChars)).toBe(strip([text], windowChars))
      },
    ),
    { numRuns: 2_000 },
  )
})

const plain = fc.string({
  unit: fc.constantFrom('a', 'b', ' ', '\n', '#', '*', '>', '/'),
  maxLength: 12,
})
const segment = fc.oneof(
  plain.map((text) => ({ kind: 'answer' as const, text })),
  fc
    .tuple(fc.constantFrom('think', 'thinking', 'reasoning'), plain)
    .map(([name, text]) => ({ kind: 'block' as const, name, text })),
)

test('property: blocks vanish and the answer around them is kept', () => {
  fc.assert(
    fc.property(
      fc.array(segment, { maxLength: 8 }),
      fc.boolean(),
      fc.array(fc.nat(), { maxLength: 6 }),
      (segments, cutLastBlockOff, cuts) => {
        let text = ''
        let expected = ''
        let hasEmitted = false
        let isAfterReasoning = false
        let lead = ''
        segments.forEach((part, index) => {
          if (part.kind === 'block') {
            const isCut = cutLastBlockOff && index === segments.length - 1
            text += `<${part.name}>${part.text}${isCut ? '' : `</${part.name}>`}`
            if (!hasEmitted) {
              isAfterReasoning = true
              lead = ''
            }
            return
          }
          text += part.text
          if (hasEmitted) expected += part.text
          else if (part.text.trim() === '') lead += part.text
          else {
            hasEmitted = true
            expected += isAfterReasoning ? part.text.trimStart() : lead + part.text
          }
        })
        expect(strip(cutAt(text, cuts))).toBe(expected)
      },
    ),
    { numRuns: 2_000 },
  )
})

test('property: an orphan end tag inside the window removes all before it', () => {
  const monologue = fc.string({
    unit: fc.constantFrom('a', 'b', ' ', '\n', '.', ','),
    maxLength: 300,
  })
  fc.assert(
    fc.property(monologue, plain, fc.array(fc.nat(), { maxLength: 6 }), (thought, answer, cuts) => {
      fc.pre(!/(^|\n)[ \t]{0,3}(#{1,6}[ \t]|\*\*)/.test(answer))
      const text = `${thought}</think>${answer}`
      expect(strip(cutAt(text, cuts))).toBe(answer.trimStart())
    }),
  )
})
