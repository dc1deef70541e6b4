import { describe, expect, test } from 'vitest'
import { blindSetShapeTests } from '../blind-set-shape.ts'
import { BLIND_LISTS } from '../index.ts'
import { BLIND_LISTS_ROUND2 } from '../round2/index.ts'
import { BLIND_LISTS_ROUND3 } from '../round3/index.ts'
import { BLIND_LISTS_ROUND4 } from '../round4/index.ts'
import { BLIND_LISTS_ROUND5 } from '../round5/index.ts'
import { BLIND_LISTS_ROUND6 } from '../round6/index.ts'
import { BLIND_LISTS_ROUND7 } from './index.ts'

const LISTS = 200
const PER_CUISINE = 8

describe('the seventh blind evaluation set', () => {
  test(`holds exactly ${LISTS} lists, about one in six with a safety probe`, () => {
    expect(BLIND_LISTS_ROUND7).toHaveLength(LISTS)
    const probes = BLIND_LISTS_ROUND7.filter((blind) => blind.safety !== undefined)
    expect(probes.length).toBeGreaterThanOrEqual(Math.floor(LISTS / 6) - 2)
  })

  // The checks every blind set passes. Rounds 5 and 6 are compared by program only (their lists are
  // never read by the people who write a new round): a list any earlier round holds measures nothing new.
  blindSetShapeTests(BLIND_LISTS_ROUND7, {
    perCuisine: (count) => count === PER_CUISINE,
    maxMustKeep: 3,
    seen: [
      ...BLIND_LISTS,
      ...BLIND_LISTS_ROUND2,
      ...BLIND_LISTS_ROUND3,
      ...BLIND_LISTS_ROUND4,
      ...BLIND_LISTS_ROUND5,
      ...BLIND_LISTS_ROUND6,
    ],
  })
})
