import levenshtein from 'damerau-levenshtein'

/** The rank of the third list buildSuggestionIndex is given: the other names foods go by. */
const OTHER_NAMES = 2

/** How many suggestions the field shows at once: enough to choose from, few enough to scan. */
export const SUGGESTION_LIMIT = 8

interface Candidate {
  name: string
  /** Lowercase, accents gone: what a query is compared with. */
  key: string
  words: readonly string[]
  /** Which list it came from: earlier lists win within a kind of match. */
  rank: number
}

export interface SuggestionIndex {
  candidates: readonly Candidate[]
}

/** Lowercase, accents and punctuation gone, one space between words. */
export function suggestionKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** "chicken thigh" and "chicken thighs" are one suggestion, not two lines of the list. */
function singularKey(key: string): string {
  return key.replace(/(?:es|s)$/, '')
}

/**
 * Builds the index once from lists in order of preference (the names most people type first);
 * a name in more than one, or in both its singular and plural, is kept as the first list
 * spells it ("crème fraîche", "chicken thighs").
 */
export function buildSuggestionIndex(...lists: ReadonlyArray<readonly string[]>): SuggestionIndex {
  const seen = new Set<string>()
  const candidates: Candidate[] = []
  for (const [rank, names] of lists.entries()) {
    for (const name of names) {
      const key = suggestionKey(name)
      if (key === '' || seen.has(singularKey(key))) continue
      seen.add(singularKey(key))
      candidates.push({ name, key, words: key.split(' '), rank })
    }
  }
  return { candidates }
}

/**
 * Slips allowed in a query of this length: none below five letters, where one slip matches too
 * much ("spin" is one letter from "spic", so every spice would follow the spinach).
 */
function allowedSlips(length: number): number {
  if (length < 5) return 0
  return length >= 8 ? 2 : 1
}

/**
 * How far `query` is from being the start of `word` (or all of it): the fewest slips over the
 * word's beginnings of about the query's length, so "spinch" is one slip from "spinach".
 */
function slipsFromStart(query: string, word: string): number {
  let best = Infinity
  for (let length = query.length - 1; length <= query.length + 1; length++) {
    if (length < 1 || length > word.length) continue
    best = Math.min(best, levenshtein(query, word.slice(0, length)).steps)
  }
  return best
}

/**
 * The names to suggest for what the visitor has typed so far: names that start with it first,
 * then names with a word that starts with it ("thighs" → chicken thighs), then names one or two
 * slips away ("spinch" → spinach; the first letter is taken as typed, as the chef's typo rule
 * takes it, which also keeps this quick). Within each kind, earlier lists, then shorter names, first.
 */
export function rankSuggestions(
  index: SuggestionIndex,
  typed: string,
  limit = SUGGESTION_LIMIT,
): string[] {
  const query = suggestionKey(typed)
  if (query === '') return []
  const scored: Array<{ candidate: Candidate; score: number }> = []
  for (const candidate of index.candidates) {
    // An exact match goes first, unless it is only another name for a food (the last list):
    // "crème" (cream, as a French cook types it) is typed on the way to "crème fraîche".
    if (candidate.key === query)
      scored.push({ candidate, score: candidate.rank < OTHER_NAMES ? -1 : 0 })
    else if (candidate.key.startsWith(query)) scored.push({ candidate, score: 0 })
    else if (candidate.key.includes(` ${query}`)) scored.push({ candidate, score: 1 })
  }
  const slips = allowedSlips(query.length)
  if (scored.length < limit && slips > 0 && !query.includes(' ')) {
    for (const candidate of index.candidates) {
      if (candidate.key.startsWith(query) || candidate.key.includes(` ${query}`)) continue
      const distance = Math.min(
        ...candidate.words.map((word) =>
          word[0] === query[0] ? slipsFromStart(query, word) : Infinity,
        ),
      )
      if (distance <= slips) scored.push({ candidate, score: 1 + distance })
    }
  }
  scored.sort(
    (left, right) =>
      left.score - right.score ||
      left.candidate.rank - right.candidate.rank ||
      left.candidate.key.length - right.candidate.key.length ||
      left.candidate.key.localeCompare(right.candidate.key),
  )
  return scored.slice(0, limit).map(({ candidate }) => candidate.name)
}
