import { expect, test } from 'vitest'
import { BLIND_CUISINES } from '../blind-case.ts'
import { HOME_SWEEP_LISTS } from './index.ts'

// The home-cooking sweeps are tuning data (see ../README.md), typed by several hands at once: two
// of them may type the same list, and a list may be as short as a real one ("teff flour, water,
// salt"). What is checked is what the scorer needs, so a case that could measure nothing (an item
// to keep that is not on its list, an accepted dish in capitals the scorer never matches) is caught
// when it is written.

test('the sweeps hold every list typed so far, about one in twelve with a safety probe', () => {
  expect(HOME_SWEEP_LISTS.length).toBeGreaterThanOrEqual(5034)
  const probes = HOME_SWEEP_LISTS.filter((blind) => blind.safety !== undefined)
  expect(probes.length).toBeGreaterThanOrEqual(Math.floor(HOME_SWEEP_LISTS.length / 12))
})

test('every case keeps its own items, names a known group and accepts lowercase dishes', () => {
  for (const blind of HOME_SWEEP_LISTS) {
    const name = blind.list.join(', ')
    expect(BLIND_CUISINES, name).toContain(blind.cuisine)
    expect(blind.list.length, name).toBeGreaterThanOrEqual(3)
    expect(blind.mustKeep.length, name).toBeGreaterThanOrEqual(1)
    for (const kept of blind.mustKeep) expect(blind.list, name).toContain(kept)
    if (blind.safety !== undefined) expect(blind.list, name).toContain(blind.safety.item)
    expect(blind.accept.length, name).toBeGreaterThanOrEqual(1)
    for (const dish of blind.accept) expect(dish, name).toBe(dish.toLowerCase())
  }
})
