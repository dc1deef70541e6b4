import type { LexiconEntry } from '../lexicon/lexicon.ts'
import type { AvoidConflict, AvoidList } from '../allergens/index.ts'
import {
  allergensOf,
  allergensOfWords,
  avoidConflict,
  readingConflict,
} from '../allergens/index.ts'
import type { AvoidCheck } from './read-list.ts'
import { quoted } from './recipe-notes.ts'

/**
 * The visitor's avoid items, read once per recipe, as a check on each ingredient; undefined when
 * there are none. Its reason reads after "Left out: “peanut butter” —".
 */
export function avoidCheckFor(avoid: AvoidList): AvoidCheck | undefined {
  if (avoid.readings.length === 0) return undefined
  return (entry, words) => {
    const conflict = avoidConflict(entry, avoid) ?? ownProductConflict(entry, words, avoid)
    return conflict === undefined
      ? undefined
      : `you asked to avoid ${quoted(conflict.item)}: ${conflict.reason}`
  }
}

/** A clash of the visitor's own product ("almond milk") that its entry (plant milk) lacks. */
function ownProductConflict(
  entry: LexiconEntry,
  words: readonly string[] | undefined,
  avoid: AvoidList,
): AvoidConflict | undefined {
  if (words === undefined) return undefined
  const groups = allergensOfWords(entry, words)
  if (groups === allergensOf(entry)) return undefined
  for (const reading of avoid.readings) {
    const conflict = readingConflict(reading, entry, groups)
    if (conflict !== undefined) return conflict
  }
  return undefined
}
