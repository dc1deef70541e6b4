import { DISH_FAMILIES } from './dish-families.ts'
import type { RoleSpec } from './dish-types.ts'
import { MAIN_VEG } from './ingredient-predicates.ts'
import type { Amount, Category, LexiconEntry } from '../lexicon/lexicon.ts'
import { LEXICON } from '../lexicon/lexicon.ts'
import { GRAMS_PER_UNIT as PIECE_WEIGHTS, GRAMS_PER_UNIT_OF } from '../lexicon/food-weights.ts'
import { formatHeldAmount, roundedQuantity } from '../text/markdown-text.ts'
import type { MatchedIngredient } from '../reading/match-ingredient.ts'

// How much of each ingredient a dish uses: the family's or the lexicon's amount scaled to the
// servings, rounded the way a cook buys and measures, and capped by what the visitor has.

function parseRoleAmount(text: string): Amount {
  const [quantityText = '1', unit = ''] = text.split(' ')
  return { quantity: Number(quantityText), unit: unit as Amount['unit'] }
}

// Role amounts are written as text in the families; they are read once, on load.
const ROLE_AMOUNTS: ReadonlyMap<RoleSpec, Amount> = new Map(
  DISH_FAMILIES.flatMap((family) =>
    family.roles.flatMap((role) =>
      role.amount === undefined ? [] : [[role, parseRoleAmount(role.amount)] as const],
    ),
  ),
)

export function roleAmount(role: RoleSpec): Amount | undefined {
  if (role.amount === undefined) return undefined
  return ROLE_AMOUNTS.get(role) ?? parseRoleAmount(role.amount)
}

/** The pantry amount of a role, per serving, given whether the visitor filled `pantryAlone`'s role. */
export function pantryAmount(role: RoleSpec, partnerFilled: boolean): Amount | undefined {
  if (role.pantryAlone !== undefined && !partnerFilled)
    return parseRoleAmount(role.pantryAlone.amount)
  return roleAmount(role)
}

// Roughly what one of each weighs, for vegetables counted by the piece; the rest weigh about
// 150 g (a pepper, half an aubergine, a courgette, a carrot and a half).
const PIECE_GRAMS: ReadonlyMap<string, number> = new Map([
  ['cherry tomatoes', 15],
  ['asparagus', 20],
  ['radishes', 10],
  ['spring onions', 15],
  ['shallot', 40],
  ['portobello mushrooms', 80],
  ['artichokes', 40],
  ['chilli', 10],
  ['jalapenos', 15],
  ['pak choi', 120],
  ['lettuce', 250],
])
const GRAMS_PER_UNIT: Partial<Record<Amount['unit'], number>> = { g: 1, handful: 30, stalk: 40 }

/** About how much an amount of a vegetable weighs, or undefined when it cannot tell. */
export function approxGrams(entry: LexiconEntry, amount: Amount): number | undefined {
  if (amount.unit === '') return amount.quantity * (PIECE_GRAMS.get(entry.id) ?? 150)
  const perUnit = GRAMS_PER_UNIT[amount.unit]
  return perUnit === undefined ? undefined : amount.quantity * perUnit
}

const ONIONS: ReadonlySet<string> = new Set(['onion', 'red onion', 'leek', 'shallot'])

/** The vegetables a role's `least` applies to: onions and leeks, but not garlic or chillies. */
function isBulkVeg(entry: LexiconEntry): boolean {
  if (ONIONS.has(entry.id)) return true
  return MAIN_VEG(entry) && entry.id !== 'chilli' && entry.id !== 'jalapenos'
}

function crowding(count: number): number {
  if (count <= 2) return 1
  return count === 3 ? 0.8 : 0.65
}

function scaleOf(entry: LexiconEntry, role: RoleSpec): number {
  const matched = role.scales?.find(([predicate]) => predicate(entry))
  return matched?.[1] ?? role.scale ?? 1
}

/** The dish's amount of an ingredient before it is rounded to what a cook would use. */
export function exactAmountFor(
  entry: LexiconEntry,
  role: RoleSpec,
  servings: number,
  count: number,
): Amount {
  const fixed = roleAmount(role)
  const base = fixed ?? entry.perServing
  const factor = fixed === undefined ? crowding(count) : role.shared === true ? 1 / count : 1
  const amount = {
    quantity: base.quantity * scaleOf(entry, role) * servings * factor,
    unit: base.unit,
  }
  return role.least === undefined ? amount : atLeast(entry, role.least, amount, servings, count)
}

