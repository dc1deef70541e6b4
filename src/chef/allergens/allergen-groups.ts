// The 14 allergen groups of EU food-information law (Regulation 1169/2011, Annex II), under the
// names people type for them.

import { normaliseWords } from '../reading/match-ingredient.ts'

export const ALLERGEN_GROUPS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soya',
  'milk',
  'tree-nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const

export type AllergenGroup = (typeof ALLERGEN_GROUPS)[number]

export interface AllergenGroupInfo {
  id: AllergenGroup
  /** The group's name as the law gives it, for notes and warnings. */
  name: string
  /** The short word a warning uses: "contains {short}". */
  short: string
}

export const ALLERGEN_GROUP_INFO: Readonly<Record<AllergenGroup, AllergenGroupInfo>> = {
  gluten: { id: 'gluten', name: 'Cereals containing gluten', short: 'gluten' },
  crustaceans: { id: 'crustaceans', name: 'Crustaceans', short: 'crustaceans (shellfish)' },
  eggs: { id: 'eggs', name: 'Eggs', short: 'egg' },
  fish: { id: 'fish', name: 'Fish', short: 'fish' },
  peanuts: { id: 'peanuts', name: 'Peanuts', short: 'peanuts' },
  soya: { id: 'soya', name: 'Soya', short: 'soya' },
  milk: { id: 'milk', name: 'Milk', short: 'milk' },
  'tree-nuts': { id: 'tree-nuts', name: 'Tree nuts', short: 'tree nuts' },
  celery: { id: 'celery', name: 'Celery', short: 'celery' },
  mustard: { id: 'mustard', name: 'Mustard', short: 'mustard' },
  sesame: { id: 'sesame', name: 'Sesame', short: 'sesame' },
  sulphites: { id: 'sulphites', name: 'Sulphur dioxide and sulphites', short: 'sulphites' },
  lupin: { id: 'lupin', name: 'Lupin', short: 'lupin' },
  molluscs: { id: 'molluscs', name: 'Molluscs', short: 'molluscs (shellfish)' },
}

/**
 * What people type for each group, after `normaliseWords` (lowercase, no punctuation).
 *
 * Decisions:
 * - "nuts" / "nut" name both tree nuts and peanuts: people say "nut allergy" for either, and the
 *   chef cannot ask which. "tree nuts" names tree nuts only, "peanuts" peanuts only.
 * - "shellfish" names crustaceans and molluscs; "seafood" names fish, crustaceans and molluscs.
 * - "wheat" reads as the whole gluten group. Wheat is only one of the gluten cereals, so this is
 *   stricter than needed for a wheat allergy (barley, rye and oats are avoided too), never looser.
 * - "milk", "dairy", "lactose", "whey", "casein" name the milk group. "cheese", "butter", "cream"
 *   and "yogurt" do not: typed as something to avoid they are usually a dislike of that food, so
 *   they are read as ingredients ("cheese" avoids every cheese, not milk chocolate). A visitor with
 *   a milk allergy types "milk" or "dairy".
 * - "egg" names the eggs group, so it also avoids mayonnaise, egg pasta and meringue.
 */
