import { matchIngredient, normaliseWords } from './match-ingredient.ts'

// A bag or tub of chopped vegetables a cook types as one item: the Cajun "holy trinity", a
// mirepoix, an Italian soffritto, a German bunch of Suppengrün. Each is the foods it holds, and a
// dish fits them as those foods: a cook's list "shrimp, butter, flour, holy trinity, cajun
// seasoning, rice" is an étouffée, whose celery was missing while "holy trinity" read as nothing.
// The soffritto sold already fried in oil, in a jar, is the same three vegetables: the dish's
// softening step only takes less time. Puerto Rican sofrito (recaito) is another thing, a
// condiment of its own in the lexicon.
const MIXES: ReadonlyArray<{ names: readonly string[]; foods: readonly string[] }> = [
  {
    names: ['holy trinity', 'cajun holy trinity', 'cajun trinity', 'trinity', 'trinity mix'],
    foods: ['onion', 'celery', 'green pepper'],
  },
  {
    names: ['mirepoix', 'mirepoix mix', 'soffritto', 'soffritto mix', 'battuto', 'odori'],
    foods: ['onion', 'carrot', 'celery'],
  },
  {
    // Germany's Suppengrün, the Netherlands' soepgroente, Poland's włoszczyzna: the bunch of soup
    // roots tied with a leek. A cook's read found "soup greens" read as chard.
    names: [
      'soup greens',
      'suppengrun',
      'suppengemuse',
      'wloszczyzna',
      'soepgroente',
      'soepgroenten',
      'polevkova zelenina',
      'leveszoldseg',
      'legume pentru supa',
    ],
    foods: ['carrot', 'celeriac', 'leek', 'parsley root'],
  },
]

/** Words around a mix's name that say only how it was bought: "a bag of frozen mirepoix 500g". */
const BOUGHT_WORDS = new Set([
  'a',
  'bag',
  'bags',
  'of',
  'pack',
  'packet',
  'tub',
  'jar',
  'bunch',
  'frozen',
  'fresh',
  'chopped',
  'diced',
  'prepared',
  'ready',
  'the',
  'g',
  'kg',
  'oz',
  'lb',
  'lbs',
  'grams',
  'cup',
  'cups',
])

const FOODS_BY_NAME: ReadonlyMap<string, readonly string[]> = new Map(
  MIXES.flatMap(({ names, foods }) => names.map((name) => [name, foods] as const)),
)

/** The foods a bought mix holds, or undefined when the item is not one. */
export function mixFoods(item: string): readonly string[] | undefined {
  const words = normaliseWords(item).filter(
    (word) => !BOUGHT_WORDS.has(word) && !/^\d+(?:[.,]\d+)?(?:g|kg|oz|lb)?$/.test(word),
  )
  return FOODS_BY_NAME.get(words.join(' '))
}

/**
 * The list with each bought mix opened into the foods it holds, leaving out a food the visitor
 * listed as well ("holy trinity, onion"): it is one onion, never listed twice. A list without a
 * mix is returned as it is.
 */
export function openMixes(list: readonly string[]): readonly string[] {
  const opened = list.map((item) => (typeof item === 'string' ? mixFoods(item) : undefined))
  if (opened.every((foods) => foods === undefined)) return list
  const listed = new Set(
    list
      .filter((_item, index) => opened[index] === undefined)
      .map((item) => (typeof item === 'string' ? matchIngredient(item).entry?.id : undefined)),
  )
  const out: string[] = []
  list.forEach((item, index) => {
    const foods = opened[index]
    if (foods === undefined) {
      out.push(item)
      return
    }
    for (const food of foods) {
      const id = matchIngredient(food).entry?.id
      if (listed.has(id)) continue
      listed.add(id)
      out.push(food)
    }
  })
  return out
}
