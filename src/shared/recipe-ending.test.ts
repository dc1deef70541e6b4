import { expect, test } from 'vitest'
import { recipeEndingEvents } from './recipe-ending.ts'

const warning = { code: 'conflicts_with_preferences' as const, message: 'm', items: ['peanuts'] }

test('notice, each warning, needs, then done with what the engine knows', () => {
  const events = recipeEndingEvents({
    engine: 'llm',
    model: 'x',
    notice: { code: 'truncated', message: 'Cut.' },
    warnings: [warning, { ...warning, items: ['milk'] }],
    needs: { items: ['1 lime'], pantry: ['Salt'] },
    kind: 'out-of-ideas',
    suggestions: [{ add: 'cabbage', dish: 'Bubble and Squeak' }],
  })
  expect(events.map((event) => event.type)).toEqual([
    'notice',
    'warning',
    'warning',
    'needs',
    'done',
  ])
  expect(events.at(-1)).toEqual({
    type: 'done',
    engine: 'llm',
    model: 'x',
    kind: 'out-of-ideas',
    suggestions: [{ add: 'cabbage', dish: 'Bubble and Squeak' }],
  })
})

test('nothing to say: done alone, with no empty fields', () => {
  expect(recipeEndingEvents({ engine: 'offline', model: 'offline-chef', warnings: [] })).toEqual([
    { type: 'done', engine: 'offline', model: 'offline-chef' },
  ])
})
