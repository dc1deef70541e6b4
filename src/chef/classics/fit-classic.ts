import type { LexiconEntry } from '../lexicon/lexicon.ts'
import type { Candidate } from '../model/candidate.ts'
import { isOtherRipeness, isOtherTortilla, isSilkenTofu } from '../model/candidate.ts'
import { heldQuantity } from '../families/dish-amounts.ts'
import type { CompiledClassic, CompiledPlace } from './compiled-classics.ts'
import { COMPILED_CLASSICS } from './compiled-classics.ts'
import { placeStates } from './place-states.ts'
import { classicTitleWords, libraryPosition, titleWords } from './classic-index.ts'
import { kitchenWordsTyped } from './kitchen-words.ts'
import { isBean, isDryBean, pulseWords } from '../lexicon/pulse-state.ts'
import { withStatesInEnglish } from '../lexicon/state-words.ts'
import { normaliseWords } from '../reading/match-ingredient.ts'

/**
 * The visitor's item is a form the place is not written for, though its food is: silken tofu
 * for a firm place, a flour tortilla for a corn one, ripe plantain for green. One home for the
 * rule, read in the chef's hottest loop.
 */
function refuses(place: CompiledPlace, candidate: Candidate): boolean {
  return (
    (place.firm && isSilkenTofu(candidate)) ||
    isOtherTortilla(candidate, place.tortilla) ||
    isOtherRipeness(candidate, place.ripeness) ||
    (place.driedOnly && !isDriedBean(candidate))
  )
}

function isDriedBean(candidate: Candidate): boolean {
  const words = withStatesInEnglish(normaliseWords(candidate.match.input))
  return isBean(candidate.entry) && isDryBean(candidate.entry, pulseWords(words))
}

/** How one place of a classic is filled for this list. */
export interface PlaceFill {
  place: CompiledPlace
  /** The visitor's items in this place, best first. */
  items: readonly Candidate[]
  /** Bought for a usual place the visitor has nothing for. */
  extra: LexiconEntry | undefined
  /** Taken from the pantry for a pantry place the visitor listed nothing for. */
  pantry: LexiconEntry | undefined
}

export interface ClassicFit {
  kind: 'classic'
  classic: CompiledClassic
  fills: readonly PlaceFill[]
  used: ReadonlySet<Candidate>
  extras: number
  score: number
  /** The score without the classic's bonus: how well the dish uses the list. */
  coverage: number
}

/** At most this many ingredients beyond the pantry basics. */
const MAX_CLASSIC_EXTRAS = 4
/** A real dish the cook knows beats a composed one that uses the same things. */
const CLASSIC_BONUS = 4
const EXTRA_COST = 2
const UNUSED_COST = 0.7

// Which classics each lexicon entry can be essential to: a list only tries the classics its
// items could start, which keeps a fifty-item list well inside the time budget.
const BY_ESSENTIAL: ReadonlyMap<string, readonly CompiledClassic[]> = (() => {
  const index = new Map<string, CompiledClassic[]>()
  for (const classic of COMPILED_CLASSICS) {
    const first = classic.places[0]
    if (first === undefined || first.ingredient.need !== 'essential') continue
    for (const id of first.rank.keys()) {
      const list = index.get(id) ?? []
      list.push(classic)
      index.set(id, list)
    }
  }
  return index
})()

