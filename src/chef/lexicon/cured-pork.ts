import type { LexiconEntry } from './lexicon-types.ts'

/**
 * Cured pork in the piece: the lexicon's gammon joint (ham hock, bacon joint, smoked hock) and the
 * kassler or gammon steak. Cured meat keeps its pink (the nitrite in the cure fixes the colour), so
 * "no pink in the middle" is a test it never passes: a cook's read found a smoked pork hock told to
 * cook to "no pink … 70 °C".
 */
const CURED_PORK_ENTRIES: ReadonlySet<string> = new Set(['gammon joint', 'gammon steak'])

/** The visitor's words for a pork cut bought smoked or cured ("smoked pork belly", "kassler"). */
// ("Brined" is left out: a family brines fresh pork at home, and that pork must lose its pink.)
const CURED_WORDS = /\b(?:smoked|cured|kass?ler|kasseler|gammon|ham)\b/i

/** Words that say the pork is fresh after all: "fresh pork hock", "unsmoked" is still cured. */
const FRESH_WORDS = /\b(?:fresh|green)\b/i

/**
 * Whether the visitor's pork is cured or smoked in the piece, by its entry and their words for it.
 * Such pork is done when it is tender (a hock 1½–2 hours in the pot) and piping hot, never when the
 * pink has gone.
 */
export function isCuredPork(entry: LexiconEntry | undefined, words: string): boolean {
  if (entry === undefined) return false
  if (CURED_PORK_ENTRIES.has(entry.id)) return true
  return (
    entry.category === 'meat' &&
    /\bpork\b/.test(entry.id) &&
    CURED_WORDS.test(words) &&
    !FRESH_WORDS.test(words)
  )
}
