import { beforeEach, expect, test } from 'vitest'
import {
  COOK_PROGRESS_KEY,
  NO_PROGRESS,
  readCookProgress,
  recipeKey,
  writeCookProgress,
} from './cook-progress.ts'

const RECIPE = '## Soup\n\n### Ingredients\n- Leek\n\n### Method\n1. Cook.\n'

beforeEach(() => {
  sessionStorage.clear()
})

test('progress written for a recipe reads back for that recipe only', () => {
  writeCookProgress(RECIPE, { open: true, view: 2, ticked: [0, 3] })
  expect(readCookProgress(RECIPE)).toEqual({ open: true, view: 2, ticked: [0, 3] })
  expect(readCookProgress(`${RECIPE}\nAnother idea.`)).toEqual(NO_PROGRESS)
})

test('a recipe key is short and tells recipes apart', () => {
  expect(recipeKey(RECIPE)).toMatch(/^[0-9a-z]+-[0-9a-z]+$/)
  expect(recipeKey(RECIPE)).not.toBe(recipeKey(RECIPE.replace('Leek', 'Leak')))
})

test.each([
  ['not JSON', '{'],
  ['not an object', '[1,2]'],
  ['another recipe', JSON.stringify({ recipe: 'x', open: true, view: 1, ticked: [] })],
])('%s reads as no progress', (_, raw) => {
  sessionStorage.setItem(COOK_PROGRESS_KEY, raw)
  expect(readCookProgress(RECIPE)).toEqual(NO_PROGRESS)
})

test('what is stored is validated field by field', () => {
  sessionStorage.setItem(
    COOK_PROGRESS_KEY,
    JSON.stringify({
      recipe: recipeKey(RECIPE),
      open: 'yes',
      view: -1,
      ticked: [2, 2, 'a', 1.5, -1, 1e9, 0],
    }),
  )
  expect(readCookProgress(RECIPE)).toEqual({ open: false, view: 0, ticked: [0, 2] })
})
