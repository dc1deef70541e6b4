import { describe, expect, test } from 'vitest'
import { BLIND_LISTS } from '../index.ts'
import type { BlindCase } from '../blind-case.ts'
import { blindSetShapeTests } from '../blind-set-shape.ts'
import { BLIND_LISTS_ROUND2 } from '../round2/index.ts'
import { BLIND_LISTS_ROUND3 } from './index.ts'

const LISTS = 200
const PER_CUISINE = 8

// Order and case do not make a different list: "Eggs, Milk" and "milk, eggs" are one list typed twice.
const listKey = (blind: BlindCase) =>
  blind.list
    .map((item) => item.trim().toLowerCase())
    .sort()
    .join('\n')

describe('the third blind evaluation set', () => {
  test(`holds exactly ${LISTS} lists`, () => {
    expect(BLIND_LISTS_ROUND3).toHaveLength(LISTS)
  })

  test('about one list in six carries a safety probe, each with the words its recipe must carry', () => {
    const probes = BLIND_LISTS_ROUND3.filter((blind) => blind.safety !== undefined)
    expect(probes.length).toBeGreaterThanOrEqual(Math.floor(LISTS / 6) - 2)
    for (const blind of probes) {
      expect(blind.safety?.mustMention.length, blind.safety?.item).toBeGreaterThan(0)
    }
  })

  test('no list repeats another of this round, nor one of round 1 or round 2, in any order', () => {
    const seen = new Set([...BLIND_LISTS, ...BLIND_LISTS_ROUND2].map(listKey))
    const own = new Set<string>()
    for (const blind of BLIND_LISTS_ROUND3) {
      const key = listKey(blind)
      expect(seen.has(key), blind.list.join(', ')).toBe(false)
      expect(own.has(key), blind.list.join(', ')).toBe(false)
      own.add(key)
    }
  })

  // The shape every blind set keeps (8 per cuisine, stars and probes from the list, lowercase
  // dishes), checked against both earlier rounds at once.
  blindSetShapeTests(BLIND_LISTS_ROUND3, {
    perCuisine: (count) => count === PER_CUISINE,
    seen: [...BLIND_LISTS, ...BLIND_LISTS_ROUND2],
  })
})
