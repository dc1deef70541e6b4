import { describe, expect, test } from 'vitest'
import { BLIND_CUISINES } from '../blind-case.ts'
import { BLIND_LISTS } from '../index.ts'
import { BLIND_LISTS_ROUND2 } from './index.ts'

const LISTS = 200
const PER_CUISINE = 8

/** Two lists are the same if they hold the same items, whatever the order or case. */
const listKey = (list: readonly string[]): string =>
  list
    .map((item) => item.trim().toLowerCase())
    .sort()
    .join('|')

describe('the second blind evaluation set', () => {
  test(`holds exactly ${LISTS} lists`, () => {
    expect(BLIND_LISTS_ROUND2).toHaveLength(LISTS)
  })

  test(`every cuisine group has exactly ${PER_CUISINE} lists and no case names another group`, () => {
    const counts = new Map<string, number>(BLIND_CUISINES.map((cuisine) => [cuisine, 0]))
    for (const blind of BLIND_LISTS_ROUND2) {
      expect(counts.has(blind.cuisine), blind.cuisine).toBe(true)
      counts.set(blind.cuisine, (counts.get(blind.cuisine) ?? 0) + 1)
    }
    for (const [cuisine, count] of counts) expect(count, cuisine).toBe(PER_CUISINE)
  })

  // A list the first round already holds would measure nothing new.
  test('no list appears twice, here or in the first round', () => {
    const seen = new Set(BLIND_LISTS.map((blind) => listKey(blind.list)))
    for (const blind of BLIND_LISTS_ROUND2) {
      const key = listKey(blind.list)
      expect(seen.has(key), key).toBe(false)
      seen.add(key)
    }
  })

  test('every list is typed like a real one: 4 to 9 items, none empty or repeated', () => {
    for (const blind of BLIND_LISTS_ROUND2) {
      expect(blind.list.length, blind.list.join(', ')).toBeGreaterThanOrEqual(4)
      expect(blind.list.length, blind.list.join(', ')).toBeLessThanOrEqual(9)
      expect(
        blind.list.every((item) => item.trim() !== ''),
        blind.list.join(', '),
      ).toBe(true)
      expect(new Set(blind.list).size, blind.list.join(', ')).toBe(blind.list.length)
    }
  })

  test('every mustKeep and safety item is one of the list’s own strings', () => {
    for (const blind of BLIND_LISTS_ROUND2) {
      expect(blind.mustKeep.length, blind.list.join(', ')).toBeGreaterThanOrEqual(1)
      expect(blind.mustKeep.length, blind.list.join(', ')).toBeLessThanOrEqual(2)
      for (const item of blind.mustKeep) expect(blind.list, item).toContain(item)
      if (blind.safety) {
        expect(blind.list, blind.safety.item).toContain(blind.safety.item)
        expect(blind.safety.mustMention.length, blind.safety.item).toBeGreaterThan(0)
      }
    }
  })

  test('accepted and rejected dishes are non-empty, lowercase and not both at once', () => {
    for (const blind of BLIND_LISTS_ROUND2) {
      expect(blind.accept.length, blind.list.join(', ')).toBeGreaterThanOrEqual(1)
      for (const dish of [...blind.accept, ...(blind.reject ?? [])]) {
        expect(dish.trim(), blind.list.join(', ')).not.toBe('')
        expect(dish, blind.list.join(', ')).toBe(dish.toLowerCase())
      }
      for (const dish of blind.reject ?? []) expect(blind.accept, dish).not.toContain(dish)
    }
  })

  test('about one list in six carries a safety probe, with lowercase words', () => {
    const probes = BLIND_LISTS_ROUND2.filter((blind) => blind.safety !== undefined)
    expect(probes.length).toBeGreaterThanOrEqual(Math.floor(LISTS / 6) - 2)
    for (const blind of probes) {
      for (const word of blind.safety?.mustMention ?? []) expect(word).toBe(word.toLowerCase())
    }
  })
})
