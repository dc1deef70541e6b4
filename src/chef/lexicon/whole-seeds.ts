import type { LexiconEntry } from './lexicon-types.ts'

/** The visitor's words for a spice bought ground, whatever its entry's name. */
const GROUND = /\b(?:ground|powder|powdered|leaves)\b/i

/**
 * A spice the visitor has as whole seeds, by its entry and their words for it: an entry sold as
 * seeds (`whole-seed`: mustard, fennel, nigella) unless they named it ground, or any spice they
 * named as seeds ("cumin seeds", "coriander seeds", whose entries are the ground spice). Whole
 * seeds sizzle in the hot fat before the onion; a ground spice is stirred in after it.
 */
export function isWholeSeed(entry: LexiconEntry | undefined, words: string): boolean {
  if (entry?.category !== 'spice' || GROUND.test(words)) return false
  return entry.tags.has('whole-seed') || /\bseeds?\b/i.test(words)
}
