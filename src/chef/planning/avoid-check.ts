import type { AvoidList } from '../allergens/index.ts'
import { avoidConflict } from '../allergens/index.ts'
import type { AvoidCheck } from './read-list.ts'
import { quoted } from './recipe-notes.ts'

/**
 * The visitor's avoid items, read once per recipe, as a check on each ingredient; undefined when
 * there are none. Its reason reads after "Left out: “peanut butter” —".
 */
export function avoidCheckFor(avoid: AvoidList): AvoidCheck | undefined {
  if (avoid.readings.length === 0) return undefined
  return (entry) => {
    const conflict = avoidConflict(entry, avoid)
    return conflict === undefined
      ? undefined
      : `you asked to avoid ${quoted(conflict.item)}: ${conflict.reason}`
  }
}
