import type { Category, LexiconEntry } from '../lexicon/lexicon.ts'
import type { MatchedIngredient } from '../reading/match-ingredient.ts'
import { matchIngredient } from '../reading/match-ingredient.ts'

// Reading the visitor's list: what each item is, how much it matters, and a stable seed.

export interface Candidate {
  index: number
  match: MatchedIngredient
  entry: LexiconEntry
  weight: number
}

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
  candidates: Candidate[]
  unsafe: MatchedIngredient[]
  unknown: MatchedIngredient[]
  prepared: MatchedIngredient[]
  duplicates: MatchedIngredient[]
  /** Ways of eating typed as items ("vegan"): read as what they are, not cooked. */
  preferences: MatchedIngredient[]
  /** The visitor's items a typed diet rules out, with the diet. */
  excluded: Array<{ item: MatchedIngredient; diet: string }>
}

export function prepare(ingredients: readonly string[]): Prepared {
  const result: Prepared = {
    candidates: [],
    unsafe: [],
    unknown: [],
    prepared: [],
    duplicates: [],
    preferences: [],
    excluded: [],
  }
  const seen = new Set<string>()
  ingredients.forEach((raw, index) => {
    const text = typeof raw === 'string' ? raw.slice(0, 200) : ''
    if (text.trim() === '') return
    const match = matchIngredient(text)
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
      result.candidates.push({ index, match, entry: match.entry, weight: weightOf(match.entry) })
    }
  })
  result.candidates.sort((left, right) => right.weight - left.weight || left.index - right.index)
  const diets = typedDiets(result.preferences)
  if (diets.length > 0) {
    result.candidates = result.candidates.filter((candidate) => {
      const broken = diets.find((diet) => !DIET_RULES[diet](candidate.entry))
      if (broken !== undefined) result.excluded.push({ item: candidate.match, diet: broken })
      return broken === undefined
    })
  }
  return result
}

/** The diets the chef can check a recipe against from its lexicon; others are only noted. */
export const DIET_RULES = {
  vegan: (entry: LexiconEntry) => entry.diet.vegan,
  vegetarian: (entry: LexiconEntry) => entry.diet.vegetarian,
  pescatarian: (entry: LexiconEntry) =>
    entry.diet.vegetarian || entry.category === 'fish' || entry.category === 'seafood',
  'gluten-free': (entry: LexiconEntry) => entry.diet.glutenFree,
  'dairy-free': (entry: LexiconEntry) => entry.diet.dairyFree,
} as const

export type CheckedDiet = keyof typeof DIET_RULES

export function isCheckedDiet(value: string | undefined): value is CheckedDiet {
  return value !== undefined && Object.hasOwn(DIET_RULES, value)
}

/** The checkable diets among the visitor's typed preferences, without repeats. */
export function typedDiets(preferences: readonly MatchedIngredient[]): CheckedDiet[] {
  return [...new Set(preferences.map((item) => item.preference).filter(isCheckedDiet))]
}
