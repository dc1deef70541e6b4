import {
  lexiconEntry,
  lexiconEntryOrUndefined,
  type Amount,
  type LexiconEntry,
} from '../lexicon/lexicon.ts'
import { withEggsBoiledAlready } from './boiled-eggs.ts'
import { withShellfishCookedAlready } from './cooked-shellfish-steps.ts'
import { withMolluscsCookedAlready } from './cooked-molluscs-steps.ts'
import { withBreastsAddedLate } from './breast-braise.ts'
import { withFruitPrepared } from './fruit-prep.ts'
import { ON_THE_BONE, withShanksWhole } from './shank-braise.ts'
import { withSausageCookedAlready } from './smoked-sausage-steps.ts'
import { withCuredPorkPink } from './cured-pork-steps.ts'
import { fierceChilliTip, isFierceChilli } from './fierce-chilli.ts'
import { isCuredPork } from '../lexicon/cured-pork.ts'
import { isDriedForm, withDriedFormSaid } from './dried-form-steps.ts'
import { freshAsDried, isDriedSoftHerb, withDriedHerbCrumbled } from './dried-herb-amounts.ts'
import { isSmokedSausage } from '../lexicon/smoked-sausage.ts'
import { isCookedShellfish, MOLLUSCS } from '../lexicon/cooked-shellfish.ts'
import { withoutRaisingAgent } from './self-raising.ts'
import {
  SPOONED_CHILLI,
  isMeasuredOut,
  isTinned,
  withPasteUncut,
  withTinnedUncut,
} from './paste-fills.ts'
import { withRiceAbsorbed } from './rice-fills.ts'
import { fruitAsJuice, isBottledJuice, withJuicePoured } from './juice-fills.ts'
import { placeWordNamesAnother, withPlaceWordNamed } from './place-words.ts'
import { isAbsorbedRice } from '../families/method-phrases.ts'
import { withoutAbsentAsides, withoutAbsentTips } from './absent-asides.ts'
import { withoutAbsentKinds, withoutMissingFoods, withoutTipsOnMissing } from './described-foods.ts'
import type { PlannedIngredient } from '../model/recipe-plan.ts'
import { chefName } from '../text/chef-names.ts'
import { LEXICON_NAMES, normaliseWords } from '../reading/match-ingredient.ts'
import {
  approxGrams,
  heldAmount,
  inWholePieces,
  wholePieceOf,
  heldQuantity,
  inStatedPieces,
  PIECE_PRODUCE,
} from '../families/dish-amounts.ts'
import type { Candidate } from '../model/candidate.ts'
import {
  capitalise,
  escapeMarkdown,
  formatAmount,
  formatHeldAmount,
  joinWords,
  titleCase,
} from '../text/markdown-text.ts'
import { titleModifier } from '../text/singular-for-title.ts'
import { singularWord } from '../text/word-forms.ts'
import type { ClassicDish } from './classic-types.ts'
import type { ClassicFit, PlaceFill } from './fit-classic.ts'
import { kindSwap, proteinSwap, withProteinSwapped, type ProteinSwap } from './protein-in-title.ts'
import { GRAMS_PER_UNIT as PIECE_WEIGHTS } from '../lexicon/food-weights.ts'
import { STATE_NAMES, placeStates } from './place-states.ts'

export interface WrittenClassic {
  title: string
  description: string
  minutes: number
  servings: number
  /** "Makes 12 muffins" for a batch that is counted rather than served. */
  yieldText: string | undefined
  ingredients: PlannedIngredient[]
  steps: string[]
  tips: readonly string[]
  short: ClassicShortfall | undefined
  /**
   * What a batch bake needs of the visitor's items beyond what they said they have: the bake is
   * listed whole, never with 50 g of flour under three eggs in a loaf tin.
   */
  batchShort: ReadonlyArray<{ name: string; needs: Amount; held: Amount }>
}

/** Below this share of a batch's own amount, what the visitor has cannot make the batch. */
const BATCH_SHORT_SHARE = 0.6
/** Up to this much more than a batch takes of what it is built on, all of it goes in. */
const BATCH_ALL_OF_IT = 1.5

/**
 * All of the item a batch dish is built on, when the visitor has a little more than the batch
 * takes (2 lb of mince for a meatloaf's 750 g): a cook puts it all in rather than keep 157 g back.
 */
function allOfTheLead(candidate: Candidate, recipe: Amount): Amount | undefined {
  const have = heldQuantity(candidate.match, recipe.unit)
  if (have === undefined || have <= recipe.quantity || have > recipe.quantity * BATCH_ALL_OF_IT)
    return undefined
  return { quantity: Math.round(have), unit: recipe.unit }
}

// How the pantry basics read in a recipe: "oil", not "cooking oil".
const PANTRY_NAMES: Readonly<Record<string, string>> = { 'cooking oil': 'oil' }

function batchServings(dish: ClassicDish, requested: number): number {
  if (dish.batch === undefined) return requested
  return 'serves' in dish.batch ? dish.batch.serves : 1
}

// Bought and cooked whole: nobody lists "1½ eggs" or "½ burger bun".
const WHOLE_UNITS: ReadonlySet<string> = new Set([
  'clove',
  'fillet',
  'rasher',
  'nest',
  'sheet',
  'slice',
  'ball',
  'cube',
  'stalk',
])

/**
 * Fish the visitor named by its cut ("catfish steaks") is counted in those pieces, not in the
 * fillets the place was measured in: a cook's read found "Catfish steaks — 2 fillets".
 */
function asNamedPieces(amount: Amount, name: string): Amount {
  return amount.unit === 'fillet' && /\b(?:steaks?|cutlets?|pieces?)$/i.test(name)
    ? { ...amount, unit: '' }
    : amount
}

function roundForCook(entry: LexiconEntry, amount: Amount): Amount {
  const { quantity, unit } = amount
  const whole =
    WHOLE_UNITS.has(unit) ||
    (unit === '' && (entry.perServing.unit !== '' || entry.perServing.quantity >= 1)) ||
    (unit === '' && entry.category === 'bread')
  if (whole) return { quantity: Math.max(1, Math.round(quantity)), unit }
  if (unit === 'tin' || unit === '')
    return { quantity: Math.max(0.5, Math.round(quantity * 2) / 2), unit }
  return amount
}

export interface ClassicShortfall {
  /** What the dish is built on, in the chef's words: "eggs". */
  name: string
  held: Amount
  servings: number
  requested: number
}

/**
 * When the visitor says they have less of what the dish is built on than the servings need ("2
 * eggs" for a dish of 2 eggs each), the recipe serves as many as that feeds.
 */
function leadShortfall(fit: ClassicFit, requested: number): ClassicShortfall | undefined {
  const lead = fit.fills.find((fill) => fill.place.ingredient.need === 'essential')
  const candidate = lead?.items[0]
  if (lead === undefined || candidate === undefined || lead.items.length !== 1) return undefined
  if (lead.place.amount.kind !== 'quantity') return undefined
  const perServing = lead.place.amount.amount
  const held = heldQuantity(candidate.match, perServing.unit)
  if (held === undefined) return undefined
  const feeds = Math.max(1, Math.round(held / perServing.quantity))
  if (feeds >= requested) return undefined
  // "The 1 whole chicken you have", "the 2 trout": what they counted, not its weight or fillets.
  const count = candidate.match.stated?.quantity ?? 0
  if (wholePieceOf(candidate.match) !== undefined)
    return {
      name: chefName(candidate.match.named ?? candidate.entry.id, { quantity: count, unit: '' }),
      held: { quantity: count, unit: '' },
      servings: feeds,
      requested,
    }
  return {
    name: chefName(candidate.entry.id, { quantity: held, unit: perServing.unit }),
    held: { quantity: held, unit: perServing.unit },
    servings: feeds,
    requested,
  }
}

