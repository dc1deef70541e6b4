import { expect, test } from 'vitest'
import { recipeTitle, UNTITLED_RECIPE } from './recipe-title.ts'

test('the first heading is the title', () => {
  expect(recipeTitle('Intro line\n\n## Tomato Pasta\n\n### Method\n')).toBe('Tomato Pasta')
})

test('markup in the heading is taken off, words kept', () => {
  expect(recipeTitle('# **Chicken & *Spinach* Risotto** ##')).toBe('Chicken & Spinach Risotto')
  expect(recipeTitle('## [Lemon `rice`](https://example.com/x)')).toBe('Lemon rice')
})

test('a recipe without a heading, or with an empty one, is called "Recipe"', () => {
  expect(recipeTitle('Just some text\n- a list')).toBe(UNTITLED_RECIPE)
  expect(recipeTitle('##   **  **')).toBe(UNTITLED_RECIPE)
  expect(recipeTitle('#hashtag is not a heading')).toBe(UNTITLED_RECIPE)
})

test('a very long heading is cut with an ellipsis', () => {
  const title = recipeTitle(`## ${'Soup '.repeat(60)}`)
  expect(title.length).toBe(120)
  expect(title.endsWith('…')).toBe(true)
})