// A main's vegetables share the role's least weight; greens by the handful turn into grams,
// since nobody wants to count out ten handfuls of spinach.
function atLeast(
  entry: LexiconEntry,
  least: string,
  amount: Amount,
  servings: number,
  count: number,
): Amount {
  if (!isBulkVeg(entry)) return amount
  // Shared between the role's items, allowing for one of them (a chilli, the bacon) not being a
  // vegetable at all.
  const wanted = (parseRoleAmount(least).quantity / Math.max(1, count - 1)) * servings
  const grams = approxGrams(entry, amount)
  if (grams === undefined || grams >= wanted) return amount
  if (amount.unit === 'handful' || amount.unit === 'stalk') return { quantity: wanted, unit: 'g' }
  return { quantity: amount.quantity * (wanted / Math.max(1, grams)), unit: amount.unit }
}

// Produce bought by the piece is used in halves and wholes: "½ red pepper", never "¾". Its
// pieces weigh very differently (a spring onion, an onion), so a count is not carried across.
export const PIECE_PRODUCE: ReadonlySet<Category> = new Set([
  'allium',
  'root-veg',
  'leafy-veg',
  'brassica',
  'fruiting-veg',
  'stalk-veg',
  'fruit',
])

// Units that only come whole: nobody measures 1½ cloves of garlic or ¾ of a rasher.
const WHOLE_UNITS: ReadonlySet<Amount['unit']> = new Set([
  'clove',
  'rasher',
  'slice',
  'fillet',
  'sheet',
  'sprig',
  'pinch',
])

type CountStyle = 'whole' | 'halves'

// How each counted ingredient rounds never changes, so it is worked out once, on load.
const COUNT_STYLES: ReadonlyMap<string, CountStyle> = new Map(
  LEXICON.flatMap((entry): Array<readonly [string, CountStyle]> => {
    if (entry.perServing.unit !== '') return []
    // Things bought whole and used whole (an egg, a chicken breast, a tortilla).
    if (entry.perServing.quantity >= 1) return [[entry.id, 'whole']]
    return PIECE_PRODUCE.has(entry.category) ? [[entry.id, 'halves']] : []
  }),
)

/**
 * Rounds an amount to what a cook would buy and use: whole eggs, half or whole onions and tins,
 * whole cloves of garlic.
 */
function roundForCook(entry: LexiconEntry, amount: Amount, role: RoleSpec): Amount {
  const { quantity, unit } = amount
  const style = unit === '' ? COUNT_STYLES.get(entry.id) : undefined
  // Rolls, buns and pizza bases come whole: nobody lists "½ burger bun".
  const wholeBread = unit === '' && entry.category === 'bread'
  const up = role.least !== undefined && isBulkVeg(entry)
  if (style === 'whole' || WHOLE_UNITS.has(unit) || wholeBread) {
    return { quantity: Math.max(1, up ? Math.ceil(quantity - 0.1) : Math.round(quantity)), unit }
  }
  // Tins are opened whole: half a tin keeps in the fridge, three quarters is an odd leftover.
  if (style === 'halves' || unit === 'tin') {
    // A main's vegetables round up, so rounding never takes them back under their least.
    const halves = up ? Math.ceil(quantity * 2 - 0.1) / 2 : Math.round(quantity * 2) / 2
    const whole = up ? Math.ceil(quantity - 0.1) : Math.round(quantity)
    const rounded = quantity < 3 ? Math.max(0.5, halves) : whole
    return { quantity: rounded, unit }
  }
  return amount
}

export function amountFor(
  entry: LexiconEntry,
  role: RoleSpec,
  servings: number,
  count: number,
): Amount {
  return roundForCook(entry, exactAmountFor(entry, role, servings, count), role)
}

// A plain count in the visitor's words can still name the recipe's unit ("2 salmon fillets").
const PIECE_WORDS: ReadonlyMap<string, RegExp> = new Map([
  ['clove', /\bcloves?\b/i],
  ['slice', /\bslices?\b/i],
  ['rasher', /\brashers?\b/i],
  ['fillet', /\bfillets?\b/i],
  ['sheet', /\bsheets?\b/i],
  ['nest', /\bnests?\b/i],
  ['stalk', /\b(?:stalks?|sticks?)\b/i],
  ['tin', /\b(?:tins?|cans?)\b/i],
])

/** Whether the visitor's words name the unit itself: "salmon fillets", "garlic cloves". */
export function namesPiece(display: string, unit: Amount['unit']): boolean {
  return PIECE_WORDS.get(unit)?.test(display) === true
}

/**
 * Things a visitor counts whole and a dish weighs or fillets: a bird, a joint, a whole fish, a
 * head of cabbage. "1 whole chicken" is one bird, not 1 g, and "2 trout" are four fillets.
 */
