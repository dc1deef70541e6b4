import type { Candidate } from '../model/candidate.ts'
import type { CompiledClassic } from './compiled-classics.ts'
import { COMPILED_CLASSICS } from './compiled-classics.ts'

// Indexes over the compiled classics, each built once (on load, or on first use where start-up
// would pay for what few requests need), so that what one request costs grows
// with the visitor's list and the few dishes it could open, not with the size of the library.

/** Each classic's place in the library's order (classic-precedence.ts): ties go to the earlier. */
const POSITION: ReadonlyMap<CompiledClassic, number> = new Map(
  COMPILED_CLASSICS.map((classic, index) => [classic, index]),
)

export function libraryPosition(classic: CompiledClassic): number {
  return POSITION.get(classic) ?? 0
}

/**
 * For each lexicon id, the library positions (ascending) of the classics with a place for it.
 * Built on first use, not on load: only "add one more" suggestions need it, and start-up stays as
 * quick as it was (it costs about what one scan of the library did).
 */
let accepting: ReadonlyMap<string, readonly number[]> | undefined

function acceptingIndex(): ReadonlyMap<string, readonly number[]> {
  if (accepting !== undefined) return accepting
  const index = new Map<string, number[]>()
  COMPILED_CLASSICS.forEach((classic, position) => {
    const ids = new Set<string>()
    for (const place of classic.places) for (const id of place.rank.keys()) ids.add(id)
    for (const id of ids) {
      const positions = index.get(id)
      if (positions === undefined) index.set(id, [position])
      else positions.push(position)
    }
  })
  accepting = index
  return index
}

const NONE: readonly number[] = []

/**
 * The library positions of the classics that have a place (of any need) this lexicon entry can
 * fill, in library order, each once.
 */
export function classicsAccepting(entryId: string): readonly number[] {
  return acceptingIndex().get(entryId) ?? NONE
}

/**
 * The classics, in library order, whose places can take at least `least` of the weight of the
 * visitor's items (each item's weight counted once per classic that has a place for it), however
 * well they fit otherwise. Summed over the index of which classics take each item, so only the
 * classics the list touches are looked at, however large the library grows; with no positive
 * `least`, every classic qualifies.
 */
export function classicsReaching(
  candidates: readonly Candidate[],
  least: number,
): CompiledClassic[] {
  if (!(least > 0)) return [...COMPILED_CLASSICS]
  // Summed item by item in the list's order, as a scan of each classic would, in one array the
  // size of the library reused by every call (a map of positions was a twentieth of composing a
  // long list's "add one more" answer), then read back in library order and cleared.
  const reachable = (reachableBuffer ??= new Float64Array(COMPILED_CLASSICS.length))
  let first = reachable.length
  let last = -1
  for (const candidate of candidates) {
    for (const position of classicsAccepting(candidate.entry.id)) {
      reachable[position] = (reachable[position] ?? 0) + candidate.weight
      if (position < first) first = position
      if (position > last) last = position
    }
  }
  const classics: CompiledClassic[] = []
  for (let position = first; position <= last; position++) {
    const weight = reachable[position] ?? 0
    if (weight === 0) continue
    const classic = COMPILED_CLASSICS[position]
    if (classic !== undefined && weight >= least) classics.push(classic)
    reachable[position] = 0
  }
  return classics
}

let reachableBuffer: Float64Array | undefined

/** The words of a title that may name it, lower case, four letters or more. */
export function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z\u00c0-\u024f]+/)
    .filter((word) => word.length >= 4)
}

// Worked out when a tie first needs them, so start-up does not pay for every title.
const TITLE_WORDS = new Map<CompiledClassic, readonly string[]>()

/** The words of a classic's own title (see titleWords), worked out once. */
export function classicTitleWords(classic: CompiledClassic): readonly string[] {
  let words = TITLE_WORDS.get(classic)
  if (words === undefined) TITLE_WORDS.set(classic, (words = titleWords(classic.dish.title)))
  return words
}