const GROUP_WORDS_SOURCE: ReadonlyArray<readonly [string, readonly AllergenGroup[]]> = [
  [
    'gluten|glutens|coeliac|coeliacs|celiac|celiacs|coeliac disease|celiac disease|wheat|wheat gluten|cereals containing gluten|gluten cereals|gluten containing cereals',
    ['gluten'],
  ],
  ['crustacean|crustaceans|crustacean shellfish', ['crustaceans']],
  ['mollusc|molluscs|mollusk|mollusks|molluscan shellfish', ['molluscs']],
  ['shellfish|shell fish|shellfishes', ['crustaceans', 'molluscs']],
  [
    'seafood|seafoods|sea food|fish and shellfish|fish or shellfish',
    ['fish', 'crustaceans', 'molluscs'],
  ],
  ['egg|eggs|hens eggs|egg products', ['eggs']],
  ['fish|fishes|finned fish|fin fish', ['fish']],
  ['peanut|peanuts|groundnut|groundnuts|ground nut|ground nuts|monkey nuts', ['peanuts']],
  ['soy|soya|soybean|soybeans|soy bean|soy beans|soya bean|soya beans|soy products', ['soya']],
  [
    'milk|milks|dairy|dairy products|lactose|cows milk|cow milk|milk products|milk protein|whey|casein|cmpa',
    ['milk'],
  ],
  ['tree nut|tree nuts|treenuts|treenut', ['tree-nuts']],
  [
    'nut|nuts|all nuts|any nuts|nuts and peanuts|peanuts and nuts|peanuts and tree nuts',
    ['tree-nuts', 'peanuts'],
  ],
  ['celery|celeriac and celery|celery and celeriac', ['celery']],
  ['mustard|mustards|mustard seed|mustard seeds', ['mustard']],
  ['sesame|sesame seed|sesame seeds|sesames', ['sesame']],
  [
    'sulphite|sulphites|sulfite|sulfites|sulphur dioxide|sulfur dioxide|so2|sulphur|sulfur',
    ['sulphites'],
  ],
  ['lupin|lupins|lupine|lupines|lupin flour|lupini', ['lupin']],
]

const GROUPS_BY_WORDS: ReadonlyMap<string, readonly AllergenGroup[]> = new Map(
  GROUP_WORDS_SOURCE.flatMap(([words, groups]) =>
    words.split('|').map((word) => [word, groups] as const),
  ),
)

// Words around an allergen that do not change it: "I'm allergic to peanuts", "severe nut allergy",
// "no dairy please", "lactose intolerant", "must be sesame-free".
const LEAD_WORDS = new Set(
  `i im am we were is are a an the my our he she they has have had severe severely mild mildly
  very highly extremely serious anaphylactic life threatening allergic allergy allergies allergen
  intolerant intolerance sensitive sensitivity to no not dont do cant cannot can t eat eating
  avoid avoiding any anything with containing contains free from without non please must be
  strictly totally completely all kinds of kind`
    .split(/\s+/)
    .filter((word) => word !== ''),
)
const TAIL_WORDS = new Set(
  `allergy allergies allergic allergen intolerance intolerant intolerances sensitivity free
  disease please only products product based things stuff traces at all whatsoever`
    .split(/\s+/)
    .filter((word) => word !== ''),
)

/** The core words of an avoid item, lead-in and trailing words about allergies gone. */
export function allergenCore(text: string): string {
  const words = normaliseWords(text)
  let start = 0
  let end = words.length
  while (start < end && LEAD_WORDS.has(words[start] ?? '')) start++
  while (end > start && TAIL_WORDS.has(words[end - 1] ?? '')) end--
  return words.slice(start, end).join(' ')
}

/**
 * The allergen groups an avoid item names ("nuts" → tree nuts and peanuts, "lactose intolerant"
 * → milk, "coeliac" → gluten), or undefined when it names none (it is then an ingredient or a
 * dislike).
 */
export function readAllergenGroups(text: string): readonly AllergenGroup[] | undefined {
  const whole = normaliseWords(text).join(' ')
  return GROUPS_BY_WORDS.get(whole) ?? GROUPS_BY_WORDS.get(allergenCore(text))
}

/** The groups a single word (or two-word phrase) names, for reading "peanut-free" in a recipe. */
export function groupsNamedBy(words: string): readonly AllergenGroup[] | undefined {
  return GROUPS_BY_WORDS.get(words)
}

/** "contains peanuts" */
export function containsReason(groups: readonly AllergenGroup[]): string {
  return `contains ${joinWords(groups.map((group) => ALLERGEN_GROUP_INFO[group].short))}`
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`
}
