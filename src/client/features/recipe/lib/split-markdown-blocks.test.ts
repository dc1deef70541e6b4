import { expect, test } from 'vitest'
import { splitMarkdownBlocks } from './split-markdown-blocks.ts'

test('splits at blank lines into top-level blocks', () => {
  expect(
    splitMarkdownBlocks(
      '## Soup\n\nA warm bowl.\n\n- leek\n- potato\n\nThen:\n\n1. Chop.\n2. Simmer.',
    ),
  ).toEqual(['## Soup', 'A warm bowl.', '- leek\n- potato', 'Then:', '1. Chop.\n2. Simmer.'])
})

test('keeps a fenced code block whole, blank lines and all', () => {
  const markdown = 'Before\n\n```\nline one\n\nline two\n```\n\nAfter'
  expect(splitMarkdownBlocks(markdown)).toEqual([
    'Before',
    '```\nline one\n\nline two\n```',
    'After',
  ])
})

test('a tilde fence is not closed by backticks', () => {
  const markdown = '~~~\na\n\n```\nb\n~~~\n\nc'
  expect(splitMarkdownBlocks(markdown)).toEqual(['~~~\na\n\n```\nb\n~~~', 'c'])
})

test('a loose list stays one block, so its numbering and its item count are right', () => {
  const markdown =
    '1. Heat the pan.\n\n   Use a heavy one.\n\n2. Add oil.\n\n- salt\n\n- pepper\n\nServe.'
  expect(splitMarkdownBlocks(markdown)).toEqual([
    '1. Heat the pan.\n\n   Use a heavy one.\n\n2. Add oil.\n\n- salt\n\n- pepper',
    'Serve.',
  ])
  expect(splitMarkdownBlocks('1. Preheat.\n\n1. Chop.\n\n1. Bake.')).toHaveLength(1)
})

test('a document with reference definitions stays whole so its links resolve', () => {
  const markdown = 'See [the tip][1].\n\nMore.\n\n[1]: https://example.com'
  expect(splitMarkdownBlocks(markdown)).toEqual([markdown])
})

test('extra blank lines and trailing newlines make no empty blocks', () => {
  expect(splitMarkdownBlocks('\n\nA\n\n\n\nB\n\n')).toEqual(['A', 'B'])
  expect(splitMarkdownBlocks('')).toEqual([])
})

test('a growing last block leaves the earlier blocks unchanged', () => {
  const early = splitMarkdownBlocks('## Title\n\nFirst para')
  const later = splitMarkdownBlocks('## Title\n\nFirst paragraph, longer now\n\n- a')
  expect(later[0]).toBe(early[0])
})
