import type { AllergenGroup } from './allergen-groups.ts'
import type { AvoidList } from './avoid-matcher.ts'
import type { Diet } from './diet-conflicts.ts'

// Products whose recipe varies by brand in a way that matters to an allergy or a diet: the chef
// uses them for a visitor who avoids those groups only as the kinds that are free of them, and
// says to check the label. Kept apart from what each entry "contains" (ingredient-allergens.ts),
// which is what most versions hold.

export interface LabelCaution {
  /** The groups some versions contain. */
  groups: readonly AllergenGroup[]
  /** The note, addressed to the cook. */
  text: string
}

/** Keyed by lexicon entry id. */
export const LABEL_CAUTIONS: Readonly<Record<string, LabelCaution>> = {
  margarine: {
    groups: ['milk'],
    text: 'Check the margarine’s label: some contain milk (buttermilk or whey), so choose one marked dairy-free or vegan.',
  },
  miso: {
    groups: ['fish', 'gluten'],
    text: 'Check the miso’s label: instant miso and miso soup mixes often contain dashi, made with fish, and barley miso contains gluten.',
  },
  'vegetable stock': {
    groups: ['celery', 'milk', 'gluten'],
    text: 'Check the stock’s label: most stock cubes and pots contain celery, and some contain wheat or milk.',
  },
  'chicken stock': {
    groups: ['celery', 'milk', 'gluten'],
    text: 'Check the stock’s label: most stock cubes and pots contain celery, and some contain wheat or milk.',
  },
  'beef stock': {
    groups: ['celery', 'milk', 'gluten'],
    text: 'Check the stock’s label: most stock cubes and pots contain celery, and some contain wheat or milk.',
  },
  'onion soup mix': {
    groups: ['celery', 'milk', 'gluten', 'soya'],
    text: 'Check the soup mix’s label: many contain wheat, soya, celery or milk.',
  },
  'chilli oil': {
    groups: ['soya', 'peanuts', 'sesame'],
    text: 'Check the chilli oil’s label: chilli crisps often contain fermented soya beans, and some contain peanuts or sesame.',
  },
  'curry powder': {
    groups: ['mustard', 'gluten'],
    text: 'Check the curry powder’s label: many contain mustard, and some are bulked out with wheat flour.',
  },
}

// The groups each way of eating keeps out, for the cautions.
const DIET_GROUPS: Readonly<Record<Diet, readonly AllergenGroup[]>> = {
  vegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
  vegetarian: ['fish', 'crustaceans', 'molluscs'],
  pescatarian: [],
  'gluten-free': ['gluten'],
  'dairy-free': ['milk'],
}

/** The groups the visitor's diets and allergen avoid items keep out. */
export function groupsOfConcern(diets: readonly Diet[], avoid: AvoidList): Set<AllergenGroup> {
  const groups = new Set<AllergenGroup>()
  for (const diet of diets) for (const group of DIET_GROUPS[diet]) groups.add(group)
  for (const reading of avoid.readings) {
    if (reading.kind === 'allergen') for (const group of reading.groups) groups.add(group)
    if (reading.kind === 'diet') for (const group of DIET_GROUPS[reading.diet]) groups.add(group)
  }
  return groups
}

/** The label cautions for the entries a recipe uses, given the groups the visitor keeps out. */
export function labelCautions(
  entryIds: Iterable<string>,
  concern: ReadonlySet<AllergenGroup>,
): string[] {
  const notes: string[] = []
  for (const id of entryIds) {
    const caution = LABEL_CAUTIONS[id]
    if (caution === undefined || notes.includes(caution.text)) continue
    if (caution.groups.some((group) => concern.has(group))) notes.push(caution.text)
  }
  return notes
}
