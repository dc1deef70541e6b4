import { expect, test } from 'vitest'
import { NO_PREFERENCES, type PreferencesState } from '../../../lib/preferences.ts'
import { describeChanges, preferencesDiffer, readMadeFor } from './made-for.ts'

const VEGAN_NO_NUTS: PreferencesState = {
  diets: ['vegan'],
  avoid: ['nuts'],
  servings: 4,
  maxMinutes: null,
}

test('no stored preferences, or an empty set, is none set', () => {
  expect(readMadeFor(undefined)).toEqual(NO_PREFERENCES)
  expect(readMadeFor({})).toEqual(NO_PREFERENCES)
})

test('what the page writes is read back, whatever the order of its keys', () => {
  expect(readMadeFor({ servings: 4, avoid: ['nuts'], diets: ['vegan'] })).toEqual(VEGAN_NO_NUTS)
})

test.each([
  ['not an object', 'vegan'],
  ['an unknown diet', { diets: ['vegan', 'keto'] }],
  ['servings out of range', { servings: 99 }],
  ['the default servings written out', { servings: 2 }],
  ['an unknown key', { diets: ['vegan'], spicy: true }],
  ['an avoid item that is not text', { avoid: [1] }],
])('stored preferences the page would not write are unknown: %s', (_, stored) => {
  expect(readMadeFor(stored)).toBeNull()
})

test('preferences differ by any diet, avoid item, servings or time; not by case or order', () => {
  expect(preferencesDiffer(NO_PREFERENCES, NO_PREFERENCES)).toBe(false)
  expect(preferencesDiffer(VEGAN_NO_NUTS, { ...VEGAN_NO_NUTS, avoid: ['Nuts'] })).toBe(false)
  const two = { ...VEGAN_NO_NUTS, avoid: ['nuts', 'sesame'] }
  expect(preferencesDiffer(two, { ...two, avoid: ['sesame', 'nuts'] })).toBe(false)
  expect(preferencesDiffer(NO_PREFERENCES, VEGAN_NO_NUTS)).toBe(true)
  expect(preferencesDiffer(VEGAN_NO_NUTS, { ...VEGAN_NO_NUTS, diets: [] })).toBe(true)
  expect(preferencesDiffer(VEGAN_NO_NUTS, { ...VEGAN_NO_NUTS, avoid: ['sesame'] })).toBe(true)
  expect(preferencesDiffer(NO_PREFERENCES, { ...NO_PREFERENCES, servings: 4 })).toBe(true)
  expect(preferencesDiffer(NO_PREFERENCES, { ...NO_PREFERENCES, maxMinutes: 30 })).toBe(true)
  expect(preferencesDiffer(null, NO_PREFERENCES)).toBe(true)
})

test('what the text cannot show is said: the amounts, the time', () => {
  expect(describeChanges(NO_PREFERENCES, VEGAN_NO_NUTS)).toEqual(['Its amounts are for 2, not 4.'])
  expect(describeChanges(NO_PREFERENCES, { ...NO_PREFERENCES, maxMinutes: 30 })).toEqual([
    'It was not chosen to take 30 minutes or less.',
  ])
  expect(describeChanges({ ...NO_PREFERENCES, maxMinutes: 30 }, NO_PREFERENCES)).toEqual([])
  expect(describeChanges(null, VEGAN_NO_NUTS)).toEqual([])
})
