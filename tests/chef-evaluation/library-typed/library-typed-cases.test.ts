import { expect, test } from 'vitest'
import { ALL_CLASSICS } from '../../../src/chef/classics/all-classics.ts'
import { LIBRARY_TYPED_LISTS } from './index.ts'

// The shape of the lists typed for the library's dishes: it scores nothing (see README.md), but a
// case that could not measure anything (a dish id the library lacks, an item to keep that is not on
// its list, an accepted dish in capitals the scorer never matches) is caught when it is written.

test('one list for each dish it was typed for, every one a dish of the library', () => {
  const ids = new Set(ALL_CLASSICS.map((dish) => dish.id))
  const typed = LIBRARY_TYPED_LISTS.map((item) => item.dish)
  expect(typed.filter((id) => !ids.has(id))).toEqual([])
  expect(typed.filter((id, index) => typed.indexOf(id) !== index)).toEqual([])
  expect(typed.length).toBeGreaterThanOrEqual(1763)
})

test('every list is typed like a real one, keeps its own items and accepts lowercase dishes', () => {
  for (const item of LIBRARY_TYPED_LISTS) {
    const name = item.list.join(', ')
    expect(item.list.length, name).toBeGreaterThanOrEqual(4)
    expect(item.list.length, name).toBeLessThanOrEqual(9)
    expect(item.mustKeep.length, name).toBeGreaterThanOrEqual(1)
    for (const kept of item.mustKeep) expect(item.list, name).toContain(kept)
    if (item.safety) expect(item.list, name).toContain(item.safety.item)
    expect(item.accept.length, name).toBeGreaterThanOrEqual(1)
    for (const dish of item.accept) expect(dish, name).toBe(dish.toLowerCase())
  }
})