// Which classics each lexicon entry must be on the list for, by the essential place least often
// found on a list (the doubanjiang of mapo tofu, not its pork mince): every essential must be
// filled from the list, so a classic whose rarest essential the list lacks cannot fit, and is
// never tried. A fifty-item list starts some 650 classics by their first essential, and fits a
// hundred; by the rarest, it tries far fewer for the same hundred.
const BY_RAREST_ESSENTIAL: ReadonlyMap<string, readonly CompiledClassic[]> = (() => {
  const named = new Map<string, number>()
  for (const classic of COMPILED_CLASSICS) {
    const ids = new Set<string>()
    for (const place of classic.places) for (const id of place.rank.keys()) ids.add(id)
    for (const id of ids) named.set(id, (named.get(id) ?? 0) + 1)
  }
  // How often a place's items are about: the classics naming each, summed.
  const reach = (place: CompiledPlace) => {
    let total = 0
    for (const id of place.rank.keys()) total += named.get(id) ?? 0
    return total
  }
  const index = new Map<string, CompiledClassic[]>()
  for (const classic of COMPILED_CLASSICS) {
    let rarest: CompiledPlace | undefined
    for (const place of classic.places) {
      if (place.need !== 'essential') continue
      if (rarest === undefined || reach(place) < reach(rarest)) rarest = place
    }
    for (const id of rarest?.rank.keys() ?? []) {
      const list = index.get(id) ?? []
      list.push(classic)
      index.set(id, list)
    }
  }
  return index
})()

/** Where the place ranks this item: by its entry, or by a cut a plainly named meat may be. */
function rankIn(place: CompiledPlace, candidate: Candidate): number | undefined {
  const own = place.rank.get(candidate.entry.id)
  if (own !== undefined || candidate.cuts === undefined) return own
  for (const cut of candidate.cuts) {
    const rank = place.rank.get(cut)
    if (rank !== undefined) return rank
  }
  return undefined
}

// Which classics each lexicon entry can be a later essential of (beans and cheese on a jacket
// potato): for ideas that buy the one they are built on.
const BY_LATER_ESSENTIAL: ReadonlyMap<string, readonly CompiledClassic[]> = (() => {
  const index = new Map<string, CompiledClassic[]>()
  for (const classic of COMPILED_CLASSICS) {
    const ids = new Set<string>()
    classic.places.forEach((place, at) => {
      if (at > 0 && place.ingredient.need === 'essential')
        for (const id of place.rank.keys()) ids.add(id)
    })
    for (const id of ids) index.set(id, [...(index.get(id) ?? []), classic])
  }
  return index
})()

const NO_ITEMS: readonly Candidate[] = []

function fillPlace(
  place: CompiledPlace,
  candidates: readonly Candidate[],
  byId: ReadonlyMap<string, Candidate>,
  used: Set<Candidate>,
): readonly Candidate[] {
  if (place.takes === 1) return fillOne(place, candidates, byId, used)
  let fitting: Array<{ candidate: Candidate; rank: number }> | undefined
  // Walk whichever is shorter: a place's few named ids, or the visitor's list for a broad place
  // ("@quick-veg" accepts a hundred entries). This is the chef's hottest loop, so no closures.
  if (place.rank.size <= candidates.length) {
    for (const [id, rank] of place.rank) {
      const candidate = byId.get(id)
      if (candidate !== undefined && !used.has(candidate) && !refuses(place, candidate))
        // A plainly named meat is found under each cut it may be: counted once, at its best.
        if (candidate.cuts === undefined || !fitting?.some((item) => item.candidate === candidate))
          (fitting ??= []).push({ candidate, rank })
    }
  } else {
    for (const candidate of candidates) {
      const rank = rankIn(place, candidate)
      if (rank !== undefined && !used.has(candidate) && !refuses(place, candidate))
        (fitting ??= []).push({ candidate, rank })
    }
  }
  if (fitting === undefined) return NO_ITEMS
  fitting.sort(
    (left, right) => left.rank - right.rank || left.candidate.index - right.candidate.index,
  )
  const taken = fitting.slice(0, place.takes).map((item) => item.candidate)
  // An onion the place names goes in beside its other vegetables rather than in place of one: it
  // is the pan's base, cut and cooked with them, so it never makes a dish too busy (japchae with
  // spinach, carrot and shiitake still takes the onion, as every Korean cook does).
  const onion = fitting.find(
    (item, index) => index >= place.takes && BASE_ONIONS.has(item.candidate.entry.id),
  )
  if (onion !== undefined && !taken.some((candidate) => BASE_ONIONS.has(candidate.entry.id)))
    taken.push(onion.candidate)
  for (const candidate of taken) used.add(candidate)
  return taken
}

const BASE_ONIONS: ReadonlySet<string> = new Set(['onion', 'red onion', 'shallot'])

