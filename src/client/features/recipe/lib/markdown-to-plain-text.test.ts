import { expect, test } from 'vitest'
import { markdownToPlainText } from './markdown-to-plain-text.ts'

test('an offline recipe reads as plain lines: no #, ** or *(extra)* marks', () => {
  const markdown = [
    '## Chicken Breast & Spinach Risotto',
    '',
    'Slow-stirred, creamy risotto — twenty minutes of gentle cooking.',
    '',
    '**Serves 2 · 40 minutes**',
    '',
    '### Ingredients',
    '',
    '- Rice — 150 g',
    '- Vegetable stock — 600 ml *(extra)*',
    '- Salt and pepper — to taste',
    '',
    '### Method',
    '',
    '1. Heat the stock.',
    '2. Stir in the **rice**.',
    '',
  ].join('\n')

  expect(markdownToPlainText(markdown)).toBe(
    [
      'Chicken Breast & Spinach Risotto',
      '',
      'Slow-stirred, creamy risotto — twenty minutes of gentle cooking.',
      '',
      'Serves 2 · 40 minutes',
      '',
      'Ingredients',
      '',
      '- Rice — 150 g',
      '- Vegetable stock — 600 ml (extra)',
      '- Salt and pepper — to taste',
      '',
      'Method',
      '',
      '1. Heat the stock.',
      '2. Stir in the rice.',
      '',
    ].join('\n'),
  )
})

test('links keep their address in brackets; unsafe addresses and raw HTML are not copied', () => {
  expect(
    markdownToPlainText(
      'See [the video](https://example.com/v) or https://example.org.\n\n' +
        '[Click](javascript:alert(1)) <b>bold</b> <script>x()</script> ![a pan](https://x.test/p.png)',
    ),
  ).toBe('See the video (https://example.com/v) or https://example.org.\n\nClick bold x() a pan\n')
})

test('ordered lists keep their numbers, nested lists and loose items are indented', () => {
  const markdown = '3. Fry.\n4. Serve with:\n   - rice\n   - *greens*\n\n   Hot.\n'
  expect(markdownToPlainText(markdown)).toBe(
    '3. Fry.\n4. Serve with:\n   - rice\n   - greens\n   Hot.\n',
  )
})

test('tables, task lists, quotes, code and breaks become plain text', () => {
  const markdown = [
    '| Step | Time |',
    '|---|---|',
    '| **Fry** | `2 min` |',
    '',
    '- [x] Shop',
    '- [ ] Cook',
    '',
    '> Tip: a *hot* pan.',
    '',
    '```',
    'flip once',
    '```',
    '',
    'Line one  ',
    'line two',
    '',
    '---',
    '',
    '~~Old~~ new',
  ].join('\n')

  expect(markdownToPlainText(markdown)).toBe(
    [
      'Step | Time',
      'Fry | 2 min',
      '',
      '- [x] Shop',
      '- [ ] Cook',
      '',
      'Tip: a hot pan.',
      '',
      'flip once',
      '',
      'Line one',
      'line two',
      '',
      'Old new',
      '',
    ].join('\n'),
  )
})

test('text with no markdown at all is copied as it is', () => {
  expect(markdownToPlainText('Just soup.')).toBe('Just soup.\n')
})
