import { expect, test } from 'vitest'
import { answerKindOf, isIdea, isSuggestionLine, suggestionsOf } from './recipe-session-answers.ts'

const OUT_OF_IDEAS = [
  '## Out of New Ideas for This List',
  '',
  "I've already given you **Bubble and Squeak**. Go back to one of those, or add one more:",
  '',
  '- Add **cabbage** and I can make Bubble and Squeak.',
  '- Add **cr\\*me fra\\_che** and I can make Pasta \\(Quick\\).',
  '',
  '### Notes',
  '',
  '- Add more next time.',
].join('\n')

test('the kind `done` said wins; without it, the heading tells the chef’s answers apart', () => {
  expect(answerKindOf({ markdown: '## Pancakes\n', kind: 'out-of-ideas' })).toBe('out-of-ideas')
  expect(answerKindOf({ markdown: OUT_OF_IDEAS })).toBe('out-of-ideas')
  expect(answerKindOf({ markdown: '## Not Quite a Recipe Yet\n\nMore.' })).toBe('not-a-recipe')
  expect(answerKindOf({ markdown: '## Nothing Safe to Cook Here\n' })).toBe('not-a-recipe')
  expect(answerKindOf({ markdown: '## Pancakes\n\n## Out of New Ideas for This List' })).toBe(
    'recipe',
  )
  expect(isIdea({ markdown: '' })).toBe(true)
})

test('suggestions as sent, or read back from the text, escapes undone; none for a recipe', () => {
  const sent = [{ add: 'leeks', dish: 'Vichyssoise' }]
  expect(suggestionsOf({ markdown: OUT_OF_IDEAS, suggestions: sent })).toBe(sent)
  expect(suggestionsOf({ markdown: OUT_OF_IDEAS })).toEqual([
    { add: 'cabbage', dish: 'Bubble and Squeak' },
    { add: 'cr*me fra_che', dish: 'Pasta (Quick)' },
  ])
  expect(suggestionsOf({ markdown: '## Pancakes\n\n- Add **x** and I can make Y.' })).toEqual([])
  expect(isSuggestionLine('- Add more next time.')).toBe(false)
})
