import { describe, expect, test } from 'vitest'
import { BLIND_LISTS } from '../index.ts'
import { blindSetShapeTests } from '../blind-set-shape.ts'
import { BLIND_LISTS_ROUND2 } from './index.ts'

const LISTS = 200
const PER_CUISINE = 8

describe('the second blind evaluation set', () => {
  test(`holds exactly ${LISTS} lists, about one in six with a safety probe`, () => {
    expect(BLIND_LISTS_ROUND2).toHaveLength(LISTS)
    const probes = BLIND_LISTS_ROUND2.filter((blind) => blind.safety !== undefined)
    expect(probes.length).toBeGreaterThanOrEqual(Math.floor(LISTS / 6) - 2)
  })

  // A list the first round already holds would measure nothing new.
  blindSetShapeTests(BLIND_LISTS_ROUND2, {
    perCuisine: (count) => count === PER_CUISINE,
    seen: BLIND_LISTS,
  })
})