/**
 * fillPlace for a place that takes one item, as most do: the same choice (the best rank, then the
 * earliest on the list) without gathering and sorting every item that fits.
 */
function fillOne(
  place: CompiledPlace,
  candidates: readonly Candidate[],
  byId: ReadonlyMap<string, Candidate>,
  used: Set<Candidate>,
): readonly Candidate[] {
  let best: Candidate | undefined
  let bestRank = 0
  if (place.rank.size <= candidates.length) {
    // A plainly named meat is found under each cut it may be, and counts at the first found.
    let seen: Candidate[] | undefined
    for (const [id, rank] of place.rank) {
      const candidate = byId.get(id)
      if (candidate === undefined || used.has(candidate) || refuses(place, candidate)) continue
      if (candidate.cuts !== undefined) {
        if (seen?.includes(candidate) === true) continue
        ;(seen ??= []).push(candidate)
      }
      if (
        best === undefined ||
        rank < bestRank ||
        (rank === bestRank && candidate.index < best.index)
      ) {
        best = candidate
        bestRank = rank
      }
    }
  } else {
    for (const candidate of candidates) {
      const rank = rankIn(place, candidate)
      if (rank === undefined || used.has(candidate) || refuses(place, candidate)) continue
      if (
        best === undefined ||
        rank < bestRank ||
        (rank === bestRank && candidate.index < best.index)
      ) {
        best = candidate
        bestRank = rank
      }
    }
  }
  if (best === undefined) return NO_ITEMS
  used.add(best)
  return [best]
}

/**
 * The visitor counted less of what the dish is built on than even one serving takes (one egg for
 * a Spanish tortilla that wants two a head): the dish cannot be made from it, so it is not offered
 * rather than written for one with too little to bind it.
 */
function tooLittleForOne(
  classic: CompiledClassic,
  place: CompiledPlace,
  items: readonly Candidate[],
): boolean {
  const item = items[0]
  if (classic.dish.batch !== undefined || items.length !== 1 || item === undefined) return false
  if (place.amount.kind !== 'quantity') return false
  const { quantity, unit } = place.amount.amount
  const held = heldQuantity(item.match, unit)
  // A little short is still the dish for one (100 g of pork mince for 125 g a head); half is not.
  return held !== undefined && held < quantity * TOO_LITTLE
}

/** Below this share of one serving of its main item, a dish is not offered. */
const TOO_LITTLE = 0.6

/**
 * How well one classic fits the visitor's list, or undefined when it cannot be made from it.
 * `mayBuy`: for an idea named beyond what the list makes outright, one of its essentials (not
 * the first, the one the dish is built on, unless `mayBuyFirst`) may be bought as an extra when
 * this allows it.
 */
export function fitClassic(
  classic: CompiledClassic,
  candidates: readonly Candidate[],
  byId: ReadonlyMap<string, Candidate> = candidatesById(candidates),
  mayBuy?: (entry: LexiconEntry) => boolean,
  mayBuyFirst = false,
): ClassicFit | undefined {
  const used = new Set<Candidate>()
  const fills: PlaceFill[] = []
  let extras = 0
  let toBuy = mayBuy === undefined ? 0 : 1
  let leadSeen = false
  // Indexed, not entries(): this loop runs for every classic a list could start.
  for (let index = 0; index < classic.places.length; index++) {
    const place = classic.places[index]
    if (place === undefined) continue
    const items = fillPlace(place, candidates, byId, used)
    const need = place.need
    const missing = items.length === 0
    const bought =
      missing &&
      need === 'essential' &&
      (index > 0 || mayBuyFirst) &&
      toBuy > 0 &&
      place.fallback !== undefined
        ? mayBuy?.(place.fallback) === true
          ? place.fallback
          : undefined
        : undefined
    if (missing && need === 'essential' && bought === undefined) return undefined
    if (need === 'essential' && !leadSeen) {
      leadSeen = true
      if (tooLittleForOne(classic, place, items)) return undefined
    }
    if (bought !== undefined) toBuy--
    const extra = missing && need === 'usual' ? place.fallback : bought
    const pantry = missing && need === 'pantry' ? place.fallback : undefined
    if (extra !== undefined) extras++
    if (extras > MAX_CLASSIC_EXTRAS) return undefined
    fills.push({ place, items, extra, pantry })
  }
  extras -= leaveStoodIn(fills)
  extras -= leaveUnwritten(fills, used)
  let usedWeight = 0
  let unusedWeight = 0
  for (const candidate of candidates) {
    if (used.has(candidate)) usedWeight += candidate.weight
    else unusedWeight += candidate.weight
  }
  const coverage = usedWeight - EXTRA_COST * extras - UNUSED_COST * unusedWeight
  return {
    kind: 'classic',
    classic,
    fills,
    used,
    extras,
    score: coverage + CLASSIC_BONUS,
    coverage,
  }
}