interface WholePiece {
  /** The visitor's words for one (their item, without its count). */
  named: RegExp
  /** About what one weighs as bought. */
  grams: number
  /** Fillets one gives, for a fish. */
  fillets?: number
  /** Whether half of one is something a cook buys or keeps (half a bird, half a cabbage). */
  halves: boolean
  /**
   * A cook cuts what the dish needs from it and keeps the rest (a cabbage, unlike a bird): a dish
   * that takes less than half of one weighs its share, never rounds it up to a half (a cook's
   * read found "Cabbage — ½ (about 450 g)" stir-fried in 2 minutes beside 50 g of carrot).
   */
  cutFrom?: true
}

const FILLETED = /\b(?:fillets?|steaks?|loins?|portions?|pieces?|tails?|cutlets?)\b/i

const WHOLE_PIECES: readonly WholePiece[] = [
  {
    named:
      /^(?:whole )?(?:chickens?|hens?|roasting (?:chickens?|hens?)|boiling (?:fowls?|hens?)|birds?|fowls?)$|\bwhole (?:chickens?|hens?|birds?)\b|\bfrangos? inteiros?\b|\bpollos? enteros?\b/i,
    grams: 1600,
    halves: true,
  },
  {
    named: /\blegs? of (?:lamb|mutton|goat)\b|\b(?:lamb|mutton|goat) legs?\b/i,
    grams: 2000,
    halves: false,
  },
  {
    named:
      /\bshoulders? of (?:lamb|mutton|pork)\b|\b(?:lamb|mutton|pork) shoulders?\b|\b(?:pork|boston) butts?\b/i,
    grams: 2000,
    halves: false,
  },
  {
    named: /^(?:pointed |sweetheart |hispi )cabbages?$/i,
    grams: 600,
    halves: true,
    cutFrom: true,
  },
  {
    named: /^(?:(?:white|green|red|savoy|napa|chinese|january king) )?cabbages?$/i,
    grams: 900,
    halves: true,
    cutFrom: true,
  },
  {
    named:
      /\bwhole\b.*\b(?:fish|trout|mackerel|bass|bream|snapper|mullet|tilapia|herrings?|branzino|dorade|pomfret|croaker|catfish|carp)\b|^(?:(?:rainbow|brown|sea) )?trout$|^(?:mackerels?|sea ?bass|sea ?bream|bream|red mullets?|snappers?|red snappers?|tilapias?|branzino|dorade|pomfrets?|herrings?)$/i,
    grams: 500,
    fillets: 2,
    halves: false,
  },
]

/** The whole thing the visitor counted ("1 whole chicken", "2 trout"), if they counted one. */
export function wholePieceOf(match: MatchedIngredient): WholePiece | undefined {
  if (match.stated?.unit !== '' || FILLETED.test(match.display)) return undefined
  const words = match.display.trim()
  return WHOLE_PIECES.find((piece) => piece.named.test(words))
}

/**
 * A dish's weight of what the visitor counted whole, in the pieces they hold: a bird is listed
 * by the bird (halves allowed) and a joint by the joint when the dish uses at least half of one,
 * never more than they counted: "Whole chicken — 1 (about 1.6 kg)", never "1.8 kg" of their
 * one bird. Undefined when the dish takes a cut of it ("Leg of lamb — 350 g") or is not weighed.
 */
export function inWholePieces(match: MatchedIngredient, amount: Amount): string | undefined {
  const piece = wholePieceOf(match)
  const count = match.stated?.quantity
  if (piece === undefined || count === undefined || amount.unit !== 'g') return undefined
  const pieces = amount.quantity / piece.grams
  if ((!piece.halves || piece.cutFrom === true) && pieces < 0.5) return undefined
  if (piece.cutFrom === true) return cutShare(pieces, count, piece.grams)
  // Up to the next half: the rest of a half bird is no use to anyone, six never share half a bird.
  const rounded = piece.halves
    ? Math.max(0.5, Math.ceil(pieces * 2 - 0.1) / 2)
    : Math.max(1, Math.round(pieces))
  return piecesText(Math.min(rounded, count), piece.grams)
}

/**
 * A share of something a cook cuts from (a cabbage), as a cook writes it: the nearest half when
 * the dish's share is close to one ("½ (about 450 g)"), else its weight ("about 550 g"). Never
 * rounded up to the next half: a cook's review found a dish that used 0.6 of a cabbage list
 * "1 (about 900 g)", the whole head for a little over half of it.
 */
