import { avoidConflict, readAvoidItems } from '../allergens/index.ts'
import type { AvoidCheck } from './read-list.ts'
import { quoted } from './recipe-notes.ts'

/**
 * The visitor's avoid items as a check on each ingredient, read once per recipe; undefined when
 * there are none. Its reason reads after "Left out: “peanut butter” —".
 */
export function avoidCheckFor(items: readonly string[] | undefined): AvoidCheck | undefined {
  if (items === undefined || items.length === 0) return undefined
  const avoid = readAvoidItems(items)
  return (entry) => {
    const conflict = avoidConflict(entry, avoid)
    return conflict === undefined
      ? undefined
      : `you asked to avoid ${quoted(conflict.item)}: ${conflict.reason}`
  }
}
