import type { Row } from '../lexicon-types.ts'

// A blind cook's read of twelve regional lists (session 26c).
// Veal mince is its own food, as beef and pork mince are: filed under veal, whose escalopes,
// fillets and chops a cook slices or braises, "veal fillets" filled the mince of a stuffed tomato
// and were "mixed" into the stuffing with no mincing. No allergen (meat).
// prettier-ignore
export const FIX26C_ROWS: readonly Row[] = [
  ['veal mince', 'meat', '125 g', 'minced veal|ground veal|mince veal|veal mince meat', 'mince'],
]
