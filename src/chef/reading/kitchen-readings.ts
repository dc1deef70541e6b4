import type { LexiconEntry } from '../lexicon/lexicon.ts'
import { lexiconEntry } from '../lexicon/lexicon.ts'
import type { MatchedIngredient } from './match-ingredient.ts'

// Some names mean one food in a British kitchen and another in the kitchen the rest of the list
// is from. "Rice cakes" beside peanut butter are the puffed crispbreads; beside gochujang and fish
// cakes they are the chewy tteok of tteokbokki (or nian gao, or mochi), which no Asian list means
// as a cracker.

interface KitchenReading {
  /** The visitor's own words for the item, as the lexicon names it (`match.named`). */
  named: ReadonlySet<string>
  /** The entry those words are read as by default. */
  from: string
  /** The entry they mean when another item of the list is a cue to that kitchen. */
  to: string
  cue: (entry: LexiconEntry) => boolean
}

/** The sauces and seasonings an East Asian pot is built on (not peanut butter, which is tagged
 * for satay but spread on rice cakes everywhere). */
const EAST_ASIAN_SEASONINGS: ReadonlySet<string> = new Set(['sauce', 'condiment', 'stock'])
const EAST_ASIAN_CUES: ReadonlySet<string> = new Set(['fish cakes', 'kimchi'])

function eastAsianCue(entry: LexiconEntry): boolean {
  return (
    EAST_ASIAN_CUES.has(entry.id) ||
    (entry.tags.has('asian') && EAST_ASIAN_SEASONINGS.has(entry.category))
  )
}

const KITCHEN_READINGS: readonly KitchenReading[] = [
  {
    named: new Set(['rice cakes', 'rice cake']),
    from: 'crackers',
    to: 'tteok',
    cue: eastAsianCue,
  },
]

/**
 * Each item as the rest of the list says it is meant, in the list's order (an empty line stays
 * undefined); the same array when nothing changes.
 */
export function readInKitchen(
  matches: ReadonlyArray<MatchedIngredient | undefined>,
): ReadonlyArray<MatchedIngredient | undefined> {
  if (!matches.some((match) => readingFor(match) !== undefined)) return matches
  return matches.map((match) => {
    const reading = readingFor(match)
    if (match === undefined || reading === undefined) return match
    const cued = matches.some(
      (other) => other !== match && other?.entry !== undefined && reading.cue(other.entry),
    )
    if (!cued) return match
    const entry: LexiconEntry = lexiconEntry(reading.to)
    return { ...match, entry }
  })
}

function readingFor(match: MatchedIngredient | undefined): KitchenReading | undefined {
  if (match === undefined || match.entry === undefined || match.named === undefined)
    return undefined
  const named = match.named
  const id = match.entry.id
  return KITCHEN_READINGS.find((reading) => reading.from === id && reading.named.has(named))
}
