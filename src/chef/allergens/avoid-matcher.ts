// Reading the visitor's "avoid" items (allergies and dislikes) and checking ingredients against
// them.
//
// Each item is read, in this order, as:
// 1. allergen groups ("nuts", "shellfish", "lactose intolerant", "coeliac"): avoids every entry
//    whose allergen table holds one of them;
// 2. a kind of food named by a category word ("meat", "pork", "beef", "poultry", "mushrooms",
//    "cheese", "alcohol", "offal"): avoids the entries of that kind, listed below;
// 3. a way of eating typed as an avoid item ("no meat" → vegetarian, "no pork" → pork);
// 4. an ingredient the lexicon knows ("coriander", "cilantro", "prawns"): avoids that entry, and
//    every entry whose canonical name holds the same words, or one of whose names ends with them
//    ("coriander" → ground coriander too; "prawns" → dried shrimp via "dried prawns");
// 5. anything else is kept as words, and avoids the entries whose names hold those words the same
//    way ("truffle" → truffle oil). Its words are also looked for in a recipe's own text.

import type { Category, LexiconEntry } from '../lexicon/lexicon.ts'
import { LEXICON } from '../lexicon/lexicon.ts'
import type { DietPreference } from '../reading/match-ingredient.ts'
import { matchIngredient, normaliseWords } from '../reading/match-ingredient.ts'
import type { AllergenGroup } from './allergen-groups.ts'
import { containsReason, readAllergenGroups } from './allergen-groups.ts'
import type { Diet } from './diet-conflicts.ts'
import { dietConflict, entryDiet } from './diet-conflicts.ts'
import { allergensOf } from './ingredient-allergens.ts'
import { NUT_HIDDEN_SOURCES } from './nut-sources.ts'
import { pluralName, singularWord } from '../text/word-forms.ts'

export type AvoidReading =
  | { kind: 'allergen'; item: string; groups: readonly AllergenGroup[] }
  | { kind: 'diet'; item: string; diet: Diet }
  | {
      kind: 'food'
      item: string
      /** What the warning calls it: "coriander", "pork". */
      label: string
      /** The lexicon entries it avoids. */
      ids: ReadonlySet<string>
      /** Those of `ids` made with it under another name (pesto for pine nuts). */
      madeWith?: ReadonlySet<string>
      /** Its words, looked for in a recipe's text (singular forms). */
      phrases: readonly (readonly string[])[]
    }
  | {
      kind: 'unknown'
      item: string
      label: string
      ids: ReadonlySet<string>
      phrases: readonly (readonly string[])[]
    }

export interface AvoidConflict {
  /** The visitor's avoid item, as they typed it. */
  item: string
  /** Why: "contains peanuts", "it is coriander", "not vegetarian". */
  reason: string
}

/** The visitor's avoid items, read once per request; `avoidConflict` is then a lookup. */
export interface AvoidList {
  readonly readings: readonly AvoidReading[]
  /** The first conflict for each lexicon entry that has one. */
  readonly byEntry: ReadonlyMap<string, AvoidConflict>
}

export const EMPTY_AVOID_LIST: AvoidList = { readings: [], byEntry: new Map() }

// --- words

/** Normalised, singular words. */
export function wordsOf(text: string): string[] {
  return normaliseWords(text).map(singularWord)
}

// Words that say nothing about what the item is ("fresh", "any", "too much").
const IGNORED_WORDS = new Set(
  `a an the any all some of and or too much very really raw fresh cooked dried ground whole
  i im dont like hate dislike not no avoid please kind kinds type types`
    .split(/\s+/)
    .filter((word) => word !== ''),
)

function contentWords(text: string): string[] {
  return wordsOf(text).filter((word) => !IGNORED_WORDS.has(word))
}

interface EntryNames {
  entry: LexiconEntry
  id: readonly string[]
  aliases: readonly (readonly string[])[]
}