/**
 * Unbuys each place whose `boughtUnless` places hold the visitor's own food: the smoked fish of an
 * okra soup is its protein, so no beef is bought beside it. How many extras it left unbought.
 */
function leaveStoodIn(fills: PlaceFill[]): number {
  // Plain loops: this runs for every classic fitted to every list, the chef's hottest path.
  let unbought = 0
  for (let index = 0; index < fills.length; index++) {
    const fill = fills[index]
    const standIns = fill?.place.ingredient.boughtUnless
    if (fill === undefined || standIns === undefined || fill.extra === undefined) continue
    let stoodIn = false
    for (const other of fills) {
      if (other.items.length > 0 && standIns.includes(other.place.ingredient.key)) {
        stoodIn = true
        break
      }
    }
    if (!stoodIn) continue
    fills[index] = { ...fill, extra: undefined }
    unbought++
  }
  return unbought
}

/**
 * Empties the places the method would never name for this list: an item only written beside
 * another place that stays empty ("[ Soak the {bread} in the {milk}.]" with no bread) is not
 * used, so the notes say so, rather than being listed and served "on the side"; and nothing is
 * bought for a place only written in parts that ask another place for a state it is not in (the
 * flour of a roux a bought curry block stands in for). How many extras it left unbought.
 */
function leaveUnwritten(fills: PlaceFill[], used: Set<Candidate>): number {
  const named = (fill: PlaceFill) => fill.items.length > 0 || fill.extra !== undefined
  if (!fills.some((fill) => named(fill) && fill.place.onlyWith !== undefined)) return 0
  let unbought = 0
  let changed = true
  while (changed) {
    changed = false
    const filled = new Set<string>()
    for (const fill of fills) {
      const entries =
        fill.items.length > 0
          ? fill.items.map((item) => item.entry)
          : [fill.extra ?? fill.pantry].filter((entry) => entry !== undefined)
      const key = fill.place.ingredient.key
      if (entries.length === 0) {
        filled.add(`${key}:absent`)
        continue
      }
      filled.add(key)
      const words = fill.items.length > 0 ? fill.items.map((item) => item.match.input) : undefined
      for (const state of placeStates(entries, words, fill.place.boughtDry))
        filled.add(`${key}:${state}`)
    }
    fills.forEach((fill, index) => {
      const groups = fill.place.onlyWith
      if (groups === undefined || !named(fill)) return
      // An essential bought for an idea is what that idea is for: never unbought here.
      if (fill.items.length === 0 && fill.place.ingredient.need === 'essential') return
      if (groups.some((group) => group.every((key) => filled.has(key)))) return
      for (const item of fill.items) used.delete(item)
      if (fill.extra !== undefined) unbought++
      fills[index] = { ...fill, items: [], extra: undefined }
      changed = true
    })
  }
  return unbought
}

