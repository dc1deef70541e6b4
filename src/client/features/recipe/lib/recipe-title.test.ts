import { expect, test } from 'vitest'
import { recipeTitle } from './recipe-title.ts'

test.each([
  ['## Lemon Rice\n\nA bright bowl.', 'Lemon Rice'],
  ['Intro words first.\n\n### **Chicken & Leek Pie** ##\n', 'Chicken & Leek Pie'],
  ['# [Pancakes](https://example.com)', 'Pancakes'],
  ['**Quick Tomato Soup**\n\n- 1 tin tomatoes', 'Quick Tomato Soup'],
  ['\n\n  \nJust a line', 'Just a line'],
  ['##\n\n## Real Title', 'Real Title'],
  ['## Soup\twith\u0007bells', 'Soup with bells'],
  ['', ''],
])('reads the title of %j', (markdown, title) => {
  expect(recipeTitle(markdown)).toBe(title)
})

test('a long title is cut to what the API accepts', () => {
  expect(recipeTitle(`## ${'Very '.repeat(40)}Long`)).toHaveLength(119)
})
