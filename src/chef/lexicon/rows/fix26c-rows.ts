import type { Row } from '../lexicon-types.ts'

// A blind cook's read of twelve regional lists (session 26c).
// Veal mince is its own food, as beef and pork mince are: filed under veal, whose escalopes,
// fillets and chops a cook slices or braises, "veal fillets" filled the mince of a stuffed tomato
// and were "mixed" into the stuffing with no mincing. No allergen (meat).
// Kishk is Lebanon's and Syria's dried ferment of bulgur and yoghurt, cooked as a soup with
// awarma (lamb preserved in its own fat) or spread on manakish: read as Iran's kashk (whey), the
// list's star became a different food and was dropped. Wheat and milk.
// prettier-ignore
export const FIX26C_ROWS: readonly Row[] = [
  ['kishk', 'grain', '40 g', 'keshk|kechek|kishk powder|dried kishk|kishk baladi|kishk soup powder|kashk el fuqara', 'dairy gluten savoury'],
  ['awarma', 'cured-meat', '40 g', 'qawarma|kawarma|awarma lamb|lamb awarma|preserved lamb|lamb confit in its fat', 'cooked'],
  ['veal mince', 'meat', '125 g', 'minced veal|ground veal|mince veal|veal mince meat', 'mince'],
]
