import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { SavedRecipe } from '../../../lib/saved-state.ts'
import {
  formatSavedDate,
  isValidSavedAt,
  LAST_VALID_TIME,
  MAX_SAVED_RECIPES,
  readSavedRecipes,
  SAVED_RECIPES_KEY,
  withRecipeSaved,
  writeSavedRecipes,
  type SavedRecipeEntry,
} from './saved-recipes-storage.ts'

function recipe(title: string): SavedRecipe {
  return {
    markdown: `## ${title}\n\n1. Cook.`,
    engine: 'offline',
    status: 'done',
    request: { ingredients: ['egg', 'milk'], variant: 0 },
    warnings: [],
  }
}

function entry(title: string, savedAt = 1_700_000_000_000): SavedRecipeEntry {
  return { id: `id-${title}`, savedAt, recipe: recipe(title) }
}

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  vi.restoreAllMocks()
})

test('nothing saved reads as an empty list with nothing to report', () => {
  expect(readSavedRecipes()).toEqual({ entries: [], problem: null })
})

test('what is written is read back, newest first', () => {
  const entries = withRecipeSaved(withRecipeSaved([], recipe('Soup'), 1), recipe('Stew'), 2)
  expect(writeSavedRecipes(entries)).toBe('done')
  const { entries: read, problem } = readSavedRecipes()
  expect(problem).toBeNull()
  expect(read.map((item) => item.recipe.markdown)).toEqual([
    recipe('Stew').markdown,
    recipe('Soup').markdown,
  ])
  expect(new Set(read.map((item) => item.id)).size).toBe(2)
})

test('saving the 101st recipe lets the oldest go', () => {
  let entries: SavedRecipeEntry[] = []
  for (let index = 0; index <= MAX_SAVED_RECIPES; index += 1) {
    entries = withRecipeSaved(entries, recipe(`Dish ${index}`), index + 1)
  }
  expect(entries).toHaveLength(MAX_SAVED_RECIPES)
  expect(entries[0]!.recipe.markdown).toContain('Dish 100')
  expect(entries.some((item) => item.recipe.markdown.includes('Dish 0\n'))).toBe(false)
})

test('damaged entries are dropped and counted; the readable ones are kept', () => {
  localStorage.setItem(
    SAVED_RECIPES_KEY,
    JSON.stringify([
      entry('Soup'),
      { ...entry('Bad engine'), recipe: { ...recipe('x'), engine: 'gpt' } },
      { ...entry('No date'), savedAt: 'yesterday' },
      'not an entry',
      entry('Soup'), // the same id again: React would trip on it
      entry('Stew'),
    ]),
  )
  const { entries, problem } = readSavedRecipes()
  expect(entries.map((item) => item.id)).toEqual(['id-Soup', 'id-Stew'])
  expect(problem).toEqual({ kind: 'dropped', count: 4 })
})

test('a date past the end of JavaScript time sets its entry aside; the rest load', () => {
  localStorage.setItem(
    SAVED_RECIPES_KEY,
    JSON.stringify([
      { ...entry('Far future'), savedAt: LAST_VALID_TIME + 1 },
      { ...entry('Before 1970'), savedAt: -1 },
      { ...entry('Last moment'), savedAt: LAST_VALID_TIME },
      entry('Stew'),
    ]),
  )
  const { entries, problem } = readSavedRecipes()
  expect(entries.map((item) => item.id)).toEqual(['id-Last moment', 'id-Stew'])
  expect(problem).toEqual({ kind: 'dropped', count: 2 })
  expect(() => entries.map((item) => formatSavedDate(item.savedAt))).not.toThrow()
})

test('a date no Date can hold is formatted as unknown, never thrown', () => {
  expect(isValidSavedAt(LAST_VALID_TIME + 1)).toBe(false)
  expect(isValidSavedAt(Number.NaN)).toBe(false)
  expect(isValidSavedAt('1700000000000')).toBe(false)
  expect(isValidSavedAt(1_700_000_000_000)).toBe(true)
  expect(formatSavedDate(LAST_VALID_TIME + 1)).toBe('on an unknown date')
  expect(formatSavedDate(1_700_000_000_000)).toBe('14 Nov 2023')
})

test('storage that is not JSON, or not a list, reads as unreadable, not as a crash', () => {
  for (const raw of ['{not json', '{"a":1}', 'null']) {
    localStorage.setItem(SAVED_RECIPES_KEY, raw)
    expect(readSavedRecipes(), raw).toEqual({ entries: [], problem: { kind: 'unreadable' } })
  }
})

test('more than the bound in storage is cut to the newest hundred', () => {
  const many = Array.from({ length: 130 }, (_, index) => entry(`Dish ${index}`))
  localStorage.setItem(SAVED_RECIPES_KEY, JSON.stringify(many))
  expect(readSavedRecipes().entries).toHaveLength(MAX_SAVED_RECIPES)
})

test('full storage is reported as full, blocked storage as blocked; nothing throws', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError')
  })
  expect(writeSavedRecipes([entry('Soup')])).toBe('full')
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError')
  })
  expect(writeSavedRecipes([entry('Soup')])).toBe('blocked')
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError')
  })
  expect(readSavedRecipes()).toEqual({ entries: [], problem: { kind: 'blocked' } })
})