// How many classics name each lexicon entry in a place of their own (not a broad #category or
// @tag place, not the pantry): a seasoning few dishes use is a kitchen's signature, doubanjiang
// or berbere, where soy sauce or cumin goes in everything. And how many kitchens do (a kitchen's
// signature stays one however many of its own dishes the library gains). One pass at start-up.
const [NAMED_BY, KITCHENS_NAMING]: readonly [
  ReadonlyMap<string, number>,
  ReadonlyMap<string, number>,
] = (() => {
  const counts = new Map<string, number>()
  const kitchens = new Map<string, Set<string>>()
  for (const classic of COMPILED_CLASSICS) {
    const named = new Set<string>()
    for (const place of classic.places) {
      if (place.broad || place.ingredient.need === 'pantry') continue
      for (const id of place.rank.keys()) named.add(id)
    }
    for (const id of named) {
      counts.set(id, (counts.get(id) ?? 0) + 1)
      const cuisines = kitchens.get(id) ?? new Set<string>()
      cuisines.add(classic.dish.cuisine)
      kitchens.set(id, cuisines)
    }
  }
  return [counts, new Map([...kitchens].map(([id, cuisines]) => [id, cuisines.size]))]
})()

/** How many classics name this entry in a place of their own. */
export function classicsNaming(entryId: string): number {
  return NAMED_BY.get(entryId) ?? 0
}

/** How many kitchens have a classic naming this entry in a place of its own. */
export function kitchensNaming(entryId: string): number {
  return KITCHENS_NAMING.get(entryId) ?? 0
}

/** The visitor's items by lexicon id (each id is on the list once: duplicates are merged). */
export function candidatesById(candidates: readonly Candidate[]): Map<string, Candidate> {
  const byId = new Map(candidates.map((candidate) => [candidate.entry.id, candidate]))
  // A plainly named meat ("beef") is also found under the cuts it may be, unless the visitor
  // listed that cut as well.
  for (const candidate of candidates) {
    for (const cut of candidate.cuts ?? []) if (!byId.has(cut)) byId.set(cut, candidate)
  }
  return byId
}

/**
 * The classics this item may let fit: those whose rarest essential it can fill, by its entry and
 * by each cut a plain meat may be.
 */
function classicsStartedBy(candidate: Candidate): readonly CompiledClassic[] {
  const own = BY_RAREST_ESSENTIAL.get(candidate.entry.id) ?? []
  if (candidate.cuts === undefined) return own
  return [...own, ...candidate.cuts.flatMap((cut) => BY_RAREST_ESSENTIAL.get(cut) ?? [])]
}

/** The classics built on this lexicon entry: it fills their first essential place. */
export function classicsBuiltOn(entryId: string): readonly CompiledClassic[] {
  return BY_ESSENTIAL.get(entryId) ?? []
}

/** The classics this lexicon entry can fill a later essential place of. */
export function classicsWithLaterEssential(entryId: string): readonly CompiledClassic[] {
  return BY_LATER_ESSENTIAL.get(entryId) ?? []
}

/** What every kitchen has, which no dish is chosen by. */
const EVERY_KITCHEN: ReadonlySet<string> = new Set([
  'cooking oil',
  'olive oil',
  'salt',
  'black pepper',
  'water',
])

/** Bought pastry: the crust a pie or a tart is made of. */
const CRUSTS: ReadonlySet<string> = new Set([
  'puff pastry',
  'shortcrust pastry',
  'filo pastry',
  'choux pastry',
])

/** How many of a dish's extras are a crust it must buy (0 or 1). */
function boughtCrusts(fit: ClassicFit): number {
  return fit.fills.some((fill) => fill.extra !== undefined && CRUSTS.has(fill.extra.id)) ? 1 : 0
}

/** How far down its places' preferences a dish had to go for the visitor's items. */
function standIns(fit: ClassicFit): number {
  let total = 0
  for (const fill of fit.fills) {
    // The oil or salt every kitchen has says nothing about which dish the list is for: cooking
    // oil is only a stand-in for gomen's niter kibbeh, but collard greens are its first choice.
    // A fat the visitor names does: beef dripping is what Yorkshire puddings are baked in, and
    // only a stand-in for the oil of a crêpe pan.
    const pantry = fill.place.ingredient.need === 'pantry'
    for (const item of fill.items)
      if (!pantry || !EVERY_KITCHEN.has(item.entry.id)) total += rankIn(fill.place, item) ?? 0
  }
  return total
}

