import { beforeEach, expect, test } from 'vitest'
import { loadSavedState, saveState, STORAGE_KEY } from './saved-state.ts'

beforeEach(() => {
  localStorage.clear()
})

test('what is saved is read back', () => {
  const recipe = {
    markdown: '## Soup',
    engine: 'llm' as const,
    status: 'done' as const,
    request: { ingredients: ['leek', 'potato'], variant: 2 },
    warnings: [],
  }
  saveState({ ingredients: ['leek', 'potato'] })
  saveState({ recipe })
  expect(loadSavedState()).toEqual({ ingredients: ['leek', 'potato'], recipe, ideas: [] })
  saveState({ ideas: [recipe, { ...recipe, markdown: '## Stew' }] })
  expect(loadSavedState().ideas.map((idea) => idea.markdown)).toEqual(['## Soup', '## Stew'])
})

test('a recipe keeps the preferences it was made for, when they are an object', () => {
  const recipe = {
    markdown: '## Soup',
    engine: 'offline' as const,
    status: 'done' as const,
    request: { ingredients: ['leek'], variant: 0, preferences: { diets: ['vegan'] } },
    warnings: [],
  }
  saveState({ recipe })
  expect(loadSavedState().recipe?.request.preferences).toEqual({ diets: ['vegan'] })
  saveState({ recipe: { ...recipe, request: { ...recipe.request, preferences: 'vegan' } } })
  expect(loadSavedState().recipe?.request).not.toHaveProperty('preferences')
})

test('the ideas are read as each recipe is: bad ones dropped, the ten newest kept', () => {
  const idea = (index: number) => ({
    markdown: `## Dish ${index}`,
    engine: 'offline',
    status: 'done',
    request: { ingredients: ['leek'], variant: index },
    warnings: [],
  })
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      ingredients: ['leek'],
      ideas: [
        ...Array.from({ length: 12 }, (_, index) => idea(index)),
        { ...idea(12), engine: 'gpt' },
        'not a recipe',
        null,
      ],
    }),
  )
  expect(loadSavedState().ideas.map((saved) => saved.markdown)).toEqual(
    Array.from({ length: 10 }, (_, index) => `## Dish ${index + 2}`),
  )
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ingredients: ['leek'], ideas: 'many' }))
  expect(loadSavedState().ideas).toEqual([])
})

test('items that are not ingredients are dropped, the rest kept and capped at 50', () => {
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      ingredients: ['  egg ', '', 7, 'x'.repeat(101), ...Array.from({ length: 60 }, () => 'milk')],
    }),
  )
  const { ingredients } = loadSavedState()
  expect(ingredients[0]).toBe('egg')
  expect(ingredients).toHaveLength(50)
})

test('a recipe from elsewhere (bad engine, variant or status) is ignored', () => {
  for (const recipe of [
    {
      markdown: '## a',
      engine: 'gpt',
      status: 'done',
      request: { ingredients: ['a'], variant: 0 },
    },
    {
      markdown: '## a',
      engine: 'llm',
      status: 'done',
      request: { ingredients: ['a'], variant: -1 },
    },
    {
      markdown: '## a',
      engine: 'llm',
      status: 'error',
      request: { ingredients: ['a'], variant: 0 },
    },
    { markdown: '   ', engine: 'llm', status: 'done', request: { ingredients: ['a'], variant: 0 } },
    { markdown: '## a', engine: 'llm', status: 'done', request: { ingredients: [], variant: 0 } },
  ]) {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ingredients: [], recipe }))
    expect(loadSavedState().recipe).toBeNull()
  }
})

test('data under another key (an older version) is not read', () => {
  localStorage.setItem('chef-claude:v0', JSON.stringify({ ingredients: ['egg'] }))
  expect(loadSavedState()).toEqual({ ingredients: [], recipe: null, ideas: [] })
})

test('storage that throws is survived', () => {
  const original = Storage.prototype.setItem
  Storage.prototype.setItem = () => {
    throw new DOMException('full', 'QuotaExceededError')
  }
  try {
    expect(() => saveState({ ingredients: ['egg'] })).not.toThrow()
  } finally {
    Storage.prototype.setItem = original
  }
})

test('a recipe the page wrote on the device keeps saying so after a reload', () => {
  const recipe = {
    markdown: '## Soup',
    engine: 'device' as const,
    status: 'done' as const,
    request: { ingredients: ['leek'], variant: 0 },
    warnings: [],
  }
  saveState({ recipe, ideas: [recipe] })
  expect(loadSavedState().recipe?.engine).toBe('device')
  expect(loadSavedState().ideas[0]?.engine).toBe('device')
})
