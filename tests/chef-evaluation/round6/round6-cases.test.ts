import { describe, expect, test } from 'vitest'
import { blindSetShapeTests } from '../blind-set-shape.ts'
import { BLIND_LISTS } from '../index.ts'
import { BLIND_LISTS_ROUND2 } from '../round2/index.ts'
import { BLIND_LISTS_ROUND3 } from '../round3/index.ts'
import { BLIND_LISTS_ROUND4 } from '../round4/index.ts'
import { BLIND_LISTS_ROUND5 } from '../round5/index.ts'
import { BLIND_LISTS_ROUND6 } from './index.ts'

const LISTS = 200
const PER_CUISINE = 8

/** A list as a set of items, so the same list typed in another order still counts as a repeat. */
const listKey = (list: readonly string[]) =>
  [...list]
    .map((item) => item.trim().toLowerCase())
    .sort()
    .join('\n')

describe('the sixth blind evaluation set', () => {
  test(`holds exactly ${LISTS} lists of 4–9 items, about one in six with a safety probe`, () => {
    expect(BLIND_LISTS_ROUND6).toHaveLength(LISTS)
    for (const blind of BLIND_LISTS_ROUND6) {
      expect(blind.list.length, blind.list.join(', ')).toBeGreaterThanOrEqual(4)
      expect(blind.list.length, blind.list.join(', ')).toBeLessThanOrEqual(9)
    }
    const probes = BLIND_LISTS_ROUND6.filter((blind) => blind.safety !== undefined)
    expect(probes.length).toBeGreaterThanOrEqual(Math.floor(LISTS / 6) - 2)
  })

  test('accepted dishes are lowercase and every probe names an item of its list', () => {
    for (const blind of BLIND_LISTS_ROUND6) {
      expect(blind.accept.length, blind.list.join(', ')).toBeGreaterThan(0)
      for (const dish of blind.accept) expect(dish).toBe(dish.toLowerCase())
      if (blind.safety !== undefined) expect(blind.list).toContain(blind.safety.item)
    }
  })

  test('no list repeats one of rounds 1–5, even in another order', () => {
    const earlier = new Set(
      [
        ...BLIND_LISTS,
        ...BLIND_LISTS_ROUND2,
        ...BLIND_LISTS_ROUND3,
        ...BLIND_LISTS_ROUND4,
        ...BLIND_LISTS_ROUND5,
      ].map((blind) => listKey(blind.list)),
    )
    const repeats = BLIND_LISTS_ROUND6.filter((blind) => earlier.has(listKey(blind.list)))
    expect(repeats.map((blind) => blind.list.join(', '))).toEqual([])
  })

  // The checks every blind set passes; a list rounds 1–5 already hold would measure nothing new.
  blindSetShapeTests(BLIND_LISTS_ROUND6, {
    perCuisine: (count) => count === PER_CUISINE,
    maxMustKeep: 3,
    seen: [
      ...BLIND_LISTS,
      ...BLIND_LISTS_ROUND2,
      ...BLIND_LISTS_ROUND3,
      ...BLIND_LISTS_ROUND4,
      ...BLIND_LISTS_ROUND5,
    ],
  })
})