const NAMES: readonly EntryNames[] = LEXICON.map((entry) => ({
  entry,
  id: wordsOf(entry.id),
  aliases: entry.aliases.map(wordsOf),
}))

/** Whether `run` stands, word for word, somewhere in `words`. */
export function containsRun(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0 || run.length > words.length) return false
  outer: for (let start = 0; start + run.length <= words.length; start++) {
    for (let index = 0; index < run.length; index++) {
      if (words[start + index] !== run[index]) continue outer
    }
    return true
  }
  return false
}

function endsWith(words: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0 || run.length > words.length) return false
  const offset = words.length - run.length
  return run.every((word, index) => words[offset + index] === word)
}

// Products made from a food, whose other names may end with the food's name ("dried prawns").
const MADE_FROM_CATEGORIES: ReadonlySet<Category> = new Set([
  'sauce',
  'condiment',
  'stock',
  'spice',
])

/**
 * Entries whose canonical name holds the words ("ground coriander"), or one of whose other names
 * ends with them, when that entry is the same kind of food as the visitor's or a sauce, condiment,
 * stock or spice ("dried prawns"); so "beans" does not reach vanilla pods or jelly beans.
 */
function entriesNamedBy(phrase: readonly string[], like: LexiconEntry | undefined): string[] {
  if (phrase.length === 0) return []
  return NAMES.filter(
    (names) =>
      containsRun(names.id, phrase) ||
      ((like === undefined ||
        names.entry.category === like.category ||
        MADE_FROM_CATEGORIES.has(names.entry.category)) &&
        names.aliases.some((alias) => endsWith(alias, phrase))),
  ).map((names) => names.entry.id)
}

// --- kinds of food named by a category word

const PORK_IDS = [
  'pork chop',
  'pork mince',
  'pork and beef mince',
  'pork shoulder',
  'pork belly',
  'pork fillet',
  'pork ribs',
  'roast pork',
  'sausage',
  'meatballs',
  'char siu',
  'bacon',
  'ham',
  'chorizo',
  'pancetta',
  'prosciutto',
  'salami',
  'black pudding',
  'white pudding',
  'spam',
  'bologna',
  'deli meat',
  'chinese sausage',
  'chinese bacon',
  'pate',
  // Filipino liver spread (Reno) is pork liver.
  'liver spread',
  // Filipino lechon sauce is made of pork liver; salted pig tails are pork.
  'lechon sauce',
  'salted pig tails',
  'gammon steak',
  'lard',
  'pork scratchings',
  'gelatine',
  'marshmallows',
  'jelly cubes',
  'xo sauce',
]

const BEEF_IDS = [
  'beef mince',
  'pork and beef mince',
  'steak',
  'stewing beef',
  'burger',
  'meatballs',
  'short ribs',
  'beef joint',
  'roast beef',
  'beef strips',
  'veal',
  'corned beef',
  'biltong',
  'beef stock',
  'bovril',
  'suet',
  'beef dripping',
  'gelatine',
  'liver',
]

const OFFAL_IDS = ['liver', 'haggis', 'pate', 'liver spread', 'black pudding', 'lechon sauce']

const SEA_GROUPS: readonly AllergenGroup[] = ['fish', 'crustaceans', 'molluscs']

function isMeat(entry: LexiconEntry): boolean {
  if (entry.category === 'meat' || entry.category === 'cured-meat') return true
  if (entry.category === 'poultry') return true
  if (entry.category === 'fish' || entry.category === 'seafood') return false
  // not vegetarian, and not because of fish: stock, gelatine, lard, suet, parmesan's rennet aside
  const diet = entryDiet(entry)
  return !diet.pescatarian && entry.id !== 'parmesan' && entry.id !== 'parmesan rind'
}

type EntryTest = (entry: LexiconEntry) => boolean

const byIds =
  (ids: readonly string[]): EntryTest =>
  (entry) =>
    ids.includes(entry.id)

