import { describe, expect, test } from 'vitest'
import { blindSetShapeTests } from './blind-set-shape.ts'
import { BLIND_LISTS } from './index.ts'

/** The issue asks for at least 300 lists; the brief for this set asks 320. */
const MIN_LISTS = 320
const MIN_PER_CUISINE = 12

describe('the blind evaluation set', () => {
  test(`holds at least ${MIN_LISTS} lists`, () => {
    expect(BLIND_LISTS.length).toBeGreaterThanOrEqual(MIN_LISTS)
  })

  blindSetShapeTests(BLIND_LISTS, { perCuisine: (count) => count >= MIN_PER_CUISINE })
})
