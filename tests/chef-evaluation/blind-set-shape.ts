import { expect, test } from 'vitest'
import type { BlindCase } from './blind-case.ts'
import { BLIND_CUISINES } from './blind-case.ts'

/** Two lists are the same if they hold the same items, whatever the order or case. */
export const listKey = (list: readonly string[]): string =>
  list
    .map((item) => item.trim().toLowerCase())
    .sort()
    .join('|')

/**
 * The checks every blind set passes, so a case that could not measure anything (an item to keep
 * that is not on its list, an accepted dish in capitals the scorer never matches) is caught when
 * it is written. `seen`: lists of earlier sets a new one must not repeat.
 */
export function blindSetShapeTests(
  cases: readonly BlindCase[],
  {
    perCuisine,
    seen = [],
    maxMustKeep = 2,
  }: {
    perCuisine: (count: number) => boolean
    seen?: readonly BlindCase[]
    /** Rounds 4 on let a list insist on three items (a dish's signature trio). */
    maxMustKeep?: number
  },
): void {
  test('every cuisine group has its share of lists and no case names another group', () => {
    const counts = new Map<string, number>(BLIND_CUISINES.map((cuisine) => [cuisine, 0]))
    for (const blind of cases) {
      expect(counts.has(blind.cuisine), blind.cuisine).toBe(true)
      counts.set(blind.cuisine, (counts.get(blind.cuisine) ?? 0) + 1)
    }
    for (const [cuisine, count] of counts)
      expect(perCuisine(count), `${cuisine}: ${count}`).toBe(true)
  })

  test('no list appears twice, here or in an earlier set', () => {
    const keys = new Set(seen.map((blind) => listKey(blind.list)))
    for (const blind of cases) {
      const key = listKey(blind.list)
      expect(keys.has(key), key).toBe(false)
      keys.add(key)
    }
  })

  test('every list is typed like a real one: 4 to 9 items, none empty or repeated', () => {
    for (const blind of cases) {
      const name = blind.list.join(', ')
      expect(blind.list.length, name).toBeGreaterThanOrEqual(4)
      expect(blind.list.length, name).toBeLessThanOrEqual(9)
      expect(
        blind.list.every((item) => item.trim() !== ''),
        name,
      ).toBe(true)
      expect(new Set(blind.list.map((item) => item.trim().toLowerCase())).size, name).toBe(
        blind.list.length,
      )
    }
  })

  test('every mustKeep and safety item is one of the list’s own strings', () => {
    for (const blind of cases) {
      expect(blind.mustKeep.length, blind.list.join(', ')).toBeGreaterThanOrEqual(1)
      expect(blind.mustKeep.length, blind.list.join(', ')).toBeLessThanOrEqual(maxMustKeep)
      for (const item of blind.mustKeep) expect(blind.list, item).toContain(item)
      if (blind.safety) {
        expect(blind.list, blind.safety.item).toContain(blind.safety.item)
        expect(blind.safety.mustMention.length, blind.safety.item).toBeGreaterThan(0)
      }
    }
  })

  test('accepted and rejected dishes are non-empty, lowercase and not both at once', () => {
    for (const blind of cases) {
      expect(blind.accept.length, blind.list.join(', ')).toBeGreaterThanOrEqual(1)
      for (const dish of [...blind.accept, ...(blind.reject ?? [])]) {
        expect(dish.trim(), blind.list.join(', ')).not.toBe('')
        expect(dish, blind.list.join(', ')).toBe(dish.toLowerCase())
      }
      for (const dish of blind.reject ?? []) expect(blind.accept, dish).not.toContain(dish)
    }
  })

  test('safety words are lowercase, so a case-insensitive match is what the data means', () => {
    for (const blind of cases) {
      for (const word of blind.safety?.mustMention ?? []) expect(word).toBe(word.toLowerCase())
    }
  })
}
