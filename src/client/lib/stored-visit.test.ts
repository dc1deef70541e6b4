import { beforeEach, expect, test } from 'vitest'
import { SAVED_RECIPES_KEY } from './kept-recipe-keys.ts'
import { STORAGE_KEY } from './storage-record.ts'
import { hasStoredVisit } from './stored-visit.ts'

beforeEach(() => {
  localStorage.clear()
  history.replaceState(null, '', '/')
})

const RECIPE = {
  markdown: '## Soup',
  engine: 'offline',
  status: 'done',
  request: { ingredients: ['leek'], variant: 0 },
  warnings: [],
}

test('a fresh page has nothing from before, nor has a page whose last visit left nothing', () => {
  expect(hasStoredVisit()).toBe(false)
  // What a visit that added nothing writes.
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ingredients: [], recipe: null, ideas: [] }))
  expect(hasStoredVisit()).toBe(false)
  localStorage.setItem(SAVED_RECIPES_KEY, '[]')
  expect(hasStoredVisit()).toBe(false)
})

test.each([
  ['a list', { ingredients: ['leek'] }],
  ['a recipe', { recipe: RECIPE }],
  ['ideas', { ideas: [RECIPE] }],
  ['preferences', { preferences: { diets: ['vegan'] } }],
])('%s from before is something to show', (_name, stored) => {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(stored))
  expect(hasStoredVisit()).toBe(true)
})

test('saved recipes and a shared link are something to show', () => {
  localStorage.setItem(SAVED_RECIPES_KEY, JSON.stringify([{ recipe: RECIPE, savedAt: 1 }]))
  expect(hasStoredVisit()).toBe(true)
  localStorage.clear()
  history.replaceState(null, '', '/#recipe=abc')
  expect(hasStoredVisit()).toBe(true)
})

test('corrupt or foreign data is nothing from before', () => {
  for (const raw of ['{', 'null', '[1,2]', '"text"', '{"ingredients":"leek"}']) {
    localStorage.setItem(STORAGE_KEY, raw)
    expect(hasStoredVisit()).toBe(false)
  }
})
