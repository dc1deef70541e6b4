import type { Row } from '../lexicon-types.ts'

// Njangsa (njansang, djansang) is the oily seed Cameroonian and Nigerian cooks toast, grind and
// stir into a goat and plantain stew to thicken and perfume it; unread, a kondre list lost it.
// prettier-ignore
export const COOKS_READ_27_ROWS: readonly Row[] = [
  ['njangsa', 'spice', '1 tsp', 'njansang|njangsang|djansang|djansan|essessang|okwe|ground njangsa|njangsa seeds', 'savoury'],
]
