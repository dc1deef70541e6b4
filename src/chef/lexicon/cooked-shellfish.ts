import type { LexiconEntry } from './lexicon-types.ts'

/**
 * The visitor's words for shellfish sold cooked: "cooked prawns", "ready-cooked mussels", and
 * crawfish or crayfish tails, which are sold boiled and peeled (frozen, or in brine); mussels,
 * clams and cockles out of their shells ("mussel meat", "shelled clams"), in a tin or jar, in
 * brine, or smoked, which were all cooked to open them.
 */
const SOLD_COOKED =
  /\b(?:(?:pre|ready)[- ]?cooked|cooked|boiled|cocktail (?:prawns?|shrimps?)|salad shrimps?|cold ?water prawns?|(?:craw|cray)fish (?:tails?|tail meat)|(?:mussels?|clams?|cockles?) meat|(?:shelled|shucked|tinned|canned|jarred|smoked|pickled) (?:baby )?(?:mussels?|clams?|cockles?|vongole)|(?:mussels?|clams?|cockles?) in (?:brine|vinegar|oil|water|(?:their|its) own juices?))\b/i

/** The molluscs sold live in the shell, whose dishes scrub them and steam them open. */
export const MOLLUSCS: ReadonlySet<string> = new Set(['mussels', 'clams', 'cockles'])

/** Words that say the shellfish is raw after all: "raw crawfish tails", "uncooked prawns". */
const RAW = /\b(?:raw|uncooked|green prawns?|live)\b/i

/**
 * Whether the visitor's shellfish is cooked already, by its entry and their words for it: the
 * lexicon files "cooked prawns" and "crawfish tails" under the raw prawns and crayfish, whose
 * dishes cook them "until pink and opaque". Cooked shellfish is only heated through: longer
 * makes it tough, and it is never pink-and-opaque to begin with.
 */
export function isCookedShellfish(entry: LexiconEntry | undefined, words: string): boolean {
  if (entry?.category !== 'seafood') return false
  if (entry.tags.has('cooked')) return true
  return SOLD_COOKED.test(words) && !RAW.test(words)
}
