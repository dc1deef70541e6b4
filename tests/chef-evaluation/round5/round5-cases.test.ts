import { describe, expect, test } from 'vitest'
import { BLIND_CUISINES } from '../blind-case.ts'
import { BLIND_LISTS } from '../index.ts'
import { BLIND_LISTS_ROUND2 } from '../round2/index.ts'
import { BLIND_LISTS_ROUND3 } from '../round3/index.ts'
import { BLIND_LISTS_ROUND4 } from '../round4/index.ts'
import { BLIND_LISTS_ROUND5 } from './index.ts'

const LISTS = 200
const PER_CUISINE = 8
const MIN_ITEMS = 4
const MAX_ITEMS = 9

/** Two lists are the same list when they hold the same items, whatever the order or case. */
const listKey = (list: readonly string[]) =>
  list
    .map((item) => item.trim().toLowerCase())
    .sort()
    .join('\n')

const describeCase = (list: readonly string[]) => list.join(', ')

describe('the fifth blind evaluation set', () => {
  test(`holds exactly ${LISTS} lists, about one in six with a safety probe`, () => {
    expect(BLIND_LISTS_ROUND5).toHaveLength(LISTS)
    const probes = BLIND_LISTS_ROUND5.filter((blind) => blind.safety !== undefined)
    expect(probes.length).toBeGreaterThanOrEqual(Math.floor(LISTS / 6) - 2)
  })

  test(`gives every cuisine group exactly ${PER_CUISINE} lists`, () => {
    const known: readonly string[] = BLIND_CUISINES
    for (const blind of BLIND_LISTS_ROUND5)
      expect(known, describeCase(blind.list)).toContain(blind.cuisine)
    for (const cuisine of BLIND_CUISINES) {
      const count = BLIND_LISTS_ROUND5.filter((blind) => blind.cuisine === cuisine).length
      expect(count, cuisine).toBe(PER_CUISINE)
    }
  })

  test(`types ${MIN_ITEMS}–${MAX_ITEMS} distinct items per list`, () => {
    for (const blind of BLIND_LISTS_ROUND5) {
      const where = describeCase(blind.list)
      expect(blind.list.length, where).toBeGreaterThanOrEqual(MIN_ITEMS)
      expect(blind.list.length, where).toBeLessThanOrEqual(MAX_ITEMS)
      expect(new Set(blind.list.map((item) => item.toLowerCase())).size, where).toBe(
        blind.list.length,
      )
      for (const item of blind.list) expect(item.trim(), where).toBe(item)
    }
  })

  test('names accepted dishes in lowercase, without repeats', () => {
    for (const blind of BLIND_LISTS_ROUND5) {
      const where = describeCase(blind.list)
      expect(blind.accept.length, where).toBeGreaterThan(0)
      expect(new Set(blind.accept).size, where).toBe(blind.accept.length)
      for (const dish of blind.accept) {
        expect(dish, where).toBe(dish.toLowerCase())
        expect(dish.trim(), where).not.toBe('')
      }
    }
  })

  test('keeps a star on every list, each one an exact item of that list', () => {
    for (const blind of BLIND_LISTS_ROUND5) {
      const where = describeCase(blind.list)
      expect(blind.mustKeep.length, where).toBeGreaterThan(0)
      for (const item of blind.mustKeep) expect(blind.list, where).toContain(item)
    }
  })

  test('probes an item of its own list, with words to look for', () => {
    for (const blind of BLIND_LISTS_ROUND5) {
      if (blind.safety === undefined) continue
      const where = describeCase(blind.list)
      expect(blind.list, where).toContain(blind.safety.item)
      expect(blind.safety.mustMention.length, where).toBeGreaterThan(0)
      for (const words of blind.safety.mustMention) {
        for (const word of words.split('/')) expect(word.trim(), where).not.toBe('')
      }
    }
  })

  // A list an earlier round already holds would measure nothing new.
  test('repeats no list of rounds 1–4, nor one of its own', () => {
    const seen = new Set(
      [...BLIND_LISTS, ...BLIND_LISTS_ROUND2, ...BLIND_LISTS_ROUND3, ...BLIND_LISTS_ROUND4].map(
        (blind) => listKey(blind.list),
      ),
    )
    expect(seen.size).toBeGreaterThan(0)
    const own = new Set<string>()
    for (const blind of BLIND_LISTS_ROUND5) {
      const key = listKey(blind.list)
      expect(seen.has(key), describeCase(blind.list)).toBe(false)
      expect(own.has(key), describeCase(blind.list)).toBe(false)
      own.add(key)
    }
  })
})
