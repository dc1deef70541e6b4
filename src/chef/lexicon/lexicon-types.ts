// The shape of the offline chef's knowledge of ingredients.

export type Category =
  | 'meat'
  | 'cured-meat'
  | 'poultry'
  | 'fish'
  | 'seafood'
  | 'egg'
  | 'dairy'
  | 'cheese'
  | 'pasta'
  | 'rice'
  | 'noodles'
  | 'bread'
  | 'grain'
  | 'legume'
  | 'allium'
  | 'root-veg'
  | 'leafy-veg'
  | 'brassica'
  | 'fruiting-veg'
  | 'pod-veg'
  | 'mushroom'
  | 'stalk-veg'
  | 'fruit'
  | 'dried-fruit'
  | 'herb'
  | 'spice'
  | 'sauce'
  | 'condiment'
  | 'oil-fat'
  | 'sweetener'
  | 'baking'
  | 'nut-seed'
  | 'stock'
  | 'drink'
  | 'sweet-treat'

export const TAGS = [
  // the four basics every kitchen is assumed to have
  'pantry',
  // how an ingredient behaves in a dish
  'aromatic',
  'acid',
  'citrus',
  'berry',
  'bake-fruit',
  'salad-veg',
  'leaf-salad',
  'quick-veg',
  'roast-veg',
  'grate-veg',
  'starchy',
  'tomato',
  'tinned',
  'cooked',
  'slow',
  'mince',
  'sausage',
  'fillet',
  'melting',
  'hard-cheese',
  'fresh-cheese',
  'milk',
  'cream',
  'yogurt',
  'chocolate',
  'sweet',
  'sweet-spice',
  'savoury',
  'dip-base',
  'dipper',
  'wrap',
  'pizza-base',
  'sliced-bread',
  'flour',
  'oats',
  'leavening',
  'curry-paste',
  'coconut',
  'stock',
  'wine',
  'nut-butter',
  'plant-protein',
  'garnish-herb',
  'hardy-herb',
  // a block that melts into a sauce (Japanese curry roux): weighed, never a splash or a spoon
  'block',
  // seeds bought whole (mustard, fennel, nigella): they sizzle in the hot fat before the onion,
  // where a ground spice is stirred in after it
  'whole-seed',
  // an oil that seasons a dish at the end (toasted sesame, truffle): no oil to fry in
  'finishing-oil',
  // cuisines, so that cinnamon stays out of a stir-fry
  'asian',
  'indian',
  'mexican',
  'italian',
  'med',
  // diet overrides where the category alone would mislead
  'nonveg',
  'animal',
  'dairy',
  'gluten',
  'gluten-free',
] as const

export type Tag = (typeof TAGS)[number]

/** The units an amount can scale in; '' counts whole things (2 eggs). */
export const UNITS = [
  '',
  'g',
  'ml',
  'tbsp',
  'tsp',
  'pinch',
  'clove',
  'handful',
  'slice',
  'sprig',
  'fillet',
  'rasher',
  'tin',
  'nest',
  'sheet',
  'stalk',
  'ball',
  'cube',
  'glass',
] as const

export type Unit = (typeof UNITS)[number]

const UNIT_SET: ReadonlySet<string> = new Set(UNITS)

/** Whether a word is one of the units the chef scales ('' is not a word, so never one). */
export function isUnit(value: string): value is Unit {
  return value !== '' && UNIT_SET.has(value)
}

export interface Amount {
  quantity: number
  unit: Unit
}

export interface DietFlags {
  vegetarian: boolean
  vegan: boolean
  glutenFree: boolean
  dairyFree: boolean
}

export interface LexiconEntry {
  /** The canonical name, which is also the entry's id. */
  id: string
  category: Category
  tags: ReadonlySet<Tag>
  /** Names a visitor might type for it, canonical name first; plurals are added on load. */
  aliases: readonly string[]
  /** A sensible amount for one serving of a main dish. */
  perServing: Amount
  diet: DietFlags
}

/** [canonical name, category, amount per serving, aliases (|), tags (space separated)] */
export type Row = readonly [string, Category, string, string?, string?]
