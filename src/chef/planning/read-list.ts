import { entryDiet } from '../allergens/index.ts'
import { substituteFor } from './substitutes.ts'
import type { Category, LexiconEntry } from '../lexicon/lexicon.ts'
import type { MatchedIngredient } from '../reading/match-ingredient.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'
import { readInKitchen } from '../reading/kitchen-readings.ts'
import { openMixes } from '../reading/bought-mixes.ts'
import type { Candidate } from '../model/candidate.ts'
import { plainCuts } from '../lexicon/plain-cuts.ts'

// Reading the visitor's list: what each item is, how much it matters, and a stable seed.

export const CATEGORY_WEIGHT: Record<Category, number> = {
  meat: 3,
  'cured-meat': 2.5,
  poultry: 3,
  fish: 3,
  seafood: 3,
  egg: 3,
  dairy: 2,
  cheese: 2.5,
  pasta: 3,
  rice: 3,
  noodles: 3,
  bread: 2.5,
  grain: 3,
  legume: 3,
  allium: 1.5,
  'root-veg': 3,
  'leafy-veg': 2.5,
  brassica: 3,
  'fruiting-veg': 3,
  'pod-veg': 2.5,
  mushroom: 3,
  'stalk-veg': 2.5,
  fruit: 2.5,
  'dried-fruit': 1.5,
  herb: 1.5,
  spice: 1,
  sauce: 1.5,
  condiment: 1.5,
  'oil-fat': 0.8,
  sweetener: 1,
  baking: 1.2,
  'nut-seed': 1.5,
  stock: 1.2,
  drink: 1.5,
  'sweet-treat': 2,
}

export function weightOf(entry: LexiconEntry): number {
  if (entry.tags.has('pantry')) return 0.3
  if (entry.id === 'garlic' || entry.id === 'ginger' || entry.id === 'chilli') return 1.5
  // A West African pot's stockfish and dried fish season it, a few pieces each: the list is
  // about its beef or goat (after egusi soup, efo riro on the same beef), not the stockfish.
  if (entry.id === 'stockfish' || entry.id === 'dried fish') return 1.5
  return CATEGORY_WEIGHT[entry.category]
}

export function clampInteger(
  value: number | undefined,
  fallback: number,
  low: number,
  high: number,
): number {
  if (value === undefined || !Number.isFinite(value)) return fallback
  return Math.min(high, Math.max(low, Math.floor(value)))
}

// FNV-1a: a stable seed from the visitor's words, so the same list always reads the same way.
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function seededPicker(seed: number): <T>(options: readonly T[]) => T {
  let state = seed === 0 ? 0x9e3779b9 : seed
  return <T>(options: readonly T[]): T => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    const choice = options[state % Math.max(1, options.length)]
    if (choice === undefined) throw new Error('pick() needs at least one option')
    return choice
  }
}

export interface Prepared {
  /** The list as read: each bought mix ("holy trinity") opened into the foods it holds. */
  list: readonly string[]
  candidates: Candidate[]
  unsafe: MatchedIngredient[]
  unknown: MatchedIngredient[]
  prepared: MatchedIngredient[]
  duplicates: MatchedIngredient[]
  /** Ways of eating typed as items ("vegan"): read as what they are, not cooked. */
  preferences: MatchedIngredient[]
  /** Every diet the recipe keeps to: typed as items ("vegan") or asked for in the options. */
  diets: CheckedDiet[]
  /** The visitor's items a diet or an avoid item rules out, with why ("you're cooking vegan"). */
  excluded: Array<{ item: MatchedIngredient; reason: string }>
}

/**
 * Whether an ingredient clashes with what the visitor asked to avoid: why, in words for the notes
 * ("you asked to avoid “nuts”: it contains tree nuts"), or undefined when it is fine. `words`: the
 * visitor's own name for it, when that is another product of the same entry ("almond milk" is
 * read as the plant milk entry, but it is nuts).
 */
export type AvoidCheck = (entry: LexiconEntry, words?: readonly string[]) => string | undefined

export interface ListRules {
  diets?: readonly CheckedDiet[]
  avoid?: AvoidCheck
}

/** Why a diet or an avoid item rules this ingredient out, or undefined when it may be cooked. */
export function ruledOut(
  entry: LexiconEntry,
  diets: readonly CheckedDiet[],
  avoid: AvoidCheck | undefined,
  words?: readonly string[],
): string | undefined {
  const diet = diets.find((item) => !DIET_RULES[item](entry))
  if (diet !== undefined) return `you're cooking ${diet}`
  return avoid?.(entry, words)
}

