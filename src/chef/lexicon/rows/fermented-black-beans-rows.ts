import type { Row } from '../lexicon-types.ts'

// Fermented black beans (douchi, tausi), the dry salted soybeans of Cantonese steamed ribs, Hunan
// stir-fries and Visayan humba: the chef read them as tinned black turtle beans.
// prettier-ignore
export const FERMENTED_BLACK_BEANS_ROWS: readonly Row[] = [
  ['fermented black beans', 'condiment', '1 tbsp', 'douchi|dou chi|salted black beans|preserved black beans|chinese fermented black beans|chinese black beans|fermented black soybeans|salted black soybeans|tausi|taosi|tau si|dried black beans in salt|dau si|dau see|dow see|dau xi', 'asian'],
]
