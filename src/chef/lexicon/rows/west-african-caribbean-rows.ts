import type { Row } from '../lexicon-types.ts'

// Foods the tuning lists named that the lexicon filed under a look-alike. West African and
// Caribbean yam (puna, white or yellow yam) is a starchy tuber boiled, fried or pounded, not the
// sweet potato an American "yam" means: filed under it, "1 puna yam" lost its egg sauce.
// prettier-ignore
export const WEST_AFRICAN_CARIBBEAN_ROWS: readonly Row[] = [
  // The Nigerian blend for pepper soup (calabash nutmeg, alligator pepper, uziza): not any "seasoning".
  ['pepper soup spice', 'spice', '1 tsp', 'pepper soup spices|pepper soup seasoning|pepper soup mix|pepper soup spice mix|pepper soup powder', 'savoury'],
  // Trinidad's blended herb paste (culantro, thyme, garlic, chives), not a dry spice mix.
  ['green seasoning', 'condiment', '1 tbsp', 'trini green seasoning|green seasoning paste|epis|haitian epis', 'savoury'],
  ['yam', 'root-veg', '250 g', 'yams|puna yam|puna yams|white yam|african yam|ghana yam|nigerian yam|yellow yam|water yam|ñame|ñames|name root', 'starchy roast-veg'],
]
