import { expect, test } from 'vitest'
import {
  describePreferences,
  listNames,
  NO_PREFERENCES,
  toPreferencesState,
  toRequestPreferences,
} from './preferences.ts'

const SET = { diets: ['vegan' as const], avoid: ['peanuts'], servings: 4, maxMinutes: 30 }

test('only what is set is sent', () => {
  expect(toRequestPreferences(NO_PREFERENCES)).toBeUndefined()
  expect(toRequestPreferences(SET)).toEqual(SET)
  expect(toRequestPreferences({ ...NO_PREFERENCES, servings: 3 })).toEqual({ servings: 3 })
  expect(toRequestPreferences({ ...NO_PREFERENCES, maxMinutes: 15 })).toEqual({ maxMinutes: 15 })
})

test('the summary reads as one line', () => {
  expect(describePreferences(NO_PREFERENCES)).toBe('')
  expect(describePreferences(SET)).toBe('Vegan · avoiding peanuts · serves 4 · 30 min or less')
  expect(
    describePreferences({
      ...NO_PREFERENCES,
      diets: ['vegetarian', 'dairy-free'],
      avoid: ['peanuts', 'prawns', 'celery'],
    }),
  ).toBe('Vegetarian · Dairy-free · avoiding peanuts, prawns and 1 more')
})

test('names are listed the way people write them', () => {
  expect(listNames([])).toBe('')
  expect(listNames(['a'])).toBe('a')
  expect(listNames(['a', 'b'])).toBe('a and b')
  expect(listNames(['a', 'b', 'c'])).toBe('a, b and c')
  expect(listNames(['a', 'b', 'c', 'd'], 2)).toBe('a, b and 2 more')
})

test('what was saved is read back; anything else is the default', () => {
  expect(toPreferencesState(JSON.parse(JSON.stringify(SET)))).toEqual(SET)
  for (const value of [null, 'vegan', [SET], 42]) {
    expect(toPreferencesState(value)).toEqual(NO_PREFERENCES)
  }
  expect(
    toPreferencesState({ diets: ['dairy-free', 'vegan', 'keto'], servings: 0, maxMinutes: 20 }),
  ).toEqual({ ...NO_PREFERENCES, diets: ['vegan', 'dairy-free'] })
})
