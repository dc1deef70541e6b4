import { expect, test } from 'vitest'
import { stripMarkdownMarks } from './recipe-plain.tsx'

test('the last-resort text has no markdown marks, and keeps list markers and words', () => {
  const markdown = [
    '## Chicken Breast & Spinach Risotto',
    '',
    '**Serves 2 · 40 minutes**',
    '',
    '### Ingredients',
    '',
    '- Vegetable stock — 600 ml *(extra)*',
    '* 1 large onion, _finely_ diced',
    '',
    '1. Stir in the `rice`, see [the video](https://example.com).',
    '> Tip: ~~cold~~ hot stock.',
  ].join('\n')

  expect(stripMarkdownMarks(markdown)).toBe(
    [
      'Chicken Breast & Spinach Risotto',
      '',
      'Serves 2 · 40 minutes',
      '',
      'Ingredients',
      '',
      '- Vegetable stock — 600 ml (extra)',
      '* 1 large onion, finely diced',
      '',
      '1. Stir in the rice, see the video.',
      'Tip: cold hot stock.',
    ].join('\n'),
  )
})