/**
 * How many words of a dish's title the visitor typed themselves: "porridge oats" name porridge,
 * not overnight oats, when both use the list alike.
 */
function namedByList(fit: ClassicFit, typed: ReadonlySet<string>): number {
  let count = 0
  for (const word of classicTitleWords(fit.classic))
    if (wordForms(word).some((form) => typed.has(form))) count++
  return count
}

/**
 * A word with and without its plural ending: "empanada discs" name Empanadas de Carne, "taco
 * shells" tacos. The typed words are stored in every form, so one lookup per form matches.
 */
function wordForms(word: string): string[] {
  const forms = [word]
  if (word.endsWith('es')) forms.push(word.slice(0, -2))
  if (word.endsWith('s')) forms.push(word.slice(0, -1))
  return forms
}

/** The words the visitor typed beyond the food's own name: "porridge" of "porridge oats". */
function dishWordsTyped(candidates: readonly Candidate[]): Set<string> {
  const typed = new Set<string>()
  for (const candidate of candidates) {
    const own = new Set(titleWords(candidate.entry.id))
    for (const word of titleWords(candidate.match.input))
      if (!own.has(word)) for (const form of wordForms(word)) typed.add(form)
    // A slip the lexicon read ("porrige oats") names the dish as the right spelling would.
    const named = candidate.match.named
    if (named !== undefined)
      for (const word of titleWords(named))
        if (!own.has(word)) for (const form of wordForms(word)) typed.add(form)
  }
  return typed
}

/** Every classic the list can make, best first. */
export function rankClassics(candidates: readonly Candidate[]): ClassicFit[] {
  const byId = candidatesById(candidates)
  const tried = new Set<CompiledClassic>()
  const fits: ClassicFit[] = []
  for (const candidate of candidates) {
    for (const classic of classicsStartedBy(candidate)) {
      if (tried.has(classic)) continue
      tried.add(classic)
      const fit = fitClassic(classic, candidates, byId)
      if (fit !== undefined) fits.push(fit)
    }
  }
  // Between dishes that use the list equally well, the one that takes the visitor's items as its
  // own first choice wins: barley flour is what genfo is made of, and only a stand-in for the
  // wheat of chechebsa. Then library order (classic-precedence.ts), so the same list always ranks
  // the same way.
  // The tie-breaks are worked out once per fit, and only for fits whose scores tie.
  let typed: ReadonlySet<string> | undefined
  const named = new Map<ClassicFit, number>()
  const stands = new Map<ClassicFit, number>()
  const namedOf = (fit: ClassicFit): number => {
    let count = named.get(fit)
    if (count === undefined) {
      typed ??= dishWordsTyped(candidates)
      named.set(fit, (count = namedByList(fit, typed)))
    }
    return count
  }
  const kitchens = new Map<ClassicFit, number>()
  const kitchenOf = (fit: ClassicFit): number => {
    let count = kitchens.get(fit)
    if (count === undefined) {
      typed ??= dishWordsTyped(candidates)
      kitchens.set(fit, (count = kitchenWordsTyped(fit.classic.dish.cuisine, typed)))
    }
    return count
  }
  const standsOf = (fit: ClassicFit): number => {
    let total = stands.get(fit)
    if (total === undefined) stands.set(fit, (total = standIns(fit)))
    return total
  }
  fits.sort(
    (left, right) =>
      right.score - left.score ||
      // Before those, the dish the visitor's own words name: "porridge oats" say porridge.
      namedOf(right) - namedOf(left) ||
      // Then the kitchen the list's words name: "toulouse sausages" and "puy lentils" are French.
      kitchenOf(right) - kitchenOf(left) ||
      // Then the dish the list fits over one that must buy its crust: brisket, red wine and
      // onions braise a brisket before they fill a pie from a bought sheet of pastry.
      boughtCrusts(left) - boughtCrusts(right) ||
      standsOf(left) - standsOf(right) ||
      libraryPosition(left.classic) - libraryPosition(right.classic),
  )
  return fits
}
