import type { Row } from '../lexicon-types.ts'

// Foods the French, Greek, Italian, Spanish and breakfast home dishes of round 4 need that the
// lexicon did not know: Cretan barley rusks (paximadia, the savoury base of dakos; the older
// `rusks` row is the sweet, milky South African rusk) and kaya, the coconut and egg jam of a
// Malaysian and Singaporean breakfast toast.
// prettier-ignore
export const HOME4_NORTH_ROWS: readonly Row[] = [
  ['barley rusks', 'bread', '2', 'barley rusk|paximadia|paximadi|cretan rusks|cretan rusk|dakos rusks|dakos rusk|cretan barley rusks|friselle|frisella', ''],
  ['kaya', 'sweetener', '1 tbsp', 'kaya jam|kaya spread|coconut jam|coconut egg jam|srikaya|seri kaya|pandan kaya|hainanese kaya', 'sweet coconut animal'],
]
