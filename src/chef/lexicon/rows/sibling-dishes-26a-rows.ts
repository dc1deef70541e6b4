import type { Row } from '../lexicon-types.ts'

// Sibling-dish sweep (issue 18, session 26a): banana blossom (puso ng saging) is what tells a
// Filipino cook a peanut stew is kare-kare; read as nothing, the pork and peanut butter made a roast.
// prettier-ignore
export const SIBLING_DISHES_26A_ROWS: readonly Row[] = [
  ['banana blossom', 'stalk-veg', '75 g', 'banana blossoms|banana flower|banana flowers|banana heart|banana hearts|puso ng saging|hoa chuoi|hoa chuối|hua plee|bap chuoi|bắp chuối|vazhaipoo|vazhai poo|kela phool', 'asian'],
]