/** "chakalaka ingredients: ", "for the sauce: ": a few words and a colon before the item. */
const LEAD_IN = /^\s*\p{L}[\p{L}'’ -]{0,40}:\s*(?=\p{L})/u

/**
 * The item after a lead-in ("chakalaka ingredients: baked beans" is baked beans, named so in the
 * notes), when what follows reads as food on its own; otherwise the item as typed ("tomatoes:
 * tinned" stays whole). A cook's read found the lead-in kept as the item's name.
 */
function matchAfterLeadIn(text: string): MatchedIngredient {
  const lead = LEAD_IN.exec(text)
  if (lead === null) return matchIngredient(text)
  const rest = matchIngredient(text.slice(lead[0].length))
  return rest.kind === 'unknown' ? matchIngredient(text) : rest
}

export function prepare(ingredients: readonly string[], rules: ListRules = {}): Prepared {
  // A bought mix ("holy trinity", "mirepoix") is the foods it holds.
  const list = openMixes(ingredients)
  const result: Prepared = {
    list,
    candidates: [],
    unsafe: [],
    unknown: [],
    prepared: [],
    duplicates: [],
    preferences: [],
    diets: [],
    excluded: [],
  }
  const seen = new Set<string>()
  // Each item read alone, then as the rest of the list says it is meant ("rice cakes" beside
  // gochujang are tteok).
  const matches = readInKitchen(
    list.map((raw) => {
      const text = typeof raw === 'string' ? raw.slice(0, 200) : ''
      return text.trim() === '' ? undefined : matchAfterLeadIn(text)
    }),
  )
  matches.forEach((match, index) => {
    if (match === undefined) return
    if (match.kind === 'unsafe') result.unsafe.push(match)
    else if (match.kind === 'unknown') result.unknown.push(match)
    else if (match.kind === 'prepared') result.prepared.push(match)
    else if (match.kind === 'preference') result.preferences.push(match)
    else if (match.entry !== undefined) {
      if (seen.has(match.entry.id)) {
        result.duplicates.push(match)
        return
      }
      seen.add(match.entry.id)
      const cuts = plainCuts(match.named, match.entry.id, match.display)
      result.candidates.push({
        index,
        match,
        entry: match.entry,
        weight: weightOf(match.entry),
        ...(cuts === undefined ? {} : { cuts }),
      })
    }
  })
  result.candidates.sort((left, right) => right.weight - left.weight || left.index - right.index)
  result.diets = [...new Set([...typedDiets(result.preferences), ...(rules.diets ?? [])])]
  if (result.diets.length > 0 || rules.avoid !== undefined) {
    const allowed = (entry: LexiconEntry) =>
      ruledOut(entry, result.diets, rules.avoid) === undefined
    result.candidates = result.candidates.filter((candidate) => {
      const words = candidate.match.named?.split(' ')
      const reason = ruledOut(candidate.entry, result.diets, rules.avoid, words)
      if (reason === undefined) return true
      // Kept when a cook would swap it (butter → margarine): the dish is planned with it, then
      // the swap is made and marked (see substitutes.ts). Not when only the visitor's own
      // product clashes (their almond milk, for the plant milk entry): the swap would not see it.
      const entryClashes = ruledOut(candidate.entry, result.diets, rules.avoid) !== undefined
      if (entryClashes && substituteFor(candidate.entry, allowed) !== undefined) return true
      result.excluded.push({ item: candidate.match, reason })
      return false
    })
  }
  return result
}

/**
 * The diets the chef can check a recipe against; others are only noted. Read through the allergen
 * table, which knows what the lexicon's flags miss (egg noodles are not vegan, kimchi is not
 * vegetarian, stock cubes are not gluten-free).
 */
export const DIET_RULES = {
  vegan: (entry: LexiconEntry) => entryDiet(entry).vegan,
  vegetarian: (entry: LexiconEntry) => entryDiet(entry).vegetarian,
  pescatarian: (entry: LexiconEntry) => entryDiet(entry).pescatarian,
  'gluten-free': (entry: LexiconEntry) => entryDiet(entry).glutenFree,
  'dairy-free': (entry: LexiconEntry) => entryDiet(entry).dairyFree,
} as const

export type CheckedDiet = keyof typeof DIET_RULES

export function isCheckedDiet(value: string | undefined): value is CheckedDiet {
  return value !== undefined && Object.hasOwn(DIET_RULES, value)
}

/** The checkable diets among the visitor's typed preferences, without repeats. */
export function typedDiets(preferences: readonly MatchedIngredient[]): CheckedDiet[] {
  return [...new Set(preferences.map((item) => item.preference).filter(isCheckedDiet))]
}
