import type { Amount, LexiconEntry } from '../lexicon/lexicon.ts'

// Bottled lemon or lime juice fills a place the dish wrote for the fruit ("0.25" of a lemon a
// head). Counted as fruit it read "Lemon juice — 1" and "a squeeze of juice from the lemon juice"
// (a review found it in the hollandaise of eggs Benedict): the juice is measured by the spoon, a
// fruit giving about two tablespoons, and poured or spooned, never squeezed.

/** Lexicon entries that are the juice itself, sold in a bottle. */
const JUICES: ReadonlySet<string> = new Set(['lemon juice'])

/** About what one lemon or lime gives, in tablespoons. */
const SPOONS_PER_FRUIT = 2

export function isBottledJuice(entryId: string): boolean {
  return JUICES.has(entryId)
}

/** A count of fruit filled by bottled juice, in tablespoons of it (a half at least). */
export function fruitAsJuice(amount: Amount | undefined, entry: LexiconEntry): Amount | undefined {
  if (amount === undefined || amount.unit !== '' || !JUICES.has(entry.id)) return amount
  const spoons = Math.round(amount.quantity * SPOONS_PER_FRUIT * 2) / 2
  return { quantity: Math.max(0.5, spoons), unit: 'tbsp' }
}

/** The method with place `key`'s fruit work ("the juice of the {lemon}", "squeeze over the
 * {lemon}") written for the juice itself. */
export function withJuicePoured(method: readonly string[], key: string): string[] {
  const place = `\\{${key}\\}`
  const rules: ReadonlyArray<readonly [RegExp, string]> = [
    // "the juice of the {lemon}", "the juice of half the {lime}", "juice from the {lemon}"
    [new RegExp(`(?:the )?juice (?:of|from) (?:half )?(?:the |a )?${place}`, 'g'), `the {${key}}`],
    // "a squeeze of the {lemon}", "a squeeze of {lime}"
    [new RegExp(`squeeze of (the )?${place}`, 'g'), `splash of $1{${key}}`],
    // "the {lime}, juiced, and", "{lime}, juiced"
    [new RegExp(`${place}, juiced,`, 'g'), `{${key}}`],
    [new RegExp(`${place},? juiced`, 'g'), `{${key}}`],
    // "Squeeze over the {lemon}", "squeeze in the {lime}", "Squeeze the {lime} over",
    // "squeeze over half the {lemon}"
    [
      new RegExp(`\\b([Ss])queeze (over |in )?(half )?the ${place}`, 'g'),
      `$1poon $2$3the {${key}}`,
    ],
  ]
  return method.map((step) =>
    rules.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), step),
  )
}