const FOOD_KINDS: ReadonlyArray<readonly [string, string, EntryTest]> = [
  ['meat|meats|any meat|red meat|animal flesh|flesh', 'meat', isMeat],
  ['pork|pig|pigs|pork products|pig meat|swine', 'pork', byIds(PORK_IDS)],
  ['beef|cow|cows|beef products|cattle', 'beef', byIds(BEEF_IDS)],
  [
    'poultry|fowl|birds|bird',
    'poultry',
    (entry) =>
      entry.category === 'poultry' || entry.id === 'chicken stock' || entry.id === 'duck fat',
  ],
  [
    'peppers|sweet peppers|capsicum|capsicums|bell pepper',
    'peppers',
    byIds(['bell peppers', 'padron peppers', 'peppadew']),
  ],
  [
    'mushroom|mushrooms|fungi|fungus|mushies|shrooms',
    'mushrooms',
    (entry) => entry.category === 'mushroom',
  ],
  [
    'cheese|cheeses',
    'cheese',
    (entry) =>
      entry.category === 'cheese' ||
      /\bcheese\b/.test(entry.id) ||
      entry.id === 'pesto' ||
      entry.id === 'caesar dressing',
  ],
  [
    'alcohol|alcoholic drinks|booze|liquor|alcoholic',
    'alcohol',
    (entry) =>
      entry.tags.has('wine') ||
      entry.id === 'brandy' ||
      entry.id === 'irish cream' ||
      entry.id === 'mirin',
  ],
  ['offal|organ meat|organ meats|innards', 'offal', byIds(OFFAL_IDS)],
]

const FOOD_KIND_BY_WORDS: ReadonlyMap<string, readonly [string, EntryTest]> = new Map(
  FOOD_KINDS.flatMap(([words, label, test]) =>
    words.split('|').map((word) => [word, [label, test] as const] as const),
  ),
)

// Ways of eating the reader of visitor lists recognises, as avoid items.
const PREFERENCE_READINGS: Partial<
  Record<DietPreference, { diet: Diet } | { groups: readonly AllergenGroup[] } | { food: string }>
> = {
  vegan: { diet: 'vegan' },
  vegetarian: { diet: 'vegetarian' },
  pescatarian: { diet: 'pescatarian' },
  'gluten-free': { groups: ['gluten'] },
  'dairy-free': { groups: ['milk'] },
  'nut-free': { groups: ['tree-nuts', 'peanuts'] },
  'egg-free': { groups: ['eggs'] },
  halal: { food: 'pork' },
  kosher: { food: 'pork' },
}

function foodReading(item: string, key: string): AvoidReading | undefined {
  const kind = FOOD_KIND_BY_WORDS.get(key)
  if (kind === undefined) return undefined
  const [label, test] = kind
  const ids = new Set(LEXICON.filter(test).map((entry) => entry.id))
  const phrases = [wordsOf(key), wordsOf(label)]
  return { kind: 'food', item, label, ids, phrases }
}

/** How one avoid item is read. */
export function readAvoidItem(raw: string): AvoidReading {
  const item = raw.replace(/\s+/g, ' ').trim()
  const groups = readAllergenGroups(item)
  if (groups !== undefined) return { kind: 'allergen', item, groups }
  const key = normaliseWords(item)
    .filter((word) => !['no', 'any', 'avoid', 'not'].includes(word))
    .join(' ')
  const food = foodReading(item, key)
  if (food !== undefined) return food

  const match = matchIngredient(item)
  if (match.kind === 'preference' && match.preference !== undefined) {
    const reading = PREFERENCE_READINGS[match.preference]
    if (reading !== undefined) {
      if ('diet' in reading) return { kind: 'diet', item, diet: reading.diet }
      if ('groups' in reading) return { kind: 'allergen', item, groups: reading.groups }
      const asFood = foodReading(item, reading.food)
      if (asFood !== undefined) return asFood
    }
  }
  const phrase = contentWords(match.display)
  const label = phrase.join(' ') || item.toLowerCase()
  const named = entriesNamedBy(phrase, match.kind === 'known' ? match.entry : undefined)
  if (match.kind === 'known' && match.entry !== undefined) {
    const entry = match.entry
    // one nut: the foods made with it that do not say so ("almonds" → marzipan, frangipane)
    const hidden = NUT_HIDDEN_SOURCES[entry.id]
    const ids = new Set([entry.id, ...named, ...(hidden?.ids ?? [])])
    // the entry's own names are looked for in a recipe too: "coriander" finds "cilantro"
    const phrases = [
      phrase,
      ...entry.aliases.map(wordsOf).filter((words) => words.length > 0),
      ...(hidden?.words ?? []).map(wordsOf),
    ]
    const madeWith = hidden === undefined ? undefined : new Set(hidden.ids)
    return { kind: 'food', item, label, ids, madeWith, phrases: dedupePhrases(phrases) }
  }
  return {
    kind: 'unknown',
    item,
    label,
    ids: new Set(named),
    phrases: phrase.length > 0 ? [phrase] : [],
  }
}