/**
 * A paste's spoonful in a place a clove item fills (garlic in a ginger-garlic paste's place) is
 * cloves of it, about one a teaspoon: "2 cloves garlic", never "1½ tbsp garlic".
 */
function spoonsAsCloves(amount: Amount | undefined, entry: LexiconEntry): Amount | undefined {
  if (amount === undefined || entry.perServing.unit !== 'clove') return amount
  const teaspoons =
    amount.unit === 'tsp'
      ? amount.quantity
      : amount.unit === 'tbsp'
        ? amount.quantity * 3
        : undefined
  return teaspoons === undefined ? amount : { quantity: teaspoons, unit: 'clove' }
}

/**
 * A herb counted by the leaf (bay, curry or lime leaves, sage) in a place measured by the spoon,
 * sprig or gram is whole leaves, as many as the herb's own count for a pot of up to four and
 * twice that beyond: "Bay leaves — 1", never "Bay leaves — 2 tbsp, chopped".
 */
function measuredAsLeaves(
  amount: Amount | undefined,
  entry: LexiconEntry,
  servings: number,
): Amount | undefined {
  if (amount === undefined || amount.unit === '') return amount
  if (entry.category !== 'herb' || entry.perServing.unit !== '') return amount
  return { quantity: entry.perServing.quantity * Math.ceil(Math.max(1, servings) / 4), unit: '' }
}

/**
 * A bare count in a place a herb sold by the handful fills ("1" spring onion a head, filled by
 * chives) is the herb's own measure for the servings: "Chives — ½ handful", never "Chives — 2".
 */
function countAsHandfuls(
  counted: Amount | undefined,
  entry: LexiconEntry,
  servings: number,
): Amount | undefined {
  if (counted?.unit !== '' || entry.category !== 'herb') return undefined
  if (entry.perServing.unit !== 'handful') return undefined
  return { quantity: entry.perServing.quantity * Math.max(1, servings), unit: 'handful' }
}

/**
 * Spices a visitor may have whole, by the words that say so, with the name the recipe gives them
 * and how many go into a pot of up to four; `recount`: a place that counts the spice (as it counts
 * cardamom pods) is given this count instead ("Cinnamons — 4" in a bhuna for two).
 */
const WHOLE_SPICES: ReadonlyMap<
  string,
  { words: readonly string[]; name: string; count: number; recount?: true }
> = new Map([
  [
    'cinnamon',
    {
      words: ['stick', 'sticks', 'quill', 'quills', 'bark'],
      name: 'cinnamon stick',
      count: 1,
      recount: true,
    },
  ],
  // A place's own count of cloves stands: a gammon is studded with a score of them.
  ['cloves', { words: ['whole'], name: 'whole cloves', count: 3 }],
  [
    'allspice',
    { words: ['berries', 'berry', 'whole'], name: 'allspice berries', count: 4, recount: true },
  ],
])

/**
 * A whole spice the visitor typed whole ("cinnamon stick") in a place measured by the pinch or
 * a little spoon (a pot's seasoning, never a bake's spoonful of ground spice) goes in whole: its
 * count for the pot and its whole name, so the method can lift it out before serving.
 */
function asWholeSpice(
  input: string | undefined,
  entry: LexiconEntry,
  place: PlaceFill['place'],
  servings: number,
): { name: string | undefined; amount: Amount } | undefined {
  const whole = WHOLE_SPICES.get(entry.id)
  if (whole === undefined || input === undefined) return undefined
  const words = normaliseWords(input)
  const measure = place.amount
  // A place that counts its spice counts whole ones ("2" cardamom pods or cinnamon a serving of a
  // biryani's whole spices): a cook's read found "Cinnamons — 4" fried in a bhuna for two. A
  // plain "cinnamon" or "allspice" is as often the jar of ground spice, and nobody fishes ground
  // spice out of a pot (a reviewer): it goes in as the pot's half teaspoon, under its own name.
  if (measure.kind === 'quantity' && measure.amount.unit === '') {
    if (whole.recount !== true) return undefined
    const pots = Math.ceil(Math.max(1, servings) / 4)
    // Another name of the visitor's own stands, whole ("pimento seeds" are allspice berries).
    const own = words.includes(entry.id)
    if (own && !whole.words.some((word) => words.includes(word)))
      return { name: undefined, amount: { quantity: 0.5 * pots, unit: 'tsp' } }
    return {
      name: own ? whole.name : undefined,
      amount: { quantity: whole.count * pots, unit: '' },
    }
  }
  if (!whole.words.some((word) => words.includes(word))) return undefined
  const little =
    measure.kind === 'words'
      ? /\bpinch\b/.test(measure.text)
      : measure.amount.unit === 'pinch' ||
        (measure.amount.unit === 'tsp' && measure.amount.quantity <= 0.5)
  if (!little) return undefined
  return {
    name: whole.name,
    amount: { quantity: whole.count * Math.ceil(Math.max(1, servings) / 4), unit: '' },
  }
}

/**
 * A block that melts into a sauce (Japanese curry roux) in a place measured by the spoon for the
 * powder it stands in for is its own weight a serving: "Japanese curry roux — 50 g", never
 * "2 tsp" of a block stirred in like curry powder (a cook's read).
 */
function weighedBlock(
  amount: Amount | undefined,
  entry: LexiconEntry,
  servings: number,
): Amount | undefined {
  if (!entry.tags.has('block') || entry.perServing.unit !== 'g') return undefined
  if (amount?.unit !== 'tsp' && amount?.unit !== 'tbsp') return undefined
  return { quantity: entry.perServing.quantity * Math.max(1, servings), unit: 'g' }
}

const WEIGHED_PROTEIN: ReadonlySet<string> = new Set(['meat', 'poultry', 'fish', 'seafood'])

/**
 * A bare count in a place a weighed protein fills ("2" sausages, filled by pork mince) is that
 * protein's own serving weight: "Pork mince — 250 g", never "Pork mince — 4".
 */
function weighedInCount(
  counted: Amount | undefined,
  entry: LexiconEntry,
  servings: number,
  scaled: boolean,
  parts: number,
): Amount | undefined {
  if (counted?.unit !== '' || entry.perServing.unit !== 'g') return undefined
  if (!WEIGHED_PROTEIN.has(entry.category)) return undefined
  const portions = scaled ? servings : Math.max(1, servings)
  return { quantity: (entry.perServing.quantity * portions) / parts, unit: 'g' }
}

/**
 * Rashers written for bacon, filled by another meat (an andouille in a maque choux's bacon place),
 * are the same weight of it: "Andouille — 50 g", never "Andouille — 2 rashers" (a cook's read).
 */
function rashersAsWeight(amount: Amount | undefined, entry: LexiconEntry): Amount | undefined {
  if (amount?.unit !== 'rasher' || entry.perServing.unit === 'rasher') return undefined
  const rasher = PIECE_WEIGHTS.rasher
  return rasher === undefined ? undefined : { quantity: amount.quantity * rasher, unit: 'g' }
}

/**
 * Spoons of a sauce (tkemali, the sour plum sauce of a chakapuli, or a tomato purée), filled by the
 * whole fruit it is made from, are a count of the fruit: "Plums — 4 tbsp" is no amount of plums
 * (a cook's read).
 */
