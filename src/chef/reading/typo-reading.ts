import levenshtein from 'damerau-levenshtein'

// People type fast on phones: "brocoli", "spinch", "chese", "chciken". A word the lexicon does not
// know is read as the food it is one slip away from (a letter dropped, doubled, changed, or two
// swapped; two slips in a long word) — but only when no other word is just as close. Reading
// "pean" as peas when it could be pecans, or "almon" as almonds when it could be salmon, could
// cross an allergy, so a tie, or a reading that changes the first letter, means no reading.

export interface TypoFix {
  /** The word as typed, normalised ("spinch"). */
  typed: string
  /** The lexicon's word it was read as ("spinach"). */
  read: string
}

/**
 * Slips made so often that the word meant is not in doubt, though another food is just as close:
 * "tomatoe" is a tomato (not the Spanish "tomates"), "galic" garlic (not a galia melon), "carot" a
 * carrot (not carob), "tyme" thyme. None of them crosses an allergy.
 */
const COMMON_SLIPS: ReadonlyMap<string, string> = new Map([
  ['tomatoe', 'tomato'],
  ['galic', 'garlic'],
  ['carot', 'carrot'],
  ['carots', 'carrots'],
  ['tyme', 'thyme'],
  ['chiken', 'chicken'],
  ['chikn', 'chicken'],
  // One slip from "pickles" (or "pickle") and, by its stem, from the German "pinkel" sausage: what
  // is meant is the jar, as it was read before pinkel was a word.
  ['pickels', 'pickles'],
  ['pickel', 'pickle'],
  // "Vinager" is as near "vinegar" as some other word the lexicon knows; it is always vinegar.
  ['vinager', 'vinegar'],
  ['mayonaise', 'mayonnaise'],
  ['mayonase', 'mayonnaise'],
])

/** Words shorter than this are too easily another word ("pea", "fig", "oat"). */
const MIN_LENGTH = 4

/** How many slips (insert, delete, change, swap two letters) a word of this length may have. */
function allowedSteps(length: number): number {
  return length >= 8 ? 2 : 1
}

/** Every single word of the lexicon's names, by length, so a scan reads only lengths that can be close. */
const INDEXES = new WeakMap<ReadonlyMap<string, unknown>, Map<number, string[]>>()

function wordsByLength(aliases: ReadonlyMap<string, unknown>): Map<number, string[]> {
  const cached = INDEXES.get(aliases)
  if (cached !== undefined) return cached
  const words = new Set<string>()
  for (const key of aliases.keys()) {
    for (const word of key.split(' '))
      if (word.length >= MIN_LENGTH - 1 && !/\d/.test(word)) words.add(word)
  }
  const byLength = new Map<number, string[]>()
  for (const word of words) {
    const list = byLength.get(word.length) ?? []
    list.push(word)
    byLength.set(word.length, list)
  }
  INDEXES.set(aliases, byLength)
  return byLength
}

/** "tomato", "tomatoes" and "tomatos" are one word to a reader: plurals are no rivals. */
function stem(word: string): string {
  return word.replace(/(?:es|s)$/, '')
}

/**
 * The lexicon word one unknown word was most likely meant to be, or undefined when it is not
 * close to exactly one word of the lexicon's names (`aliases`: every name, normalised).
 */
export function readTypoWord(
  typed: string,
  aliases: ReadonlyMap<string, unknown>,
): TypoFix | undefined {
  const meant = COMMON_SLIPS.get(typed)
  if (meant !== undefined && aliases.has(meant)) return { typed, read: meant }
  const near = nearestWords(typed, aliases)
  const best = near[0]
  if (best === undefined) return undefined
  // Another word just as close ("pean": peas or pecans?) means no reading: a guess between two
  // foods could cross an allergy.
  // Two names of one food ("butter" and the Dutch "boter" for "buter") are no doubt at all.
  const food = aliases.get(best)
  const rival = near.find(
    (candidate) =>
      stem(candidate) !== stem(best) && (food === undefined || aliases.get(candidate) !== food),
  )
  if (rival !== undefined) return undefined
  return { typed, read: best }
}

/**
 * The lexicon's words closest to a word it does not know, all equally close, shortest first, and
 * each with the typed first letter; [] when none is near enough. More than one is a tie that only
 * the words around it can settle ("scotch bonet": bonnet makes a name with scotch, bones does not).
 */
export function nearestWords(typed: string, aliases: ReadonlyMap<string, unknown>): string[] {
  if (typed.length < MIN_LENGTH || /\d/.test(typed) || aliases.has(typed)) return []
  const byLength = wordsByLength(aliases)
  // A word of a longer name ("breast") is a word the lexicon knows, not a slip.
  if (byLength.get(typed.length)?.includes(typed) === true) return []
  const steps = allowedSteps(typed.length)
  const near: Array<{ word: string; steps: number }> = []
  for (let length = typed.length - steps; length <= typed.length + steps; length++) {
    for (const word of byLength.get(length) ?? []) {
      const distance = levenshtein(typed, word).steps
      if (distance <= steps) near.push({ word, steps: distance })
    }
  }
  near.sort((left, right) => left.steps - right.steps || left.word.length - right.word.length)
  const best = near[0]
  if (best === undefined || best.steps === 0) return []
  // A slip rarely hits the first letter, and a reading that changes it is too much of a guess.
  if (best.word[0] !== typed[0]) return []
  return near
    .filter((candidate) => candidate.steps === best.steps && candidate.word[0] === typed[0])
    .map((candidate) => candidate.word)
}
