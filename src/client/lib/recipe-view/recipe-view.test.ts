import { describe, expect, it } from 'vitest'
import { AS_WRITTEN, servingsRange, toRecipeView } from './recipe-view.ts'

describe('toRecipeView', () => {
  it('keeps a whole number of servings and a known system', () => {
    expect(toRecipeView({ servings: 8, units: 'us' })).toEqual({ servings: 8, units: 'us' })
    expect(toRecipeView({ units: 'metric' })).toEqual({ units: 'metric' })
  })

  it.each([
    null,
    'us',
    42,
    [],
    { servings: 0 },
    { servings: -2 },
    { servings: 2.5 },
    { servings: '4' },
    { servings: 1e9 },
    { servings: Number.NaN },
    { units: 'imperial' },
    { units: 'US' },
  ])('reads %j as the recipe as written', (value) => {
    expect(toRecipeView(value)).toBe(AS_WRITTEN)
  })
})

describe('servingsRange', () => {
  it('runs from half to four times the recipe’s own, never below one', () => {
    expect(servingsRange(6)).toEqual({ min: 3, max: 24 })
    expect(servingsRange(3)).toEqual({ min: 2, max: 12 })
    expect(servingsRange(1)).toEqual({ min: 1, max: 4 })
  })
})
