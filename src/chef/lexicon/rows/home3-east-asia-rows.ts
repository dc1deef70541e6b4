import type { Row } from '../lexicon-types.ts'

// Foods the East and South-East Asian home dishes (round 3) need that the lexicon did not know yet.
// prettier-ignore
export const HOME3_EAST_ASIA_ROWS: readonly Row[] = [
  ['burdock', 'root-veg', '100 g', 'burdock root|burdock roots|gobo|gobou|gobō|gobo root|ueong', 'asian quick-veg'],
]