function spoonsAsFruit(
  amount: Amount | undefined,
  place: PlaceFill['place'],
  entry: LexiconEntry,
  servings: number,
): Amount | undefined {
  if (amount === undefined || (amount.unit !== 'tbsp' && amount.unit !== 'tsp')) return amount
  // Fresh tomatoes in a place for tomato purée too: "Tomatoes — 2 tbsp" (a cook's read).
  const fresh =
    entry.category === 'fruit' || (entry.category === 'fruiting-veg' && entry.tags.has('tomato'))
  if (!fresh || entry.perServing.unit !== '') return amount
  // A citrus fruit in a place for a sour liquid is its juice, spooned like the vinegar it joins.
  if (CITRUS.test(entry.id)) return amount
  const ownId = place.ingredient.accepts.find((spec) => !/^[#@]/.test(spec))
  const own = ownId === undefined ? undefined : lexiconEntryOrUndefined(ownId)
  if (own === undefined || own.category === 'fruit') return amount
  return { quantity: Math.max(1, Math.round(entry.perServing.quantity * servings)), unit: '' }
}

const CITRUS = /\b(?:lemon|lime|orange|grapefruit|yuzu|calamansi|citron)s?\b/

/** The visitor's words for turmeric root rather than the ground spice. */
const FRESH_ROOT = /\b(?:fresh|root|kunyit|khamin|kachi)\b/i

/**
 * Spoons of ground turmeric, filled by the fresh root the visitor has, are three times as much of
 * it grated (a finger of root is about a teaspoon of powder): "Fresh turmeric — ½ tsp" measured
 * like the powder is a pinch of a paste's backbone (a cook's read).
 */
function groundAsFresh(
  amount: Amount | undefined,
  entry: LexiconEntry,
  words: string,
): Amount | undefined {
  if (amount === undefined || entry.id !== 'turmeric' || !FRESH_ROOT.test(words)) return amount
  if (amount.unit === 'tsp') return { quantity: amount.quantity * 3, unit: 'tsp' }
  if (amount.unit === 'tbsp') return { quantity: amount.quantity * 3, unit: 'tbsp' }
  return amount
}

/**
 * A paste or sauce (harissa, chilli paste) in a place measured "a pinch" for a dry spice is its own
 * spoonful a serving: a pinch of a paste is no measure (a cook's read found "Harissa — a pinch").
 */
function pinchOfPaste(
  place: PlaceFill['place'],
  entry: LexiconEntry,
  servings: number,
  scaled: boolean,
): Amount | undefined {
  if (place.amount.kind !== 'words' || !/\bpinch\b/.test(place.amount.text)) return undefined
  if (entry.category !== 'sauce' && entry.category !== 'condiment') return undefined
  const { quantity, unit } = entry.perServing
  if (unit !== 'tsp' && unit !== 'tbsp') return undefined
  return { quantity: scaled ? quantity * servings : quantity, unit }
}

/**
 * A count written for the place's own vegetable, filled by a bigger or smaller one, is the same
 * weight of it: a fritter batter's "1 spring onion" a head is a little onion, never a whole one
 * (a cook's read found 2 onions in 100 g of flour).
 */
function countAsStandIn(
  counted: Amount | undefined,
  place: PlaceFill['place'],
  entry: LexiconEntry,
): Amount | undefined {
  if (counted?.unit !== '' || entry.perServing.unit !== '') return counted
  const ownId = place.ingredient.accepts.find((spec) => !/^[#@]/.test(spec))
  const own = ownId === undefined ? undefined : lexiconEntryOrUndefined(ownId)
  if (own === undefined || own.id === entry.id || own.perServing.unit !== '') return counted
  if (!PIECE_PRODUCE.has(own.category) || !PIECE_PRODUCE.has(entry.category)) return counted
  const ownGrams = approxGrams(own, { quantity: 1, unit: '' }) ?? 0
  const itsGrams = approxGrams(entry, { quantity: 1, unit: '' }) ?? 0
  // Only ever fewer: a small one standing in for a big one ("5 spring onions" for an onion) is
  // the cook's own call, and the dish's count of it reads as a modest start.
  if (ownGrams <= 0 || itsGrams <= ownGrams) return counted
  return { quantity: (counted.quantity * ownGrams) / itsGrams, unit: '' }
}

/** A spice's own measures: a count written for produce is never one of these. */
const SPICE_MEASURES: ReadonlySet<string> = new Set(['tsp', 'tbsp', 'pinch'])

/**
 * A count written for the place's own produce (a quarter of a fennel bulb a head), filled by a
 * spice measured by the spoon (fennel seeds), is the spice's own amount for the servings: a cook's
 * read found "Fennel seed — 1" in a pasta con le sarde.
 */
function countAsSpice(
  counted: Amount | undefined,
  place: PlaceFill['place'],
  entry: LexiconEntry,
  servings: number,
): Amount | undefined {
  if (counted?.unit !== '' || entry.category !== 'spice') return counted
  if (!SPICE_MEASURES.has(entry.perServing.unit)) return counted
  if (place.fallback?.id === entry.id) return counted
  return { quantity: entry.perServing.quantity * servings, unit: entry.perServing.unit }
}

/**
 * A count written for fresh produce ("1.5" tomatoes a head), filled by a food sold in tins, is
 * the same weight in tins: three tomatoes are about a tin of tomatoes, never "Canned tomatoes — 3"
 * (a cook's read found three tins in a menemen for two).
 */
function countAsTins(
  counted: Amount | undefined,
  place: PlaceFill['place'],
  entry: LexiconEntry,
): Amount | undefined {
  const tin = PIECE_WEIGHTS.tin
  if (counted?.unit !== '' || entry.perServing.unit !== 'tin' || tin === undefined) return counted
  const ownId = place.ingredient.accepts.find((spec) => !/^[#@]/.test(spec))
  const own = ownId === undefined ? undefined : lexiconEntryOrUndefined(ownId)
  if (own === undefined || own.perServing.unit !== '') return counted
  const grams = approxGrams(own, counted)
  return grams === undefined ? counted : { quantity: grams / tin, unit: 'tin' }
}

/**
 * A place measured in spoons of chilli (flakes or powder), filled by fresh chillies, is a count
 * of them, about one to a chopped tablespoon: one scotch bonnet is never "3 tbsp".
 */
function spoonsAsChillies(amount: Amount | undefined, entry: LexiconEntry): Amount | undefined {
  if (amount === undefined || entry.id !== 'chilli') return amount
  const spoons =
    amount.unit === 'tbsp'
      ? amount.quantity
      : amount.unit === 'tsp'
        ? amount.quantity / 3
        : undefined
  return spoons === undefined ? amount : { quantity: Math.max(1, Math.round(spoons)), unit: '' }
}

/**
 * The other way: a place counted in fresh chillies, filled by flakes or powder, is spoons of it,
 * about a teaspoon to a chilli: never "Gochugaru — 1" (a cook's read).
 */
function chilliesAsSpoons(amount: Amount | undefined, entry: LexiconEntry): Amount | undefined {
  if (amount === undefined || amount.unit !== '' || !SPOONED_CHILLI.has(entry.id)) return amount
  return { quantity: Math.max(0.5, Math.round(amount.quantity * 2) / 2), unit: 'tsp' }
}

/** Spoons of concentrate for a fresh tomato, and for a tin of them (about a sixth the weight). */
// A tin (400 g) of tomatoes is about four spoons of purée: a gram or millilitre a hundredth.
const CONCENTRATE_SPOONS: Readonly<Record<string, number>> = { '': 1, tin: 4, g: 0.01, ml: 0.01 }

/**
 * A count, a tin or a weight of tomatoes, filled by tomato purée (a concentrate sold by the
 * spoonful), is spoons of it, about a sixth the weight: never "Tomato pastes — 2", "Tomato
 * paste — ½ tin" (a cook's read of round 9) or "Tomato paste — 200 ml" (of a ninth). Not a
 * place written for the purée itself, weighed as it is.
 */
function countAsSpoons(
  amount: Amount | undefined,
  entry: LexiconEntry,
  place: PlaceFill['place'],
): Amount | undefined {
  const perUnit = amount === undefined ? undefined : CONCENTRATE_SPOONS[amount.unit]
  if (amount === undefined || perUnit === undefined) return amount
  if (entry.perServing.unit !== 'tbsp' || !entry.tags.has('tomato')) return amount
  if (place.fallback?.id === entry.id) return amount
  return { quantity: Math.max(1, Math.round(amount.quantity * perUnit * 2) / 2), unit: 'tbsp' }
}

/**
 * A counted item the method puts in whole ("the scotch bonnet, whole", "the whole chilli") is
 * bought and used whole: never "Scotch bonnet — ½" and then the half "left whole" in the pot.
 */
function wholeIfUsedWhole(amount: Amount, dish: ClassicDish, key: string): Amount {
  if (amount.unit !== '' || Number.isInteger(amount.quantity)) return amount
  const whole = new RegExp(`\\{${key}\\},? (?:left )?whole\\b|\\bthe whole \\{${key}\\}`)
  if (!dish.method.some((step) => whole.test(step))) return amount
  return { quantity: Math.max(1, Math.ceil(amount.quantity)), unit: '' }
}

/** Rice about doubles and a half in weight as it cooks: 75 g raw is about 190 g cooked. */
const COOKED_RICE_GAIN = 2.5

/**
 * A place weighed for raw rice that the visitor's cooked rice fills takes the cooked weight: a
 * bibimbap written for 75 g of rice a bowl is 190 g of leftover rice, not 75 g.
 */
function asCookedRice(
  amount: Amount | undefined,
  place: PlaceFill['place'],
  entry: LexiconEntry,
): Amount | undefined {
  const raw = place.fallback
  if (amount?.unit !== 'g' || raw === undefined) return amount
  const isRice = (rice: LexiconEntry) => rice.category === 'rice'
  if (!isRice(entry) || !entry.tags.has('cooked') || !isRice(raw) || raw.tags.has('cooked')) {
    return amount
  }
  return { quantity: amount.quantity * COOKED_RICE_GAIN, unit: 'g' }
}

function share(
  fill: PlaceFill,
  servings: number,
  scaled: boolean,
  parts: number,
): Amount | undefined {
  const amount = fill.place.amount
  if (amount.kind === 'words') return undefined
  const total = scaled ? amount.amount.quantity * servings : amount.amount.quantity
  return { quantity: total / parts, unit: amount.amount.unit }
}

interface Named {
  entry: LexiconEntry
  source: PlannedIngredient['source']
  candidate?: Candidate
}

function namedItems(fill: PlaceFill): Named[] {
  if (fill.items.length > 0) {
    return fill.items.map((candidate) => ({
      entry: candidate.entry,
      source: 'visitor' as const,
      candidate,
    }))
  }
  if (fill.extra !== undefined) return [{ entry: fill.extra, source: 'extra' }]
  if (fill.pantry !== undefined) return [{ entry: fill.pantry, source: 'pantry' }]
  return []
}

const PLACEHOLDER = /\{([a-z][a-z0-9-]*)\}/g
export { STATE_NAMES }
const STATE_MARKER = new RegExp(`\\{([a-z][a-z0-9-]*):(${STATE_NAMES.join('|')})\\}`, 'g')
/**
 * `{key=entry}`: a part kept only when that place holds that food, for a word meant for one of the
 * foods a place takes (`[{starch=green bananas} slit the skin and prise it off]`): a cook's read
 * found how to peel green bananas in a recipe made with potatoes.
 */
export const ENTRY_MARKER = /\{([a-z][a-z0-9-]*)=([a-z][a-z0-9' -]*)\}/g
const CONNECTOR = /^(?:, and |, | and )/

function isFilled(text: string, names: ReadonlyMap<string, string>): boolean {
  return (
    [...text.matchAll(PLACEHOLDER)].every((match) => names.has(match[1] ?? '')) &&
    [...text.matchAll(STATE_MARKER)].every((match) => names.has(`${match[1]}:${match[2]}`)) &&
    [...text.matchAll(ENTRY_MARKER)].every((match) => names.has(`${match[1]}=${match[2]}`))
  )
}

/**
 * Keeps the `[…]` parts whose ingredients are all on the list. A run of parts that each add to a
 * list ("[, the {milk}][ and the {mustard}]") is joined again as a list should read: whichever
 * are kept, the last one takes "and" and the others a comma.
 */
function keepOptionalParts(step: string, names: ReadonlyMap<string, string>): string {
  const pieces = step.split(/(\[[^[\]]*\])/).filter((piece) => piece !== '')
  let out = ''
  let index = 0
  while (index < pieces.length) {
    const piece = pieces[index] ?? ''
    if (!piece.startsWith('[')) {
      out += piece
      index++
      continue
    }
    const run: string[] = []
    while ((pieces[index] ?? '').startsWith('[')) run.push((pieces[index++] ?? '').slice(1, -1))
    const kept = run.filter((part) => isFilled(part, names))
    const isList =
      run.length > 1 &&
      run.every((part) => CONNECTOR.test(part)) &&
      /^(?:,)? and /.test(run.at(-1) ?? '')
    if (isList) {
      kept.forEach((part, position) => {
        const joiner = position === kept.length - 1 ? ' and ' : ', '
        out += part.replace(CONNECTOR, joiner)
      })
    } else {
      out += withLeadKept(run, kept).join('')
    }
  }
  return out
}

// "serve[ with the {yogurt} spooned over][ and the {lemon} in wedges]" without the yoghurt is
// "serve with the lemon in wedges", not "serve and the lemon…": a run's opening "with" (or
// "topped with") passes to the first part kept when its own opening part is dropped.
const WITH_LEAD = /^\s*(?:[a-z]+ )?with /

function withLeadKept(run: readonly string[], kept: readonly string[]): readonly string[] {
  const [first] = run
  const [head, ...rest] = kept
  if (first === undefined || head === undefined || head === first) return kept
  // Read past a state marker: "[{potatoes:raw} with the potato wedges][ and the {spring-onions}]"
  // without the wedges is "with the spring onions" (a cook's read found "Serve hot and the…").
  const lead = WITH_LEAD.exec(first.replace(STATE_MARKER, '').replace(ENTRY_MARKER, ''))?.[0]
  if (lead === undefined || !CONNECTOR.test(head)) return kept
  // ", topped with the cheese" stands on its own: never "with topped with".
  if (/^(?:[a-z]+ed|with)\b/.test(head.replace(CONNECTOR, ''))) return kept
  return [head.replace(CONNECTOR, lead), ...rest]
}

/** Fills a step's `{key}` names and keeps or drops its `[…]` parts. */
// "{tomatoes} (chopped, if fresh)": a place that takes fresh or preserved food tells the cook
// how to cut the fresh one. Written for one list, the aside speaks to the food it holds: "the
// tomatoes (chopped)", "the tinned tomatoes" with nothing to chop.
const IF_FRESH = /\{([a-z-]+)\} \(([^()]*), if fresh\)/g
const PRESERVED =
  /\b(?:tinned|canned|tins?|cans?|passata|chopped tomatoes|plum tomatoes|ground|dried|paste|powder|pur[ée]e|flakes|frozen|jarred|jars?|sun-?dried|salsas?|sauces?|frito|gochugaru)\b/i

function withFreshAsides(step: string, names: ReadonlyMap<string, string>): string {
  return step.replace(IF_FRESH, (whole, key: string, how: string) => {
    const name = names.get(key)
    if (name === undefined || / and |, /.test(name)) return whole
    return PRESERVED.test(name) ? `{${key}}` : `{${key}} (${how})`
  })
}

/** Whether a place's name is of many things: "chicken thighs", "lentils". */
function namesMany(name: string): boolean {
  const last = name.trim().split(/\s+/).pop()?.toLowerCase() ?? ''
  return /[a-z]s$/.test(last) && singularWord(last) !== last
}

export function expandStep(step: string, names: ReadonlyMap<string, string>): string {
  const kept = withFreshAsides(keepOptionalParts(step, names), names)
    .replace(STATE_MARKER, '')
    .replace(ENTRY_MARKER, '')
  // "until the {meat} is cooked" with the visitor's chicken thighs: "are" (a cook's read).
  const agreed = kept.replace(/\{([a-z][a-z0-9-]*)\} is\b/g, (whole, key: string) => {
    const name = names.get(key)
    return name !== undefined && namesMany(name) ? `{${key}} are` : whole
  })
  const filled = agreed.replace(PLACEHOLDER, (_whole, key: string) => {
    const name = names.get(key)
    if (name === undefined) throw new Error(`No ingredient for {${key}}`)
    return name
  })
  const tidy = filled
    .replace(/\s+/g, ' ')
    // A step's own "Frozen {molokhia}" with the visitor's "frozen molokhia": the word once.
    .replace(/\b(frozen|fresh|dried|tinned|canned|cooked|smoked|raw|leftover)\s+\1\b/gi, '$1')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/([,;:])(?=[,.;:])/g, '')
    .trim()
  return /[\p{L}\p{N}]/u.test(tidy) ? capitalise(tidy) : ''
}

const NOT_THE_MEAT: ReadonlySet<string> = new Set([
  'stock',
  'sauce',
  'condiment',
  'spice',
  'oil-fat',
  'herb',
])

// One function for every call, so the phrases kindSwap finds in each title are kept for it.
const namedInLexicon = (phrase: string) => LEXICON_NAMES.get(phrase)

/**
 * The dish's meat words as the visitor's meat, by the first item each place takes from the list:
 * "Pork Porkolt" made with beef is "Beef Porkolt".
 */
function proteinSwapsFor(fit: ClassicFit): ProteinSwap[] {
  const swaps: ProteinSwap[] = []
  const title = ownTitle(fit)
  for (const fill of fit.fills) {
    const own = fill.items[0]
    // A stock, sauce or seasoning names a meat without being one: the visitor's chicken stock
    // in a place written for beef stock never makes a goat pepper soup "Chicken Pepper Soup".
    if (own === undefined || NOT_THE_MEAT.has(own.entry.category)) continue
    // A kind the title names that the visitor's item is not ("Bratwurst" for their kielbasa).
    const kind = kindSwap(title, namedInLexicon, (id) => fill.place.rank.has(id), {
      entry: own.entry,
      name: own.match.named ?? own.entry.id,
    })
    const swap = proteinSwap(fill.place.ingredient.accepts[0], own.entry.id) ?? kind
    if (swap !== undefined && !swaps.some((known) => known.from === swap.from)) swaps.push(swap)
  }
  return swaps
}

/**
 * The classic's title as the visitor reads it, so that notes and "Out of New Ideas" name the
 * dish they were given ("it would suit Beef Porkolt"), never the dish's own meat.
 */
export function classicTitle(fit: ClassicFit): string {
  return withProteinSwapped(ownTitle(fit), proteinSwapsFor(fit))
}

/** The dish's title, or the one it goes by with the list's main item (`ClassicDish.titles`). */
function ownTitle(fit: ClassicFit): string {
  const { dish } = fit.classic
  for (const [name, title] of Object.entries(dish.titles ?? {})) {
    // "fish=hilsa": the name the dish goes by with that one food in the place (shorshe maach made
    // with hilsa is shorshe ilish: a cook's read found "Shorshe Maach" over a hilsa recipe).
    const [key, food] = name.split('=')
    const fill = fit.fills.find((candidate) => candidate.place.ingredient.key === key)
    const held =
      food === undefined
        ? (fill?.items.length ?? 0) > 0
        : (fill?.items ?? []).some((item) => item.entry.id === food)
    if (held) return titleWithFills(title, fit)
  }
  return dish.title
}

/**
 * A title's `{key}` as the foods filling that place, in the singular a heading wants: "{fruit}
 * Crumble" made with rhubarb is "Rhubarb Crumble" (a cook's read found "Fruit Crumble" for a
 * rhubarb list).
 */
function titleWithFills(title: string, fit: ClassicFit): string {
  return title.replace(PLACEHOLDER, (whole, key: string) => {
    const fill = fit.fills.find((candidate) => candidate.place.ingredient.key === key)
    const names = (fill?.items ?? []).map((item) => titleCase(titleModifier(item.entry.id)))
    return names.length === 0 ? whole : names.join(' and ')
  })
}

/** Writes a fitted classic as the plan's ingredients and method. */
export function writeClassic(fit: ClassicFit, requested: number): WrittenClassic {
  const { dish } = fit.classic
  const scaled = dish.batch === undefined
  const short = scaled ? leadShortfall(fit, requested) : undefined
  const servings = short?.servings ?? batchServings(dish, requested)
  const names = new Map<string, string>()
  const listed: PlannedIngredient[] = []
  const pantry: PlannedIngredient[] = []
  const byKey = new Map(fit.fills.map((fill) => [fill.place.ingredient.key, fill]))
  const swaps = proteinSwapsFor(fit)
  const mentionsByKey = new Map<string, readonly string[]>()
  const wholeKeys: string[] = []
  const batchShort: Array<{ name: string; needs: Amount; held: Amount }> = []
  // Self-raising flour in the flour's place: the baking powder that would be bought is left out.
  const selfRaising = fit.fills.some((fill) =>
    fill.items.some((item) => item.entry.id === 'self raising flour'),
  )
  let written = dish.method
  const unbought = new Set<string>()
  if (selfRaising) {
    for (const fill of fit.fills) {
      if (fill.extra?.id !== 'baking powder') continue
      const without = withoutRaisingAgent(written, fill.place.ingredient.key)
      if (without === undefined) continue
      written = without
      unbought.add(fill.place.ingredient.key)
    }
  }
  // In the dish's own order, as a cook would list them; the pantry basics last.
  for (const ingredient of dish.ingredients) {
    const fill = byKey.get(ingredient.key)
    if (fill === undefined || unbought.has(ingredient.key)) continue
    const items = namedItems(fill)
    if (items.length === 0) continue
    const mentions: string[] = []
    for (const item of items) {
      const counted = countAsSpice(
        spoonsAsFruit(
          groundAsFresh(
            fruitAsJuice(
              chilliesAsSpoons(
                spoonsAsChillies(
                  countAsSpoons(
                    countAsTins(
                      countAsStandIn(
                        asCookedRice(
                          share(fill, servings, scaled, items.length),
                          fill.place,
                          item.entry,
                        ),
                        fill.place,
                        item.entry,
                      ),
                      fill.place,
                      item.entry,
                    ),
                    item.entry,
                    fill.place,
                  ),
                  item.entry,
                ),
                item.entry,
              ),
              item.entry,
            ),
            item.entry,
            item.candidate?.match.input ?? '',
          ),
          fill.place,
          item.entry,
          servings,
        ),
        fill.place,
        item.entry,
        servings,
      )
      // A bare count in a place a herb sold by the sprig can fill ("1" bay leaf, or thyme) is
      // sprigs of it: "Thyme — 2 sprigs", never "Thymes — 2".
      const said = item.candidate?.match.input ?? ''
      const driedHerb = isDriedSoftHerb(item.entry, said)
      const exact = driedHerb
        ? freshAsDried(counted, item.entry, said)
        : counted?.unit === '' && item.entry.perServing.unit === 'sprig'
          ? { ...counted, unit: 'sprig' as const }
          : (countAsHandfuls(counted, item.entry, servings) ??
            weighedBlock(counted, item.entry, servings) ??
            rashersAsWeight(counted, item.entry) ??
            weighedInCount(counted, item.entry, servings, scaled, items.length) ??
            measuredAsLeaves(spoonsAsCloves(counted, item.entry), item.entry, servings) ??
            pinchOfPaste(fill.place, item.entry, servings, scaled))
      const rounded =
        exact === undefined
          ? undefined
          : roundForCook(item.entry, wholeIfUsedWhole(exact, dish, ingredient.key))
      const recipe =
        rounded === undefined || item.candidate === undefined
          ? rounded
          : inStatedPieces(item.candidate.match, item.entry, rounded)
      // Never list more than the visitor said they have: what they have is what goes in.
      const held =
        recipe === undefined || item.candidate === undefined
          ? undefined
          : heldAmount(item.candidate.match, item.entry, recipe)
      const whole = asWholeSpice(item.candidate?.match.input, item.entry, fill.place, servings)
      if (whole !== undefined && whole.amount.unit === '') wholeKeys.push(ingredient.key)
      // A batch bake is made whole: far less of one of its makings than it needs is said in
      // the notes, and the line keeps the batch's amount (a cook's read found "Self raising
      // flour — 50 g" under three eggs in a loaf cake that serves 10).
      const batchTooLittle =
        !scaled &&
        held !== undefined &&
        recipe !== undefined &&
        held.unit === recipe.unit &&
        held.quantity < recipe.quantity * BATCH_SHORT_SHARE
      if (batchTooLittle) {
        batchShort.push({
          name: chefName(item.candidate?.match.named ?? item.entry.id, recipe, item.entry),
          needs: recipe,
          held,
        })
      }
      const allOfIt =
        !scaled &&
        fill === fit.fills[0] &&
        items.length === 1 &&
        recipe !== undefined &&
        (recipe.unit === 'g' || recipe.unit === 'ml') &&
        item.candidate !== undefined
          ? allOfTheLead(item.candidate, recipe)
          : undefined
      const amount = whole?.amount ?? allOfIt ?? (batchTooLittle ? undefined : held) ?? recipe
      const named =
        item.source === 'pantry'
          ? (PANTRY_NAMES[item.entry.id] ?? item.entry.id)
          : chefName(
              whole?.name ?? item.candidate?.match.named ?? item.entry.id,
              amount,
              item.entry,
            )
      // Dried mint is said dried, in the list and the method, so it is never taken for fresh.
      const plain = driedHerb && !/\bdried\b/i.test(named) ? `dried ${named}` : named
      const mention = escapeMarkdown(plain)
      mentions.push(mention)
      const words = fill.place.amount.kind === 'words' ? fill.place.amount.text : ''
      // A bird or joint the visitor counted is listed by the piece: "1 (about 1.6 kg)".
      const inPieces =
        amount === undefined || item.candidate === undefined || whole !== undefined
          ? undefined
          : inWholePieces(item.candidate.match, amount)
      const planned: PlannedIngredient = {
        name: capitalise(mention),
        amount:
          amount === undefined
            ? escapeMarkdown(words)
            : (inPieces ??
              (held === undefined || whole !== undefined || batchTooLittle
                ? formatAmount(asNamedPieces(amount, plain))
                : formatHeldAmount(held))),
        source: item.source,
        mention,
        canonical: item.entry.id,
        role: fill.place.ingredient.key,
      }
      if (item.source === 'pantry') pantry.push(planned)
      else listed.push(planned)
    }
    names.set(fill.place.ingredient.key, joinWords(mentions))
    mentionsByKey.set(fill.place.ingredient.key, mentions)
    const words = items.map((item) => item.candidate?.match.input ?? item.entry.id)
    for (const state of placeStates(
      items.map((item) => item.entry),
      words,
      fill.place.boughtDry,
    ))
      names.set(`${fill.place.ingredient.key}:${state}`, '')
    for (const item of items) names.set(`${fill.place.ingredient.key}=${item.entry.id}`, '')
  }
  for (const ingredient of dish.ingredients)
    if (!names.has(ingredient.key)) names.set(`${ingredient.key}:absent`, '')
  // "If the chillies are dried, snip and soak them" is said to the food that fills the place.
  const formed = fit.fills.reduce<readonly string[]>((steps, fill) => {
    const items = namedItems(fill)
    if (items.length === 0) return steps
    const forms = items.map((item) => isDriedForm(item.candidate?.match.input ?? '', item.entry))
    // A bare "egg noodles" may be either: the sentence stays as the dish wrote it.
    if (forms.some((form) => form === undefined)) return steps
    return withDriedFormSaid(
      steps,
      fill.place.ingredient.key,
      forms.every((form) => form),
    )
  }, written)
  // Dried soft herbs are crumbled, never chopped or torn like the fresh leaves.
  const crumbled = fit.fills
    .filter((fill) => {
      const items = namedItems(fill)
      return (
        items.length > 0 &&
        items.every((item) => isDriedSoftHerb(item.entry, item.candidate?.match.input ?? ''))
      )
    })
    .reduce<readonly string[]>(
      (steps, fill) => withDriedHerbCrumbled(steps, fill.place.ingredient.key),
      formed,
    )
  // Eggs the visitor boiled already are only peeled.
  const boiledEggs = fit.fills
    .filter((fill) => namedItems(fill).some((item) => item.entry.id === 'boiled eggs'))
    .reduce<readonly string[]>(
      (steps, fill) => withEggsBoiledAlready(steps, fill.place.ingredient.key),
      crumbled,
    )
  // Cooked prawns or crawfish tails in a place written for raw ones are only heated through.
  const heated = fit.fills
    .filter((fill) => {
      const items = namedItems(fill)
      return (
        items.length > 0 &&
        items.every((item) =>
          isCookedShellfish(item.entry, item.candidate?.match.input ?? item.entry.id),
        )
      )
    })
    .reduce<readonly string[]>(
      (steps, fill) => withShellfishCookedAlready(steps, fill.place.ingredient.key),
      boiledEggs,
    )
  // A smoked sausage (kielbasa, wieners) in a place written for fresh ones is only heated through.
  const smoked = fit.fills
    .filter((fill) => {
      const items = namedItems(fill)
      return (
        items.length > 0 &&
        items.every((item) =>
          isSmokedSausage(item.entry, item.candidate?.match.input ?? item.entry.id),
        )
      )
    })
    .reduce<readonly string[]>(
      (steps, fill) => withSausageCookedAlready(steps, fill.place.ingredient.key),
      heated,
    )
  // Smoked or cured pork in a place written for fresh pork keeps its pink: it goes by the heat.
  const cured = fit.fills
    .filter((fill) => {
      const items = namedItems(fill)
      return (
        items.length > 0 &&
        items.every((item) => isCuredPork(item.entry, item.candidate?.match.input ?? item.entry.id))
      )
    })
    .reduce<readonly string[]>(
      (steps, fill) => withCuredPorkPink(steps, fill.place.ingredient.key),
      smoked,
    )
  // A paste in a place written for a fresh root is measured out, never grated.
  const uncut = fit.fills
    .filter((fill) => {
      const items = namedItems(fill)
      return items.length > 0 && items.every((item) => isMeasuredOut(item.entry.id))
    })
    .reduce<readonly string[]>(
      (steps, fill) => withPasteUncut(steps, fill.place.ingredient.key),
      cured,
    )
  // Bottled juice in a place written for the fruit is poured, never squeezed.
  const juiceKeys = fit.fills
    .filter((fill) => {
      const items = namedItems(fill)
      return items.length > 0 && items.every((item) => isBottledJuice(item.entry.id))
    })
    .map((fill) => fill.place.ingredient.key)
  const juiced = (texts: readonly string[]): readonly string[] =>
    juiceKeys.reduce<readonly string[]>((done, key) => withJuicePoured(done, key), texts)
  const poured = juiced(uncut)
  // A tin of tomatoes in a place written for fresh ones is never chopped, grated or skinned.
  const unchopped = fit.fills
    .filter((fill) => {
      const items = namedItems(fill)
      return items.length > 0 && items.every((item) => isTinned(item.entry.id))
    })
    .reduce<readonly string[]>(
      (steps, fill) => withTinnedUncut(steps, fill.place.ingredient.key),
      poured,
    )
  // Short-grain and jasmine rice are cooked by absorption, whatever rice the dish was written for.
  const cooked = fit.fills
    .filter((fill) => {
      const items = namedItems(fill)
      return items.length > 0 && items.every((item) => isAbsorbedRice(item.entry.id))
    })
    .reduce<readonly string[]>(
      (steps, fill) => withRiceAbsorbed(steps, fill.place.ingredient.key),
      unchopped,
    )
  // A shank in a place written for boneless pieces is braised whole and taken off the bone.
  const boned = fit.fills
    .filter((fill) => {
      const items = namedItems(fill)
      return (
        items.length > 0 &&
        !ON_THE_BONE.has(fill.place.ingredient.accepts[0] ?? '') &&
        items.every((item) => ON_THE_BONE.has(item.entry.id))
      )
    })
    .reduce<readonly string[]>(
      (steps, fill) => withShanksWhole(steps, fill.place.ingredient.key),
      cooked,
    )
  // A place's own word in a step names the food that fills it ("drain the prunes", not raisins).
  const renamedPlaces = [...mentionsByKey].filter(([key, mentions]) =>
    placeWordNamesAnother(key, mentions),
  )
  const withPlacesNamed = (texts: readonly string[]): readonly string[] =>
    renamedPlaces.reduce<readonly string[]>(
      (done, [key, mentions]) => withPlaceWordNamed(done, key, mentions),
      texts,
    )
  const renamed = withPlacesNamed(boned)
  // By the names the recipe uses and the foods they are: chipolatas are sausages.
  const present = [...listed, ...pantry]
    .flatMap((item) => [
      item.mention.toLowerCase(),
      item.canonical ?? '',
      item.canonical !== undefined && lexiconEntry(item.canonical).tags.has('sausage')
        ? 'sausages'
        : '',
    ])
    .filter((word) => word !== '')
    .join(', ')
  // A pudding written for any fruit prepares the fruit it has: rhubarb has no stones.
  const prepared = fit.fills.reduce<readonly string[]>(
    (steps, fill) =>
      withFruitPrepared(
        steps,
        fill.place.ingredient.key,
        namedItems(fill)
          .map((item) => item.entry)
          .filter((entry) => entry.category === 'fruit'),
      ),
    renamed,
  )
  const lifted = wholeKeys.reduce<readonly string[]>(
    (steps, key) => withWholeSpiceLifted(steps, key),
    prepared,
  )
  // Mussels or clams the visitor has cooked already are neither scrubbed nor steamed open.
  const molluscs = fit.fills.flatMap(namedItems).filter((item) => MOLLUSCS.has(item.entry.id))
  const heatedOnly =
    molluscs.length > 0 &&
    molluscs.every((item) =>
      isCookedShellfish(item.entry, item.candidate?.match.input ?? item.entry.id),
    )
  const asCooked = (text: string): string => (heatedOnly ? withMolluscsCookedAlready(text) : text)
  // Breasts in a place written for bone-in pieces are told their own time in a long braise.
  const breastWords = fit.fills
    .filter((fill) => {
      const items = namedItems(fill)
      return (
        items.length > 0 &&
        fill.place.ingredient.accepts[0] !== 'chicken breast' &&
        items.every((item) => item.entry.id === 'chicken breast')
      )
    })
    .flatMap((fill) => [
      ...(mentionsByKey.get(fill.place.ingredient.key) ?? []),
      fill.place.ingredient.key.replace(/-/g, ' '),
    ])
  const asBreasts = (text: string): string =>
    breastWords.length > 0 ? withBreastsAddedLate(text, breastWords) : text
  const steps = lifted
    .map((step) =>
      withoutCutAlready(asBreasts(asCooked(withoutAbsentAsides(expandStep(step, names), present)))),
    )
    .filter((step) => step !== '')
  // Tips speak of the dish's places as its method does ("go carefully with the {chilli}").
  const missing = missingFoods(fit, [...listed, ...pantry], dish.title)
  const tips = withoutTipsOnMissing(
    withoutAbsentTips(withPlacesNamed(dish.tips ?? []), present),
    missing,
  )
    .map((tip) => asCooked(expandStep(tip, names)))
    .filter((tip) => tip !== '')
  // A fierce chilli the visitor named gets a caution if the dish's own tips give none.
  const fierce = listed.find(
    (item) => isFierceChilli(item.mention) && steps.some((step) => step.includes(item.mention)),
  )
  const fierceTip = fierce === undefined ? undefined : fierceChilliTip(fierce.mention, tips)
  // A pantry basic only a left-out part used is not listed: the water for boiling potatoes the
  // visitor does not have.
  // The oil of "the olive oil" is not the deep-frying oil: the listed foods' own names are read
  // out first (a cook's read found frying oil listed for a bacalhau a bras made with bought straw
  // potatoes, whose only oil was the olive oil).
  const said = listed
    .map((item) => item.mention.toLowerCase())
    .filter((mention) => mention !== '')
    .reduce((text, mention) => text.split(mention).join(' '), steps.join(' ').toLowerCase())
  const usedPantry = pantry.filter((item) => said.includes(item.mention.toLowerCase()))
  return {
    title: withProteinSwapped(ownTitle(fit), swaps),
    // A description says only what the recipe has: its `{key}` names and `[…]` parts are filled
    // as the method's are ("garlic[ and {shrimp-paste}]").
    description: withProteinSwapped(
      describedWithout(
        asCooked(
          expandStep(withPlacesNamed(juiced([dish.description]))[0] ?? dish.description, names),
        ),
        missing,
        [...listed, ...pantry],
        dish.title,
      ),
      swaps,
    ),
    minutes: dish.minutes - minutesSaved(fit),
    servings,
    yieldText:
      dish.batch !== undefined && 'makes' in dish.batch ? `Makes ${dish.batch.makes}` : undefined,
    ingredients: [...listed, ...usedPantry],
    steps,
    tips: fierceTip === undefined ? tips : [...tips, fierceTip],
    short,
    batchShort,
  }
}

/**
 * The foods the dish's places take that the recipe does not hold, nor anything of the same kind
 * ("pork belly" is held by pork shoulder's pork? no: but "chicken thigh" is by chicken), nor the
 * dish's own name: what its description may not promise.
 */
const CUT_WORD =
  / (?:legs?|thighs?|breasts?|drumsticks?|wings?|fillets?|shoulder|ribs|steaks?|chops?|cutlets?)$/

/**
 * An alias that names a kind, not a food: ratatouille's "tomatoes, garlic and herbs" is true of
 * its basil though mixed herbs (whose alias "herbs" is) are not held.
 */
const KIND_WORDS: ReadonlySet<string> = new Set([
  'herbs',
  'herb',
  'spices',
  'spice',
  'greens',
  'leaves',
  'nuts',
  'seeds',
  'beans',
  'peppers',
  'pepper',
  'cheese',
  'fish',
  'meat',
  'stock',
  'broth',
  'oil',
  'sauce',
  'noodles',
  'pasta',
  'bread',
  'chilli',
  'chillies',
  'vegetables',
  'veg',
  'mushrooms',
])

function missingFoods(
  fit: ClassicFit,
  used: readonly PlannedIngredient[],
  title: string,
): readonly string[] {
  const held = used.flatMap((item) => [item.canonical ?? '', item.mention.toLowerCase()])
  const words = (name: string) => name.split(/\s+/).map((word) => word.replace(/(?:es|s)$/, ''))
  const related = (id: string) =>
    held.some((name) => {
      if (name === '') return false
      const mine = words(id)
      const theirs = words(name)
      return mine.some((word) => theirs.includes(word))
    })
  const named = title.toLowerCase()
  const unheld = (id: string) => !related(id) && !named.includes(id.replace(/(?:es|s)$/, ''))
  const ids = fit.classic.dish.ingredients
    .flatMap((ingredient) => ingredient.accepts)
    .filter((id) => !/^[#@]/.test(id))
    // "duck legs" is the duck a description names ("under turkey, duck or pork").
    .flatMap((id) => [id, id.replace(CUT_WORD, '')])
    .filter(unheld)
  return [...new Set(ids)]
}

/**
 * The everyday names of the missing foods, for the description only: it names a food as a cook
 * says it, not by its lexicon id. Olla de carne promised "yuca, corn on the cob" over a pot of
 * potatoes and carrots (cassava and sweetcorn unheld), and rou jia mo "cinnamon, bay … green
 * pepper" over star anise alone. A tip keeps its own rule (by id): "Rohu and hilsa have many fine
 * bones" is still about the hilsa a cook holds.
 */
function describedWithout(
  description: string,
  missing: readonly string[],
  used: readonly PlannedIngredient[],
  title: string,
): string {
  const categories = used.map((item) => lexiconEntryOrUndefined(item.canonical ?? '')?.category)
  return withoutAbsentKinds(
    withoutMissingFoods(description, [
      ...missing,
      ...spokenNames(missing, used, title, description.toLowerCase()),
    ]),
    {
      meat: categories.some(
        (category) => category === 'meat' || category === 'poultry' || category === 'cured-meat',
      ),
      fish: categories.some((category) => category === 'fish' || category === 'seafood'),
    },
  )
}

function spokenNames(
  missing: readonly string[],
  used: readonly PlannedIngredient[],
  title: string,
  description: string,
): readonly string[] {
  const words = (name: string) => name.split(/\s+/).map((word) => word.replace(/(?:es|s)$/, ''))
  // The held foods' words once, not once for every alias of every missing food.
  const heldWords = new Set(
    used
      .flatMap((item) => [item.canonical ?? '', item.mention.toLowerCase()])
      .filter((name) => name !== '')
      .flatMap(words),
  )
  const lowerTitle = title.toLowerCase()
  // Every word of the name held, not one: "green pepper" held is no "hot pepper" (a cook's read
  // found buljol promising the hot pepper it did not have).
  const unheld = (alias: string) =>
    !words(alias).every((word) => heldWords.has(word)) &&
    !lowerTitle.includes(alias.replace(/(?:es|s)$/, ''))
  return missing.flatMap((id) =>
    (lexiconEntryOrUndefined(id)?.aliases ?? []).filter(
      (alias) =>
        // Most aliases are not in the description at all: the cheapest test first.
        description.includes(alias.replace(/(?:es|s)$/, '')) &&
        /^[a-z][a-z -]{2,}$/.test(alias) &&
        alias.split(' ').length <= 4 &&
        !KIND_WORDS.has(alias) &&
        unheld(alias),
    ),
  )
}

/**
 * Fish or meat the visitor named by its cut is cut so already: a cook's read found "Cut the
 * catfish steaks into steaks about 4 cm thick". The sentence goes; the next ("Put them in a
 * bowl") reads on.
 */
export function withoutCutAlready(step: string): string {
  return step
    .replace(
      /(^|\.\s+)Cut the ([^.,;]*?\b(steak|fillet|cutlet|chop)s?) into \3s\b[^.]*\.\s*/gi,
      '$1',
    )
    .trim()
}

/**
 * A whole spice comes out before the dish is served: after the step it goes in, unless the method
 * strains the pot or lifts it out already.
 */
function withWholeSpiceLifted(steps: readonly string[], key: string): readonly string[] {
  const named = new RegExp(`\\{${key}\\}`)
  const out = new RegExp(
    `\\b(?:strain|sieve|fish out|lift out|discard|remove)\\b[^.]*\\{${key}\\}`,
    'i',
  )
  if (steps.some((step) => out.test(step) || /\bstrain(?:ed|ing)?\b/i.test(step))) return steps
  const at = steps.findIndex((step) => named.test(step))
  if (at < 0) return steps
  // Out as the dish is served, at the end of its last step: the pot may cook on for hours after
  // the step it goes in.
  const last = steps.length - 1
  return steps.map((step, index) =>
    index === last ? `${step}[ Fish out the {${key}} before serving.]` : step,
  )
}

/**
 * The minutes of the dish's time its list does not need: a place's own cooking when it is left
 * out (`ownMinutes`), a slow grain's simmer when the place holds a quick one (`slowMinutes`).
 */
function minutesSaved(fit: ClassicFit): number {
  let saved = 0
  for (const fill of fit.fills) {
    const { ownMinutes, slowMinutes } = fill.place.ingredient
    if (fill.items.length === 0 && fill.extra === undefined) saved += ownMinutes ?? 0
    else if (slowMinutes !== undefined) {
      const entries =
        fill.items.length > 0
          ? fill.items.map((item) => item.entry)
          : [fill.extra].filter((entry) => entry !== undefined)
      const words = fill.items.length > 0 ? fill.items.map((item) => item.match.input) : undefined
      if (placeStates(entries, words).includes('quick')) saved += slowMinutes
    }
  }
  return saved
}