function cutShare(pieces: number, count: number, grams: number): string {
  const half = Math.max(0.5, Math.round(pieces * 2) / 2)
  // All they have, when the dish would take as much or more.
  const held =
    pieces >= count ? count : Math.abs(pieces - half) <= pieces * CUT_SHARE_SLACK ? half : undefined
  return held === undefined ? `about ${gramsText(pieces * grams)}` : piecesText(held, grams)
}

/** "1½ (about 1.4 kg)": the pieces, and what they weigh. */
function piecesText(held: number, grams: number): string {
  return `${formatHeldAmount({ quantity: held, unit: '' })} (about ${gramsText(held * grams)})`
}

/** How far from a half a share may be and still be called one: a cabbage is no exact weight. */
const CUT_SHARE_SLACK = 0.2

/** A weight to the nearest 50 g, or in kilos from one. */
function gramsText(grams: number): string {
  const rounded = Math.round(grams / 50) * 50
  return rounded >= 1000 ? `${Math.round(rounded / 100) / 10} kg` : `${rounded} g`
}

/** What the visitor says they have, in the recipe's unit, or undefined when it cannot compare. */
export function heldQuantity(match: MatchedIngredient, unit: Amount['unit']): number | undefined {
  const stated = match.stated
  if (stated === undefined) return undefined
  if (stated.unit === unit) return stated.quantity
  const whole = wholePieceOf(match)
  if (whole !== undefined && unit === 'g') return stated.quantity * whole.grams
  if (whole?.fillets !== undefined && unit === 'fillet') return stated.quantity * whole.fillets
  if (stated.unit === 'tsp' && unit === 'tbsp') return stated.quantity / 3
  if (stated.unit === 'tbsp' && unit === 'tsp') return stated.quantity * 3
  if (stated.unit === '' && namesPiece(match.display, unit)) {
    return stated.quantity
  }
  return undefined
}

// Pieces a visitor counts their food in and a cook lists it by: "4 rashers bacon", "6 slices of
// ham", "2 salmon fillets".
export const COUNTED_PIECES = ['rasher', 'slice', 'fillet'] as const
const COUNTED_PIECE_SET: ReadonlySet<Amount['unit']> = new Set(COUNTED_PIECES)

function gramsPer(entry: LexiconEntry, unit: Amount['unit']): number | undefined {
  if (unit === 'g') return 1
  if (!COUNTED_PIECE_SET.has(unit)) return undefined
  return GRAMS_PER_UNIT_OF[entry.id]?.[unit] ?? PIECE_WEIGHTS[unit]
}

/**
 * The recipe's amount in the pieces the visitor counted their item in, when the dish weighs it
 * or counts it in another piece: "4 rashers bacon" in a cawl that takes 250 g is listed in
 * rashers (and capped at the 4 they have), never as 250 g of bacon they do not hold; "6 slices
 * bacon" for a pasta of 3 rashers is 3 slices. Whole pieces, at least one; otherwise unchanged.
 */
export function inStatedPieces(
  match: MatchedIngredient,
  entry: LexiconEntry,
  recipe: Amount,
): Amount {
  const unit = match.stated?.unit
  if (unit === undefined || unit === recipe.unit || !COUNTED_PIECE_SET.has(unit)) return recipe
  const piece = gramsPer(entry, unit)
  const recipePiece = gramsPer(entry, recipe.unit)
  if (piece === undefined || recipePiece === undefined) return recipe
  return { quantity: Math.max(1, Math.round((recipe.quantity * recipePiece) / piece)), unit }
}

/**
 * The visitor's own amount when it is less than the recipe would use (what they have is what
 * goes in), or undefined when the recipe's amount stands. Spoons stay in the visitor's unit.
 */
export function heldAmount(
  match: MatchedIngredient,
  entry: LexiconEntry,
  recipe: Amount,
): Amount | undefined {
  const held = heldQuantity(match, recipe.unit)
  if (held === undefined || held >= roundedQuantity(recipe)) return undefined
  const stated = match.stated
  const isSpoon = stated?.unit === 'tsp' || stated?.unit === 'tbsp'
  const amount: Amount = isSpoon ? stated : { quantity: held, unit: recipe.unit }
  // Half an egg is not something to list; a visitor's "1.5 eggs" is read as 1. But "half a
  // chicken breast" is what they have: listing the recipe's 2 instead would not be true.
  const whole = COUNT_STYLES.get(entry.id) === 'whole' || WHOLE_UNITS.has(amount.unit)
  const floored = Math.floor(amount.quantity + 1e-9)
  const quantity = !whole
    ? amount.quantity
    : floored >= 1
      ? floored
      : Math.floor(amount.quantity * 2 + 1e-9) / 2
  return formatHeldAmount({ quantity, unit: amount.unit }) === ''
    ? undefined
    : { quantity, unit: amount.unit }
}