function dedupePhrases(phrases: readonly (readonly string[])[]): (readonly string[])[] {
  const seen = new Set<string>()
  const kept: (readonly string[])[] = []
  for (const phrase of phrases) {
    const key = phrase.join(' ')
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    kept.push(phrase)
  }
  return kept
}

/** The conflict one reading has with one entry, or undefined. */
export function readingConflict(
  reading: AvoidReading,
  entry: LexiconEntry,
  groups: readonly AllergenGroup[] = allergensOf(entry),
): AvoidConflict | undefined {
  switch (reading.kind) {
    case 'allergen': {
      const found = reading.groups.filter((group) => groups.includes(group))
      if (found.length > 0) return { item: reading.item, reason: containsReason(found) }
      // a fish or shellfish itself, even if a table entry forgot its group
      if (
        reading.groups.some((group) => SEA_GROUPS.includes(group)) &&
        (entry.category === 'fish' || entry.category === 'seafood') &&
        !groups.some((group) => SEA_GROUPS.includes(group))
      ) {
        return { item: reading.item, reason: `it is ${entry.category}` }
      }
      return undefined
    }
    case 'diet': {
      const conflict = dietConflict(entry, [reading.diet])
      return conflict === undefined ? undefined : { item: reading.item, reason: conflict.reason }
    }
    case 'food':
      if (!reading.ids.has(entry.id)) return undefined
      // Pesto is not "pine nut": it is made with them, which is why it is left out.
      return reading.madeWith?.has(entry.id) === true
        ? { item: reading.item, reason: `it is usually made with ${pluralName(reading.label)}` }
        : { item: reading.item, reason: `it is ${reading.label}` }
    case 'unknown':
      return reading.ids.has(entry.id)
        ? { item: reading.item, reason: `it is ${reading.label}` }
        : undefined
  }
}

/**
 * Reads the visitor's avoid items once per request. Items that are blank are dropped; every other
 * item is kept, even when nothing in the lexicon matches it (its words are still looked for in a
 * recipe's text).
 */
export function readAvoidItems(items: readonly string[]): AvoidList {
  const readings = items.filter((item) => item.trim() !== '').map(readAvoidItem)
  if (readings.length === 0) return EMPTY_AVOID_LIST
  const byEntry = new Map<string, AvoidConflict>()
  for (const entry of LEXICON) {
    const groups = allergensOf(entry)
    for (const reading of readings) {
      const conflict = readingConflict(reading, entry, groups)
      if (conflict !== undefined) {
        byEntry.set(entry.id, conflict)
        break
      }
    }
  }
  return { readings, byEntry }
}

/** Whether the visitor's avoid list rules out this entry, and why. O(1) after `readAvoidItems`. */
export function avoidConflict(entry: LexiconEntry, avoid: AvoidList): AvoidConflict | undefined {
  if (avoid.readings.length === 0) return undefined
  return avoid.byEntry.get(entry.id)
}
