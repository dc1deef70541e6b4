import type { LexiconEntry } from './lexicon-types.ts'

/**
 * The visitor's words for a sausage sold smoked and cooked (kielbasa, andouille, frankfurters,
 * wieners), which the lexicon files under its fresh sausage.
 */
const SMOKED_SAUSAGE =
  /\b(?:kie[lł]bas[ay]?s?|polish sausages?|andouilles?|smoked sausages?|kabanos[y]?|frankfurters?|franks|hot ?dogs?|wieners?|wiener sausages?|vienna sausages?|rookworst|falukorv|knacks?|saucisses? de strasbourg)\b/i

/** Words that say the sausage is raw after all: "fresh kielbasa", "biała" (white) kiełbasa. */
const RAW_SAUSAGE = /\b(?:fresh|bia[lł]a|white|raw|uncooked)\b/i

/**
 * Whether the visitor's sausage is one sold smoked and cooked, by its entry and their words for
 * it: such a sausage is only heated through and stays pink inside. A dish's "until cooked through
 * with no pink in the middle" fries it grey and dry, and 40 minutes in a pot splits it (a cook's
 * read found wieners boiled with the lentils for 40 minutes).
 */
export function isSmokedSausage(entry: LexiconEntry | undefined, words: string): boolean {
  return entry?.id === 'sausage' && SMOKED_SAUSAGE.test(words) && !RAW_SAUSAGE.test(words)
}
