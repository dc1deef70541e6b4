import type { ClassicDish } from './classic-types.ts'
import { lexiconEntryOrUndefined } from '../lexicon/lexicon.ts'

/**
 * A kitchen's own spice blend fills the spice places of that kitchen's savoury dishes: a visitor
 * with xawaash or khmeli suneli was told it was "not used" while the recipe bought cumin or
 * coriander. Each blend stands in (after the dish's own choices) for the ground spices it is made
 * of, in its own kitchen only: garam masala is no seasoning for a Georgian stew. A dish that has
 * a place of its own for the blend keeps it there; a place measured in pods, sticks or sprigs is
 * not one a spooned blend can fill, nor is a tempering written for whole seeds (mustard seeds,
 * ajwain) that pop in the hot fat.
 */
const KITCHEN_BLENDS: ReadonlyArray<{
  blend: string
  kitchens: readonly string[]
  spices: readonly string[]
}> = [
  // Xawaash is read as the lexicon's spice blend (its Somali name is one of its aliases).
  {
    blend: 'spice blend',
    kitchens: ['east-african'],
    spices: ['cumin', 'ground coriander', 'cardamom'],
  },
  {
    blend: 'khmeli suneli',
    kitchens: ['georgian'],
    spices: ['ground coriander', 'fenugreek', 'cumin'],
  },
  // Baharat and Lebanese seven spice are read as ras el hanout.
  {
    blend: 'ras el hanout',
    kitchens: ['north-african', 'middle-eastern'],
    spices: ['cumin', 'ground coriander', 'allspice', 'cinnamon'],
  },
  // Mitmita is read as berbere: both are the chilli of an Ethiopian pot.
  {
    blend: 'berbere',
    kitchens: ['ethiopian'],
    spices: ['chilli powder', 'cayenne pepper', 'paprika'],
  },
  {
    blend: 'garam masala',
    kitchens: ['indian'],
    spices: ['cumin', 'ground coriander', 'cardamom', 'cinnamon', 'cloves'],
  },
  { blend: 'shichimi', kitchens: ['japanese'], spices: ['chilli flakes', 'chilli powder'] },
  {
    blend: 'five spice',
    kitchens: ['chinese'],
    spices: ['star anise', 'cinnamon', 'cloves'],
  },
  { blend: 'zaatar', kitchens: ['middle-eastern'], spices: ['thyme', 'oregano', 'sumac'] },
  { blend: 'advieh', kitchens: ['persian'], spices: ['cinnamon', 'cardamom'] },
  { blend: 'hawaij', kitchens: ['middle-eastern'], spices: ['cumin', 'turmeric', 'cardamom'] },
  {
    blend: 'suya spice',
    kitchens: ['west-african'],
    spices: ['chilli powder', 'cayenne pepper'],
  },
]

const SWEET_COURSES: ReadonlySet<string> = new Set(['dessert', 'baking', 'drink'])
const SPOONED = /\b(?:tsp|tbsp|pinch)\b/

function fillsWithBlend(blend: string, kitchens: readonly string[]) {
  return (dish: ClassicDish, key: string): boolean => {
    if (!kitchens.includes(dish.cuisine) || SWEET_COURSES.has(dish.course)) return false
    if (dish.ingredients.some((ingredient) => ingredient.accepts.includes(blend))) return false
    const place = dish.ingredients.find((ingredient) => ingredient.key === key)
    if (place === undefined || !SPOONED.test(place.amount)) return false
    return !place.accepts.some((id) => lexiconEntryOrUndefined(id)?.tags.has('whole-seed') === true)
  }
}

/**
 * The warm blends of the Gulf, Yemen and Levant, kin of the Somali xawaash (which grew from
 * hawaij): a place written for any savoury spice mix (the lexicon's spice blend) takes them,
 * rather than buy a jar of mixed spice beside the visitor's baharat.
 */
const WARM_BLENDS = ['hawaij', 'ras el hanout', 'advieh']

/** `[spice, blend, fits]`: the blend goes where its kitchen's dish takes that spice. */
export const KITCHEN_BLEND_STAND_INS: ReadonlyArray<
  readonly [string, string, ((dish: ClassicDish, key: string) => boolean)?]
> = [
  ...KITCHEN_BLENDS.flatMap(({ blend, kitchens, spices }) =>
    spices.map((spice) => [spice, blend, fillsWithBlend(blend, kitchens)] as const),
  ),
  ...WARM_BLENDS.map((blend) => ['spice blend', blend] as const),
]
