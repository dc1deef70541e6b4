import { expect, test } from 'vitest'
import { escapeMarkdown } from './markdown-text.ts'

test('parentheses stay bare (no link can open without a bracket); links, emphasis and HTML do not', () => {
  expect(escapeMarkdown('tomato paste (biber salcasi)')).toBe('tomato paste (biber salcasi)')
  expect(escapeMarkdown('[click](javascript:alert(1))')).toBe('\\[click\\](javascript:alert(1))')
  expect(escapeMarkdown('*bold* <b>x</b> `code`')).toBe('\\*bold\\* \\<b\\>x\\</b\\> \\`code\\`')
  expect(escapeMarkdown('1) first')).toBe('1\\) first')
})
