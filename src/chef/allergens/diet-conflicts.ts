// Whether an ingredient breaks a way of eating the visitor chose.

import type { LexiconEntry } from '../lexicon/lexicon.ts'
import type { AllergenGroup } from './allergen-groups.ts'
import { allergensOf } from './ingredient-allergens.ts'

/** The diets a visitor can choose (the same five as the request's `preferences.diets`). */
export type Diet = 'vegetarian' | 'vegan' | 'pescatarian' | 'gluten-free' | 'dairy-free'

export const DIET_NAMES: Readonly<Record<Diet, string>> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  pescatarian: 'pescatarian',
  'gluten-free': 'gluten-free',
  'dairy-free': 'dairy-free',
}

export interface DietConflict {
  diet: Diet
  /** "not vegan" */
  reason: string
}

const SEA_GROUPS: readonly AllergenGroup[] = ['fish', 'crustaceans', 'molluscs']

// Entries that are not vegetarian only because of fish or shellfish in them, so a pescatarian
// may eat them. Parmesan (calf rennet), gelatine, stock and the like are not here.
const FISH_ONLY_NON_VEGETARIAN: ReadonlySet<string> = new Set([
  'fish sauce',
  'oyster sauce',
  'worcestershire sauce',
  'thai curry paste',
  'laksa paste',
  'bonito flakes',
  'dried shrimp',
  'shrimp paste',
  'dried anchovies',
  'shito',
  'taramasalata',
  'caesar dressing',
  'tapenade',
  'furikake',
  'mentsuyu',
  'fish stock',
])

/**
 * Diet facts for one entry: the lexicon's diet flags, corrected by its allergen groups where the
 * flags miss a hidden source (egg noodles are not vegan, kimchi is not vegetarian, cheese sauce
 * is not dairy-free).
 */
export interface EntryDiet {
  vegetarian: boolean
  vegan: boolean
  pescatarian: boolean
  glutenFree: boolean
  dairyFree: boolean
}

/**
 * Diet facts for an entry read with these groups (its own, or an alias's: "tamari" is soy sauce
 * without the wheat). With no entry, only the groups speak.
 */
export function dietFromGroups(
  entry: LexiconEntry | undefined,
  groups: readonly AllergenGroup[],
): EntryDiet {
  const hasSea = groups.some((group) => SEA_GROUPS.includes(group))
  const isSeaCategory = entry?.category === 'fish' || entry?.category === 'seafood'
  const flags = entry?.diet ?? { vegetarian: true, vegan: true, glutenFree: true, dairyFree: true }
  const vegetarian = flags.vegetarian && !hasSea && !isSeaCategory
  const vegan =
    flags.vegan &&
    vegetarian &&
    !groups.includes('milk') &&
    !groups.includes('eggs') &&
    entry?.category !== 'egg'
  // meat-free except for fish or shellfish: fish itself, fish sauce, kimchi, Thai curry paste
  const pescatarian =
    vegetarian ||
    isSeaCategory ||
    (entry !== undefined && FISH_ONLY_NON_VEGETARIAN.has(entry.id)) ||
    (flags.vegetarian && hasSea)
  return {
    vegetarian,
    vegan,
    pescatarian,
    glutenFree: (entry === undefined || entry.diet.glutenFree) && !groups.includes('gluten'),
    dairyFree: (entry === undefined || entry.diet.dairyFree) && !groups.includes('milk'),
  }
}

const CACHE = new Map<string, EntryDiet>()

/** The entry's diet facts, allergen knowledge included. */
export function entryDiet(entry: LexiconEntry): EntryDiet {
  const cached = CACHE.get(entry.id)
  if (cached !== undefined) return cached
  const diet = dietFromGroups(entry, allergensOf(entry))
  CACHE.set(entry.id, diet)
  return diet
}

/** Whether the entry keeps to one diet. */
export function keepsDiet(diet: EntryDiet, wanted: Diet): boolean {
  switch (wanted) {
    case 'vegetarian':
      return diet.vegetarian
    case 'vegan':
      return diet.vegan
    case 'pescatarian':
      return diet.pescatarian
    case 'gluten-free':
      return diet.glutenFree
    case 'dairy-free':
      return diet.dairyFree
  }
}

/** The first of the visitor's diets the entry breaks, or undefined. */
export function dietConflict(
  entry: LexiconEntry,
  diets: readonly Diet[],
): DietConflict | undefined {
  if (diets.length === 0) return undefined
  const diet = entryDiet(entry)
  for (const wanted of diets) {
    if (keepsDiet(diet, wanted)) continue
    // A cheese breaks a meat-free diet only by its rennet: say so, or "not vegetarian" reads as
    // a mistake beside the cheddar.
    const rennet =
      entry.category === 'cheese' && (wanted === 'vegetarian' || wanted === 'pescatarian')
    return {
      diet: wanted,
      reason: rennet
        ? `not ${DIET_NAMES[wanted]}: made with animal rennet`
        : `not ${DIET_NAMES[wanted]}`,
    }
  }
  return undefined
}
