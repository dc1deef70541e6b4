import { allOf, anyOf, inCategory, named, not, tagged } from './dish-types.ts'

// What a cook reaches for, by kind: the families' roles are built from these.
// Oven chips and hash browns are ready foods, baked as the packet says: never diced into a
// frittata or boiled in a soup like a raw potato.
export const PACKET_POTATO = named('oven chips', 'hash browns')
export const VEG = allOf(
  inCategory(
    'allium',
    'root-veg',
    'leafy-veg',
    'brassica',
    'fruiting-veg',
    'pod-veg',
    'mushroom',
    'stalk-veg',
  ),
  not(PACKET_POTATO),
)
export const MAIN_VEG = allOf(VEG, not(tagged('aromatic')))
export const MEAT = inCategory('meat', 'poultry')
export const QUICK_MEAT = allOf(MEAT, not(tagged('slow')), not(named('burger', 'meatballs')))
export const FISH = inCategory('fish')
export const FRESH_FISH = allOf(
  FISH,
  not(tagged('tinned')),
  not(tagged('cooked')),
  // Stockfish, soaked for days, is broken into a soup, never fried or baked as a fillet.
  not(named('anchovies', 'stockfish')),
)
export const SEAFOOD = inCategory('seafood')
export const CURED = inCategory('cured-meat')
export const EGG = named('egg')
// A cheese rind flavours a pot it simmers in and is lifted out: never grated, melted or served.
export const CHEESE_RIND = named('parmesan rind')
export const CHEESE = allOf(inCategory('cheese'), not(CHEESE_RIND))
export const MELTING = tagged('melting')
// Leaves that flavour a pot or a pan of rice and are lifted out, never scattered or folded in to be
// eaten: pandan is tough and fibrous (a cook's read found it folded into an omelette).
/**
 * Leaves that flavour a pot and come out of it, never eaten or scattered over a plate: a family
 * that tops, tosses or garnishes with its herbs never takes them ("Serve with the bay leaves on
 * top" was a cook's read).
 */
export const COOK_IN_HERB = named(
  'bay leaves',
  'bouquet garni',
  'waakye leaves',
  'curry leaves',
  'kaffir lime leaves',
  'lemongrass',
  'pandan',
)
export const HERB = allOf(inCategory('herb'), not(COOK_IN_HERB))
export const FRESH_HERB = tagged('garnish-herb')
export const SALT_PEPPER = named('salt', 'black pepper')
export const FAT = inCategory('oil-fat')
export const OIL = allOf(FAT, not(named('butter', 'margarine', 'lard', 'ghee')))
export const NUTS = allOf(inCategory('nut-seed'), not(tagged('nut-butter')), not(named('coconut')))
export const ACID = tagged('acid')
export const SWEETENER = inCategory('sweetener')
export const FRUIT = allOf(inCategory('fruit'), not(named('avocado')))
export const SOFT_FRUIT = allOf(FRUIT, not(ACID))
export const DRIED_FRUIT = inCategory('dried-fruit')
export const SWEET_SPICE = tagged('sweet-spice')
export const STOCK = allOf(tagged('stock'), not(named('water')))
export const MILK = tagged('milk')
export const TOMATO_BASE = allOf(tagged('tomato'), not(named('ketchup')))
export const LEGUME = inCategory('legume')
export const BEANS = allOf(
  LEGUME,
  not(named('tofu', 'tofu puffs', 'tempeh', 'quorn', 'edamame', 'baked beans')),
)
export const SAVOURY_SPICE = allOf(inCategory('spice'), not(tagged('pantry')))
export const FLOUR = tagged('flour')
export const CHOCOLATE = tagged('chocolate')
// A block that melts into a sauce (Japanese curry roux) is no splash of sauce for a wok or a bowl.
export const ASIAN_SAUCE = anyOf(
  allOf(inCategory('sauce'), tagged('asian'), not(tagged('block'))),
  named(
    'rice vinegar',
    'honey',
    'maple syrup',
    'brown sugar',
    'sauce',
    'peanut butter',
    'lime',
    'lemon juice',
    'orange juice',
    'kimchi',
  ),
)
