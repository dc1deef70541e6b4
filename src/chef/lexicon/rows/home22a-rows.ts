import type { Row } from '../lexicon-types.ts'

// Rocoto peppers are the round, thick-walled Andean hot peppers Arequipa stuffs whole for rocoto
// relleno. "Rocoto peppers" was read by its last word as sweet bell peppers, which lost both the
// heat and the dish. A plain "rocoto" stays a chilli (chopped into a ceviche or a salsa); the whole
// peppers bought to stuff are their own entry, so not every chilli and mince list becomes a stuffed
// pepper.
// prettier-ignore
export const HOME22A_ROWS: readonly Row[] = [
  ['rocoto peppers', 'fruiting-veg', '1', 'rocoto pepper|whole rocotos|whole rocoto peppers', ''],
]
